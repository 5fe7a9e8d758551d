import Composable
import Features
import Foundation
import Shell
import XCTest

@MainActor
final class TimeTravelTests: XCTestCase {
  private func run(_ script: String, in feature: String = "counter", logSize: Int = 10_000)
    async throws -> (
      output: String, errors: String, status: Int32
    )
  {
    try await runScript(
      script, features: allFeatures + [profileFeature], initial: feature, logSize: logSize)
  }

  func testUndoRedoGotoAfterSends() async throws {
    let run = try await run(
      """
      send increment
      send increment
      send increment
      undo
      expect count == 2
      undo
      expect count == 1
      redo
      expect count == 2
      goto 0
      expect count == 0
      goto 3
      expect count == 3
      """)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains(
        """
        undo: now after #2 Counter.Action.increment
        - Counter.State(count: 3)
        + Counter.State(count: 2)

        """), run.output)
    XCTAssertTrue(
      run.output.contains(
        "goto: back to the initial state\n- Counter.State(count: 2)\n+ Counter.State(count: 0)\n"))
  }

  func testNewSendAfterUndoDropsTheFuture() async throws {
    let run = try await run(
      """
      send increment
      send increment
      undo
      send decrement
      expect count == 0
      redo
      log
      """)
    XCTAssertEqual(run.errors, "line 6: nothing to redo: no action was undone\n")
    XCTAssertTrue(
      run.output.hasSuffix(
        """
          #1  sent      Counter.Action.increment
        * #2  sent      Counter.Action.decrement

        """), run.output)
  }

  func testLogShowsOriginsAndUndoneActions() async throws {
    let run = try await run("send fetch\nsend setAge 1\nundo\nlog", in: "profile")
    XCTAssertTrue(
      run.output.hasSuffix(
        """
          #1  sent      Profile.Action.fetch
        * #2  received  Profile.Action.response(7)
          #3  sent      Profile.Action.setAge(1)  (undone)

        """), run.output)
  }

  func testUndoNeverRerunsEffects() async throws {
    // Going back past `fetch` and forward again must not send `response` a second time.
    let run = try await run("send fetch\ngoto 0\ngoto 2\nlog\nexpect age == 7", in: "profile")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(
      run.output.components(separatedBy: "received action:").count, 2, "one received action only")
  }

  /// The check: in alerts-modern, `undo` after `tap Increment` brings back the first
  /// alert with count 0.
  func testUndoAfterTapBringsBackTheFirstAlert() async throws {
    let run = try await run(
      """
      send alertButtonTapped
      tap Increment
      undo
      expect count == 0
      expect alert.title == "Alert!"
      log
      """, in: "alerts-modern")
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(run.output.contains("undo: now after #1 AlertsModern.Action.alertButtonTapped\n"))
    let afterUndo = run.output.components(separatedBy: "undo: now after #1").last!
    XCTAssertTrue(
      afterUndo.contains("Alert: Alert!\n  This is an alert\n"), "the alert is shown again")
    XCTAssertTrue(
      run.output.hasSuffix(
        "  #2  tapped    AlertsModern.Action.alert(.presented(.incrementButtonTapped))  (undone)\n")
    )
  }

  func testUndoStepsOverAllActionsOfA2021StyleTap() async throws {
    // The tap sent alertDismissed and incrementButtonTapped: one undo takes back both.
    let run = try await run(
      "send alertButtonTapped\ntap Increment\nundo\nexpect count == 0\nexpect alert.title == \"Alert!\"\nredo\nexpect count == 1",
      in: "alerts")
    XCTAssertEqual(run.errors, "")
  }

  func testResetReturnsToTheInitialStateAndClearsTheLog() async throws {
    let run = try await run("send increment\nsend increment\nreset\nexpect count == 0\nlog\nundo")
    XCTAssertTrue(run.output.hasSuffix("No actions yet.\n"))
    XCTAssertEqual(run.errors, "line 6: nothing to undo: the state is at the start of the log\n")
  }

  func testGotoOutOfRangeChangesNothing() async throws {
    let run = try await run("send increment\ngoto 5\ngoto x\nexpect count == 1")
    XCTAssertEqual(
      run.errors,
      "line 2: no action 5 in the log: choose 0 to 1 (see 'log')\nline 3: no mark 'x' in counter (no marks yet: 'mark NAME' makes one; or goto N, a log position)\n"
    )
  }

  func testBoundedLogKeepsTheLastActionsAndUndoReachesTheOldestKept() async throws {
    let run = try await run(
      "send increment\nsend increment\nsend increment\nsend increment\nlog\ngoto 2\nexpect count == 2\ngoto 1",
      logSize: 2)
    XCTAssertTrue(
      run.output.contains("  (2 older actions dropped: the log keeps 2)\n  #3  sent"), run.output)
    XCTAssertEqual(run.errors, "line 8: no action 1 in the log: choose 2 to 4 (see 'log')\n")
  }

  func testSaveAndReplayReachTheSameState() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-save-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = try await run(
      """
      use alerts
      send alertButtonTapped
      tap Increment
      send actionSheetButtonTapped
      tap Decrement
      undo
      dismiss
      use counter
      send increment
      use alerts
      state
      save \(file.path)
      """)
    XCTAssertEqual(first.errors, "")
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertEqual(
      script,
      """
      # tca-shell \(ShellOptions.version): replay with `tca-shell < \(file.path)`
      use alerts
      send alertButtonTapped
      tap Increment
      send actionSheetButtonTapped
      dismiss
      use counter
      send increment

      """, "the undone tap is left out")
    let replay = try await run(script + "use alerts\nstate")
    XCTAssertEqual(replay.errors, "")
    let finalState = { (output: String) in output.components(separatedBy: "Alerts.State(").last! }
    XCTAssertEqual(
      finalState(replay.output), finalState(first.output.components(separatedBy: "Saved ").first!))
  }

  func testDiffOffHidesDiffs() async throws {
    let run = try await run(
      "diff off\nsend increment\nset diff on\nsend increment\nset colour on\ndiff maybe")
    XCTAssertEqual(
      run.output,
      "  Counter.Action.increment\n  Counter.Action.increment\n- Counter.State(count: 1)\n+ Counter.State(count: 2)\n"
    )
    XCTAssertEqual(
      run.errors,
      "line 5: unknown option 'colour' (options: diff, date, uuid, exhaustive, notes)\nline 6: diff is on, off or compact, not 'maybe': diff on, diff off, or diff compact\n"
    )
  }
}

extension TimeTravelTests {
  func testSaveRefusesBetweenTwoActionsOfOneCommand() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-partial-\(UUID()).tcash")
    let run = try await run(
      "send alertButtonTapped\ntap Increment\ngoto 2\nsave \(file.path)", in: "alerts")
    XCTAssertEqual(
      run.errors,
      "line 4: alerts is partway through the actions of one command (after #2; it ran to #3): a script cannot stop there; goto 3 or goto 1 first\n"
    )
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
  }

  func testSaveSaysWhyItCannotWrite() async throws {
    let run = try await run("send increment\nsave /nonexistent-dir/x.tcash\nsave /tmp")
    XCTAssertEqual(
      run.errors,
      """
      line 2: cannot write /nonexistent-dir/x.tcash: No such file or directory
      line 3: cannot write /tmp: it is a directory; give a file name

      """)
  }
}
