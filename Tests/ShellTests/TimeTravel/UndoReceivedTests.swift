import Features
import XCTest

@testable import Shell

/// Time travel rewinds what an exhaustive script must still receive (issue 25, item 9): an
/// undone received action is no longer pending, and `redo` makes it pending again, in order.
@MainActor
final class UndoReceivedTests: XCTestCase {
  private func run(_ lines: [String]) async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(
      (["exhaustive on", "send start { isRunning = true }", "advance 1s"] + lines)
        .joined(separator: "\n"),
      features: allFeatures, initial: "timer", testClock: true)
  }

  func testAnUndoneReceivedActionNeedNotBeReceived() async throws {
    let run = try await run(["undo", "send stop { isRunning = false }"])
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }

  func testReceiveDoesNotTakeAnUndoneAction() async throws {
    let run = try await run(["undo", "receive tick { secondsElapsed = 1 }"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.errors.hasPrefix("line 5: Expected to receive an action, but received none"), run.errors)
  }

  func testRedoMakesItPendingAgain() async throws {
    let pending = try await run(["undo", "redo", "send stop { isRunning = false }"])
    XCTAssertEqual(pending.status, 1)
    XCTAssertTrue(pending.errors.contains("Must handle 1 received action"), pending.errors)
    let received = try await run([
      "undo", "redo", "receive tick { secondsElapsed = 1 }", "send stop { isRunning = false }",
    ])
    XCTAssertEqual(received.errors, "")
    XCTAssertEqual(received.status, 0)
  }
}
