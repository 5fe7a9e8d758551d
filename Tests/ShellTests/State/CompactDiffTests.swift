import Composable
import Features
import XCTest

@testable import Shell

/// `set diff compact`: one line per changed field, as issue 26 spells them (`count: 0 → 1`,
/// `alert: AlertState("Alert!") → nil`, `path: + #1 meeting`).
@MainActor
final class CompactDiffTests: XCTestCase {
  func run(_ script: String, _ feature: String) async throws -> String {
    let run = try await runScript(
      "diff compact\n" + script, features: allFeatures, initial: feature, testClock: true)
    XCTAssertEqual(run.errors, "")
    return run.output
  }

  func testACounterStepIsTwoLines() async throws {
    let output = try await run("send increment\nsend decrement\nsend decrement", "counter")
    XCTAssertEqual(
      output,
      """
        Counter.Action.increment
        count: 0 → 1
        Counter.Action.decrement
        count: 1 → 0
        Counter.Action.decrement
        count: 0 → -1

      """)
  }

  /// Seed 000 in the 2021 style: the dismiss action first (the alert goes), then the button's
  /// (the count and the new alert), each value said once.
  func testTheAlertFlowNamesAlertsByTitle() async throws {
    let output = try await run("send alertButtonTapped\ntap Increment", "alerts")
    XCTAssertEqual(
      output,
      """
        Alerts.Action.alertButtonTapped
        alert: nil → AlertState("Alert!")
      Alert: Alert!
        This is an alert
        [1] Cancel (cancel)
        [2] Increment
        Alerts.Action.alertDismissed
        alert: AlertState("Alert!") → nil
        Alerts.Action.incrementButtonTapped
        alert: nil → AlertState("Incremented!")
        count: 0 → 1
      Alert: Incremented!
        [1] OK

      """)
  }

  func testAStackPushAndPopAreOneLineEachAndAFieldInsideIsNamedByItsPath() async throws {
    let output = try await run(
      """
      set diff off
      send syncUpsList.addSyncUpButtonTapped
      send syncUpsList.confirmAddButtonTapped
      send syncUpsList.syncUpTapped id=0
      set diff compact
      send path[0].detail.startMeetingButtonTapped
      advance 1s
      pop
      """, "syncups")
    let lines = output.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines.contains("  path: + #1 meeting"), output)
    XCTAssertTrue(lines.contains("  path[id: 1].meeting.secondsElapsed: 0 → 1"), output)
    XCTAssertTrue(lines.contains("  path: - #1 meeting"), output)
    // The action is on one line too, a received one saying so on it.
    XCTAssertTrue(
      lines.contains(
        "received: SyncUpsApp.Action.path(.element(id: #1, action: .meeting(.timerTick)))"),
      output)
    XCTAssertFalse(lines.contains("received action:"), output)
    XCTAssertFalse(output.contains("SyncUpsApp.State("), "no whole state: \(output)")
    // A pushed screen's panel names it and its actions; the change line holds its state.
    XCTAssertTrue(output.contains("Pushed: RecordMeeting (path[1].meeting)\n  send: "), output)
    XCTAssertFalse(output.contains("RecordMeeting.State("), output)
  }

  func testAnAddedElementIsOneLineAndALongValueIsCut() async throws {
    let output = try await run(
      "send syncUpsList.addSyncUpButtonTapped\nsend syncUpsList.confirmAddButtonTapped", "syncups")
    XCTAssertTrue(
      output.contains(
        "  syncUpsList.syncUps: + [id: 0] SyncUp(id: 0, attendees: [Attendee(id: …\n"),
      output)
    XCTAssertTrue(
      output.contains("  syncUpsList.addSyncUp: SyncUpForm.State(syncUp: SyncUp(id: 0, … → nil\n"),
      output)
    // The sheet's state is in the change line: its heading and actions follow, not its dump.
    XCTAssertTrue(
      output.contains(
        "  syncUpsList.addSyncUp: nil → SyncUpForm.State(syncUp: SyncUp(id: 0, …\nSheet: SyncUpForm (syncUpsList.addSyncUp)\n  [1] addAttendeeButtonTapped\n"
      ), output)
  }

  func testNoChangeAndTimeTravelAndSetListing() async throws {
    let output = try await run("send increment\nundo\nset", "counter")
    XCTAssertTrue(output.contains("undo: back to the initial state\n  count: 1 → 0\n"), output)
    XCTAssertTrue(output.contains("diff        compact"), output)
    let none = try await run("use alerts\nsend alertCancelTapped", "counter")
    XCTAssertTrue(none.hasSuffix("  Alerts.Action.alertCancelTapped\n  (No state changes)\n"), none)
  }

  func testDiffOnGoesBackToTheFullDiffAndABadValueIsOneLine() async throws {
    let run = try await runScript(
      "diff compact\ndiff on\nsend increment\ndiff sideways", features: allFeatures,
      initial: "counter")
    XCTAssertEqual(
      run.output,
      "  Counter.Action.increment\n- Counter.State(count: 0)\n+ Counter.State(count: 1)\n")
    XCTAssertEqual(
      run.errors,
      "line 4: diff is on, off or compact, not 'sideways': diff on, diff off, or diff compact\n")
  }

  func testTheFlag() throws {
    let run = try MessagesTests.shell(["--diff", "compact"], stdin: Array("send increment\n".utf8))
    XCTAssertEqual(run.output, "  Counter.Action.increment\n  count: 0 → 1\n")
    let bad = try MessagesTests.shell(["--diff", "wide"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(
      bad.errors.hasPrefix("tca-shell: --diff is on, off or compact, not 'wide'"), bad.errors)
  }

  /// `help` lists the commands under the six groups of a lesson, in order.
  func testHelpIsGrouped() async throws {
    let run = try await runScript("help", features: allFeatures, initial: "counter")
    let headings = run.output.split(separator: "\n").filter { $0.hasSuffix(":") }
    XCTAssertEqual(
      headings,
      ["basics:", "presentation:", "effects and time:", "navigation:", "testing:", "history:"])
    let lines = run.output.split(separator: "\n").map(String.init)
    let history = try XCTUnwrap(lines.firstIndex(of: "history:"))
    XCTAssertTrue(lines[history + 1].hasPrefix("  log"), run.output)
  }

  private enum Destination { case add(Form) }
  private struct Form {
    var name: String
    var notes: String
  }

  /// A case too long for its line keeps its name and cuts its payload, not the type path.
  func testALongCaseKeepsItsNameAndCutsItsPayload() {
    let value = Destination.add(Form(name: "Rex", notes: String(repeating: "long ", count: 20)))
    let short = CompactDiff.short(value)
    XCTAssertTrue(short.hasPrefix(".add(CompactDiffTests.Form(name: \"Rex\", "), short)
    XCTAssertTrue(short.hasSuffix("…)"), short)
  }
}
