import Features
import XCTest

@testable import Shell

/// The notes time travel prints name the command they are about (issue 25, item 10): a
/// command whose effects were cancelled is named only when the travel brings it back, and
/// undoing what ended a command's effects (a `pop` that cancelled a screen's timer) says so.
@MainActor
final class TravelNoteTests: XCTestCase {
  func testUndoDoesNotBlameACancelledCommandItDidNotCross() async throws {
    let run = try await runScript(
      """
      set diff off
      send start
      cancel
      send stop
      send start
      advance 2s
      undo
      """, features: allFeatures, initial: "timer", testClock: true)
    XCTAssertEqual(run.errors, "")
    // The undone advance's note is the only other line (item 2 of the replay fixes).
    XCTAssertTrue(
      run.output.hasSuffix(
        "undo: now after #3 Timers.Action.start\n(the test clock stays where 'advance 2s' moved it: it cannot go back while effects sleep on it, so 'save' refuses until you redo it)\n"
      ), run.output)
  }

  func testRedoStillNamesTheCancelledCommandItBringsBack() async throws {
    let run = try await runScript(
      "set diff off\nsend start\ncancel\nundo\nredo", features: allFeatures, initial: "timer",
      testClock: true)
    XCTAssertTrue(
      run.output.contains(
        "(the effects of 'send start' were cancelled by 'cancel' and do not run again"),
      run.output)
  }

  func testUndoingAPopThatCancelledATimerSaysSo() async throws {
    let run = try await runScript(
      """
      set diff off
      send syncUpsList.addSyncUpButtonTapped
      send syncUpsList.addSyncUp.presented.setMinutes 1
      send syncUpsList.confirmAddButtonTapped
      send syncUpsList.syncUpTapped id=0
      send path[0].detail.startMeetingButtonTapped
      advance 1s
      pop
      undo
      """, features: allFeatures, initial: "syncups", testClock: true)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains(
        """
        (the effects of 'send path[0].detail.startMeetingButtonTapped' ended at 'pop', now undone, and do not start again: what they would have changed stays as it is here; undo back before 'send path[0].detail.startMeetingButtonTapped' and send again, or reset)

        """), run.output)
  }
}
