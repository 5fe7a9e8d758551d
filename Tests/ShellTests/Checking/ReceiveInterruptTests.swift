import Composable
import Features
import XCTest

@testable import Shell

/// Ctrl-C during `receive` at a terminal: no timeout passed, so the shell says it was
/// interrupted and what had arrived, not TCA's "received none after N seconds".
@MainActor
final class ReceiveInterruptTests: XCTestCase {
  func testAnInterruptedReceiveSaysSoAndWhatArrived() async throws {
    let session = try Session(
      features: allFeatures, initial: "timer", output: Output(result: { _ in }, error: { _ in }))
    session.configuration.testClock = TestClock()
    session.configuration.effectTimeout = .seconds(3)
    let started = await session.execute("send start")
    XCTAssertEqual(started, .ok)
    Self.pressCtrlCInEveryWait(session)
    let result = await session.execute("receive tick")
    XCTAssertEqual(
      result,
      .failed(
        "receive tick interrupted before it arrived; received so far: nothing (the effects keep running)"
      ))
  }

  /// Ctrl-C during `finish` says so, not TCA's timeout words for a wait that did not happen (a
  /// new user's `finish`, stopped after a second, said "in-flight after 30.0 seconds").
  func testAnInterruptedFinishSaysSo() async throws {
    let session = try Session(
      features: allFeatures, initial: "timer", output: Output(result: { _ in }, error: { _ in }))
    session.configuration.testClock = TestClock()
    session.configuration.effectTimeout = .seconds(30)
    let started = await session.execute("send start")
    XCTAssertEqual(started, .ok)
    Self.pressCtrlCInEveryWait(session)
    let result = await session.execute("finish")
    XCTAssertEqual(
      result,
      .failed(
        "finish stopped by Ctrl-C: 1 effect still running (they keep running; 'finish' again waits for them)"
      ))
    _ = await session.execute("cancel")
  }

  /// What EffectWaiter does on Ctrl-C, at once in each wait: the waiting task is cancelled.
  static func pressCtrlCInEveryWait(_ session: Session) {
    session.configuration.waitingForEffects = { work in
      let waiting = Task { @MainActor in await work() }
      waiting.cancel()
      await waiting.value
    }
  }
}
