import Composable
import Features
import XCTest

@testable import Shell

/// A live timer's ticks that arrive while the prompt is idle (no command running) join the
/// step of the command whose effect sent them, as ticks during a `wait` join the wait's: one
/// `undo` takes the `send start` and its ticks back together, not one tick an undo.
@MainActor
final class IdleArrivalUndoTests: XCTestCase {
  private func session(_ clock: TestClock) throws -> Session {
    var configuration = SessionConfiguration()
    configuration.testClock = clock
    return try Session(
      features: allFeatures, initial: "timer", output: Output(result: { _ in }, error: { _ in }),
      configuration: configuration)
  }

  /// Moves the clock outside any command, as time passes at an idle prompt, and lets the
  /// ticks that sends arrive.
  private func idle(_ clock: TestClock, seconds: Int, until session: Session, ticks: Int)
    async throws
  {
    await clock.advance(by: .seconds(seconds))
    for _ in 0..<1000 where session.context.log.position < ticks {
      await Task.yield()
    }
    XCTAssertEqual(session.context.log.position, ticks, "the ticks did not arrive")
  }

  private func state(_ session: Session) -> String {
    customDump(session.host.state)
  }

  func testOneUndoTakesBackTheSendAndTheTicksItsTimerSentAtAnIdlePrompt() async throws {
    let clock = TestClock()
    let session = try session(clock)
    let before = state(session)
    var result = await session.execute("send start")
    XCTAssertEqual(result, .ok)
    try await idle(clock, seconds: 3, until: session, ticks: 4)
    result = await session.execute("undo")
    XCTAssertEqual(result, .ok)
    XCTAssertEqual(state(session), before)
    result = await session.execute("redo")
    XCTAssertEqual(result, .ok)
    XCTAssertEqual(try StatePath.value(at: "secondsElapsed", in: session.host.state) as? Int, 3)
  }

  /// Ticks after another command still join the timer's command, not that one's.
  func testTicksAfterAnotherCommandJoinTheTimersStep() async throws {
    let clock = TestClock()
    let session = try session(clock)
    _ = await session.execute("send start")
    try await idle(clock, seconds: 1, until: session, ticks: 2)
    _ = await session.execute("state")
    try await idle(clock, seconds: 1, until: session, ticks: 3)
    let result = await session.execute("undo")
    XCTAssertEqual(result, .ok)
    XCTAssertEqual(try StatePath.value(at: "secondsElapsed", in: session.host.state) as? Int, 0)
  }
}
