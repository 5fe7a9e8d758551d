import Composable
import Foundation
import XCTest

@testable import Shell

/// `advance` waits at most `TestClock.settleLimit` for a woken effect to sleep again; one that
/// takes longer (a starved machine) let the clock move on without a word, and its later ticks
/// never came (a helper's finding while fixing Ctrl-C on `advance`). The shell now says so.
@MainActor
final class AdvanceStallTests: XCTestCase {
  struct Slow: Reducer {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable { case start, tick }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            // Busy past the settle limit before it sends and sleeps again.
            usleep(400_000)
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  func testAWokenEffectThatOutlastsTheSettleLimitIsSaid() async throws {
    var output = ""
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    configuration.effectTimeout = .seconds(2)
    let session = try Session(
      features: [Feature(Slow(), name: "slow", initialState: Slow.State())], initial: "slow",
      output: Output(result: { output += $0 }, error: { _ in }), configuration: configuration)
    _ = await session.execute("send start")
    // A stall at the advance's own end passes no deadline: nothing to say.
    _ = await session.execute("advance 1s")
    session.renderer.flush()
    XCTAssertFalse(output.contains("still running after"), output)
    _ = await session.execute("wait")
    _ = await session.execute("advance 3s")
    session.renderer.flush()
    XCTAssertTrue(
      output.contains(
        "(an effect the clock woke was still running after 250 ms, and the clock moved on without waiting:"
      ), output)
    _ = await session.execute("cancel")
  }
}
