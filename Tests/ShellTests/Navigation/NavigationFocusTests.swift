import Composable
import Features
import Foundation
import XCTest

@testable import Shell

/// The shell over navigation: focus levels, what `alert` / `sheet` /
/// `tap` find, completion relative to the focus, blocks relative to the focus, messages and
/// paths as the user writes them, warning placement, and `--json` navigation events.
@MainActor
final class NavigationFocusTests: XCTestCase {
  func run(_ script: String, json: Bool = false) async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(
      "set diff off\n" + SyncUpsScripts.oneMinuteDetailPushed + "\n" + script,
      features: allFeatures,
      initial: "syncups", json: json)
  }

  /// A session with the detail pushed, where output and errors land in one string in order.
  func session() async throws -> (Session, () -> String) {
    let all = Locked("")
    let session = try Session(
      features: allFeatures, initial: "syncups",
      output: Output(
        result: { text in all.withLock { $0 += text } },
        error: { text in all.withLock { $0 += text } }))
    for line in ("set diff off\n" + SyncUpsScripts.oneMinuteDetailPushed).split(separator: "\n") {
      let result = await session.execute(String(line))
      XCTAssertEqual(result, .ok, String(line))
    }
    session.renderer.flush()
    all.withLock { $0 = "" }
    return (
      session,
      {
        session.renderer.flush()
        return all.withLock { $0 }
      }
    )
  }

  // 8
  func testFocusingANestedChildInOneStepKeepsEveryLevel() async throws {
    let (session, _) = try await session()
    _ = await session.execute("send path[0].detail.editButtonTapped")
    let result = await session.execute("focus path[0].detail.destination.edit")
    XCTAssertEqual(result, .ok)
    XCTAssertEqual(session.promptName, "syncups/detail/edit")
    _ = await session.execute("focus ..")
    XCTAssertEqual(session.promptName, "syncups/detail")
    _ = await session.execute("focus ..")
    XCTAssertEqual(session.promptName, "syncups")
  }

  // 9
  func testAlertAndSheetFindAStackScreensAlertAsTapDoes() async throws {
    let run = try await run(
      """
      send path[0].detail.deleteButtonTapped
      alert
      sheet
      focus path[0].detail
      alert
      dialog
      """)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertFalse(run.output.contains("No alert is presented."), run.output)
    XCTAssertFalse(run.output.contains("No sheet is presented."), run.output)
    // Presented once, then shown by alert, sheet and alert again.
    XCTAssertEqual(run.output.components(separatedBy: "Alert: Delete?").count - 1, 4, run.output)
    XCTAssertTrue(run.output.hasSuffix("No dialog is presented.\n"), run.output)
  }

  // 10
  func testCompletionOffersFocusTargetsTapActionsAndPathsRelativeToTheFocus() async throws {
    let (session, _) = try await session()
    XCTAssertEqual(session.completions(for: "focus "), ["path[0].detail"])
    XCTAssertTrue(session.completions(for: "send pa").contains("path[0]."))
    _ = await session.execute("send path[0].detail.editButtonTapped")
    XCTAssertEqual(
      session.completions(for: "focus "), ["path[0].detail", "path[0].detail.destination.edit"])
    XCTAssertEqual(session.completions(for: "tap "), ["1", "addAttendeeButtonTapped"])
    _ = await session.execute("focus path[0].detail")
    XCTAssertEqual(session.completions(for: "focus "), ["..", "/", "destination.edit"])
    XCTAssertFalse(session.completions(for: "state pa").contains { $0.hasPrefix("path") })
    XCTAssertTrue(session.completions(for: "state de").contains("destination"))
    _ = await session.execute("dismiss")
    _ = await session.execute("send deleteButtonTapped")
    XCTAssertEqual(session.completions(for: "tap "), ["1", "2", "Yes", "Nevermind"])
  }

  // 11
  func testABlockTypedWhileFocusedIsRelativeAndSavedFromTheRoot() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("fixd-block-\(UUID().uuidString).tca").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let run = try await run(
      """
      send path[0].detail.editButtonTapped
      focus path[0].detail.destination.edit
      send setTitle Design { syncUp.title = "Design" }
      send setMinutes 3 { syncUp.minutes = 3 }
      save \(file)
      """)
    // Without the focus the blocks would read `syncUp` at the root, which has none.
    XCTAssertEqual(run.status, 0, run.errors)
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(
      saved.contains(
        "send path[id: 0].detail.destination.presented.edit.setTitle Design { path[id: 0].detail.destination.edit.syncUp.title = \"Design\" }"
      ), saved)
    let replay = try await runScript(
      saved + "\nexpect path[0].detail.destination.edit.syncUp.title == \"Design\"",
      features: allFeatures, initial: "counter")
    XCTAssertEqual(replay.status, 0, replay.errors + "\n" + saved)
  }

  // 12
  func testNothingToTapOrDismissMentionsSheetsAndPopOnAStackScreen() async throws {
    let run = try await run(
      """
      tap 1
      focus path[0].detail
      dismiss
      """)
    XCTAssertEqual(
      run.errors,
      """
      line 6: nothing is presented to tap: send an action that presents an alert, a dialog or a sheet first; did you mean 'pop'? (path has 1 screen pushed)
      line 8: nothing is presented to dismiss: send an action that presents an alert, a dialog or a sheet first, or 'pop' to leave this screen

      """)
  }

  // 13
  func testTappingAnActionThatTakesAValueSaysHowToSendIt() async throws {
    let run = try await run(
      """
      send path[0].detail.editButtonTapped
      tap setTitle
      focus path[0].detail.destination.edit
      tap setMinutes
      """)
    let lines = run.errors.split(separator: "\n")
    XCTAssertEqual(lines.count, 2, run.errors)
    XCTAssertTrue(
      lines[0].hasSuffix(
        "send path[id: 0].detail.destination.presented.edit.setTitle VALUE (setTitle(String))"),
      run.errors)
    XCTAssertTrue(lines[1].hasSuffix("send setMinutes VALUE (setMinutes(Int))"), run.errors)
  }

  // 14
  func testPathsInMessagesAreWrittenAsTheUserWritesThem() async throws {
    let run = try await run(
      """
      send path[0].detail.editButtonTapped
      state path[0].detail.destination.alert
      focus path[0].detail.destination.alert
      expect path[0].detail.destination.alert.title == "X"
      """)
    let expected = "path[0].detail.destination is the case 'edit', not 'alert'"
    XCTAssertEqual(
      run.errors,
      """
      line 7: \(expected)
      line 8: \(expected)
      line 9: \(expected)

      """)
    let actions = try await self.run("send path[0].detail.foo\nfocus path[0].detail\nsend foo")
    XCTAssertFalse(actions.errors.contains("element"), actions.errors)
    XCTAssertTrue(actions.errors.contains("line 6: unknown action 'foo' in path[0].detail ("))
    XCTAssertTrue(actions.errors.contains("line 8: unknown action 'foo' in path[id: 0].detail ("))
  }

  // 15
  func testEveryMissingElementWarningPrintsAfterItsActionLine() async throws {
    let (session, printed) = try await session()
    let previous = IssueReporter.install { message in
      MainActor.assumeIsolated { session.warn(message) }
    }
    defer { IssueReporter.install(previous) }
    for line in [
      "send path.element.detail.editButtonTapped 7", "send path.popFrom id=9",
    ] {
      _ = await session.execute(line)
      let text = printed()
      let action = try XCTUnwrap(text.range(of: "SyncUpsApp.Action.path("), text)
      let warning = try XCTUnwrap(text.range(of: "warning: A \"forEach\""), text)
      XCTAssertLessThan(action.lowerBound, warning.lowerBound, text)
    }
  }

  // 18
  func testJSONSaysWhatASheetIsWhereTheFocusIsAndWhichChildPresented() async throws {
    let run = try await run(
      """
      send path[0].detail.editButtonTapped
      focus path[0].detail
      send doneEditingButtonTapped
      send deleteButtonTapped
      """, json: true)
    XCTAssertEqual(run.status, 0, run.errors)
    let events = run.output.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let sheet = events.last { $0["kind"] as? String == "sheet" }
    XCTAssertEqual(sheet?["event"] as? String, "presented")
    XCTAssertEqual(sheet?["path"] as? String, "path[id: 0].detail.destination.edit")
    XCTAssertEqual(sheet?["title"] as? String, "SyncUpForm")
    let commands = events.filter { $0["event"] as? String == "command" }
    XCTAssertNil(commands[commands.count - 3]["focus"])
    XCTAssertEqual(commands.last?["focus"] as? String, "path[id: 0].detail")
    let alert = events.last { $0["kind"] as? String == "alert" }
    XCTAssertEqual(alert?["path"] as? String, "path[id: 0].detail.destination.alert")
    XCTAssertEqual(alert?["title"] as? String, "Delete?")
  }
}
