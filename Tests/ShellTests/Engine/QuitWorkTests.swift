import Composable
import Features
import ShellHosting
import XCTest

@testable import Shell

/// `tca-shell -c quit` is the start-up benchmark (issue 11: start-up must not get slower):
/// leaving makes no store, so it reads no catalog and walks no state.
@MainActor
final class QuitWorkTests: XCTestCase {
  func testQuitMakesNoStoreAndACommandThatLooksAtTheStateMakesOne() async throws {
    let made = Locked(0)
    let feature = Feature(
      Counter(), name: "counter", initialState: Self.counting(made, Counter.State()))
    let sink = Output(result: { _ in }, error: { _ in })
    let session = try Session(features: [feature], initial: "counter", output: sink)

    let result = await session.execute("quit")

    XCTAssertEqual(result, .quit)
    XCTAssertEqual(made.withLock { $0 }, 0)
    _ = await session.execute("state")
    XCTAssertEqual(made.withLock { $0 }, 1)
  }

  nonisolated private static func counting(_ made: Locked<Int>, _ state: Counter.State)
    -> Counter.State
  {
    made.withLock { $0 += 1 }
    return state
  }
}
