import Composable
import Features
import Foundation
import Synchronization
import XCTest

@testable import Shell

/// The shell over TCA navigation (issue 13's done-when scripts and the commands around them).
/// The order of actions each test pins is TCA's, from tca-navigation.md.
@MainActor
final class NavigationShellTests: XCTestCase {
  func run(_ script: String, in feature: String, testClock: Bool = false) async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(
      "set diff off\n" + script, features: allFeatures, initial: feature, testClock: testClock)
  }

  /// Log lines (`#12 received …`) of a transcript, without their numbers.
  func logLines(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter {
      $0.contains("  sent  ") || $0.contains("  received  ") || $0.contains("  tapped  ")
    }
    .map { line in
      let parts = line.split(separator: " ", omittingEmptySubsequences: true)
      return parts.drop { $0.hasPrefix("#") || $0 == "*" }.joined(separator: " ")
    }
  }

  func testAddSaveDetailEditSaveDeleteConfirmEndsOnTheListInTCAsOrder() async throws {
    let run = try await run(
      """
      send syncUpsList.addSyncUpButtonTapped
      send syncUpsList.addSyncUp.presented.setTitle Design
      send syncUpsList.confirmAddButtonTapped
      send syncUpsList.syncUpTapped id=0
      send path[0].detail.editButtonTapped
      send path[0].detail.destination.presented.edit.setMinutes 10
      send path[0].detail.doneEditingButtonTapped
      send path[0].detail.deleteButtonTapped
      tap Yes
      expect syncUpsList.syncUps == []
      stack
      log
      """, in: "syncups")
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("The stack (path) is empty."))
    let log = logLines(run.output)
    // The detail's Yes: the child's action first (tapped), then what its effect sends: its
    // delegate action, then dismiss() arriving at the stack as .popFrom(id:).
    XCTAssertEqual(
      Array(log.suffix(3)),
      [
        "tapped SyncUpsApp.Action.path(.element(id: #0, action: .detail(.destination(.presented(.alert(.confirmButtonTapped))))))",
        "received SyncUpsApp.Action.path(.element(id: #0, action: .detail(.delegate(.deleteSyncUp))))",
        "received SyncUpsApp.Action.path(.popFrom(id: #0))",
      ])
  }

  func testPoppingTheMeetingCancelsItsTimerAndSaysSo() async throws {
    let run = try await run(
      """
      \(SyncUpsScripts.detailPushed)
      send path[0].detail.startMeetingButtonTapped
      advance 2s
      expect path[1].meeting.secondsElapsed == 2
      pop
      advance 5s
      cancel
      """, in: "syncups", testClock: true)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("(cancelled 1 effect of what was popped)"), run.output)
    XCTAssertTrue(run.output.hasSuffix("(no effects running)\n"), run.output)
    XCTAssertEqual(run.output.components(separatedBy: ".meeting(.timerTick)").count - 1, 2)
  }

  func testDismissingASheetSendsDismissAndFocusComesBackWithOneLine() async throws {
    let run = try await run(
      """
      send syncUpsList.addSyncUpButtonTapped
      focus syncUpsList.addSyncUp
      send setTitle Design
      state syncUp.title
      dismiss
      log
      state syncUpsList.addSyncUp
      """, in: "syncups")
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("Sheet: SyncUpForm (syncUpsList.addSyncUp)"))
    XCTAssertTrue(run.output.contains("  [1] addAttendeeButtonTapped"))
    XCTAssertTrue(run.output.contains("\"Design\""))
    XCTAssertTrue(run.output.contains("(addSyncUp is gone: back at syncups)"))
    XCTAssertEqual(
      logLines(run.output).last, "tapped SyncUpsApp.Action.syncUpsList(.addSyncUp(.dismiss))")
    XCTAssertTrue(run.output.hasSuffix("nil\n"))
  }

  func testTapSendsANumberedActionIntoTheSheet() async throws {
    let run = try await run(
      """
      send syncUpsList.addSyncUpButtonTapped
      tap 1
      expect syncUpsList.addSyncUp.syncUp.attendees[1].id == 1
      log
      """, in: "syncups")
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(
      logLines(run.output).last,
      "tapped SyncUpsApp.Action.syncUpsList(.addSyncUp(.presented(.addAttendeeButtonTapped)))")
  }

  func testTwoTogglesHalfASecondApartThenAdvanceOneSecondSortOnce() async throws {
    let run = try await run(
      """
      send todos[id: 0].toggle
      advance 500ms
      send todos[id: 1].toggle
      advance 1s
      expect todos[0].id == 2
      expect todos[id: 1].isComplete == true
      """, in: "todos", testClock: true)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(
      run.output.components(separatedBy: "Todos.Action.sortCompletedTodos").count - 1, 1)
  }

  func testFocusedSendsAreSavedFromTheRootAndReplayToTheSameState() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-nav-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = try await run(
      """
      send syncUpsList.addSyncUpButtonTapped
      focus syncUpsList.addSyncUp
      send setTitle Design
      focus ..
      send syncUpsList.confirmAddButtonTapped
      send syncUpsList.syncUpTapped id=0
      focus path[0].detail
      send editButtonTapped
      send destination.presented.edit.setTitle Retro
      send doneEditingButtonTapped
      save \(file.path)
      """, in: "syncups")
    XCTAssertEqual(first.status, 0, first.errors)
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(script.contains("send path[id: 0].detail.editButtonTapped"), script)
    let replay = try await run(
      script
        + "\nexpect syncUpsList.syncUps[0].title == \"Retro\"\nexpect path[id: 0].detail.syncUp.title == \"Retro\"",
      in: "counter")
    XCTAssertEqual(replay.status, 0, replay.errors + "\n" + script)
  }

  /// Undo cancels only the effects of what it undoes: the meeting still on the stack keeps
  /// ticking after undoing a tap in it, or a sheet presented below it.
  func testUndoKeepsTheEffectsOfScreensStillOnTheStack() async throws {
    let run = try await run(
      """
      \(SyncUpsScripts.oneMinuteDetailPushed)
      send path[0].detail.startMeetingButtonTapped
      advance 1s
      send path[1].meeting.nextButtonTapped
      undo
      advance 2s
      expect path[1].meeting.secondsElapsed == 3
      send path[0].detail.editButtonTapped
      undo
      advance 1s
      expect path[1].meeting.secondsElapsed == 4
      cancel
      """, in: "syncups", testClock: true)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(
      run.output.components(separatedBy: "belonged to the state left behind").count - 1, 1,
      run.output)
    XCTAssertTrue(
      run.output.contains(
        "(cancelled 1 running effect of 'send path[0].detail.editButtonTapped': it belonged to the state left behind)"
      ), "only the edit sheet's own effect goes with it: \(run.output)")
  }

  /// Undoing a pop touches nothing the pop did not remove: the detail below keeps its effect,
  /// so once back before the meeting the session can still be saved.
  func testUndoingAPopLeavesTheScreenBelowAloneAndTheSessionSaveable() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-nav-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await run(
      """
      \(SyncUpsScripts.detailPushed)
      send path[0].detail.startMeetingButtonTapped
      pop
      undo
      undo
      save \(file.path)
      cancel
      """, in: "syncups", testClock: true)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertFalse(run.output.contains("belonged to the state left behind"), run.output)
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(script.contains("syncUpTapped"), script)
    XCTAssertFalse(script.contains("startMeetingButtonTapped"), script)
  }

  /// `save --exhaustive` writes a pop with the state change it made; `pop` takes that block, so
  /// the script replays with every check on.
  func testAnExhaustiveScriptWithAPopReplays() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-nav-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = try await run(
      """
      \(SyncUpsScripts.detailPushed)
      pop
      save --exhaustive \(file.path)
      """, in: "syncups")
    XCTAssertEqual(first.status, 0, first.errors)
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(script.contains("\npop { path = [:] }\n"), script)
    let replay = try await run(script, in: "counter")
    XCTAssertEqual(replay.status, 0, replay.errors + "\n" + script)
    let wrong = try await run(
      script.replacingOccurrences(of: "pop { path = [:] }", with: "pop { path = [] }"),
      in: "counter")
    XCTAssertNotEqual(wrong.status, 0, "the block is checked, not ignored")
  }

  /// A test that ends with a sheet up or a screen pushed passes: TCA's TestStore cancels each
  /// presented child's own presentation effect before it looks for effects still running
  /// (tca-navigation-texts.md), so the exports save such a session, and the exhaustive script
  /// replays.
  func testExportsOfASessionEndingWithASheetUpOrAScreenPushedAreSavedAndReplay() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-nav-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = folder.appendingPathComponent("sheet.tcash").path
    let pushed = folder.appendingPathComponent("pushed.tcash").path
    let swift = folder.appendingPathComponent("PushedTests.swift").path
    let run = try await run(
      """
      send syncUpsList.addSyncUpButtonTapped
      save --exhaustive \(sheet)
      send syncUpsList.confirmAddButtonTapped
      send syncUpsList.syncUpTapped id=0
      save --exhaustive \(pushed)
      save --swift \(swift)
      """, in: "syncups")
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(FileManager.default.fileExists(atPath: swift))
    for file in [sheet, pushed] {
      let script = try String(contentsOfFile: file, encoding: .utf8)
      XCTAssertTrue(script.contains("exhaustive on") || script.contains("--exhaustive"), script)
      let replay = try await runScript(
        "exhaustive on\n" + script, features: allFeatures, initial: "syncups")
      XCTAssertEqual(replay.errors, "", file)
      XCTAssertEqual(replay.status, 0, file)
    }
  }

  /// The Swift export receives the real stack action, with the id as TCA's tests write it (an
  /// integer literal), so a wrong delegate action would fail it.
  func testSwiftExportReceivesTheStackActionByValueWithAnIntegerID() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "SyncUpsExport\(UInt32.random(in: 0...UInt32.max)).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await run(
      """
      \(SyncUpsScripts.detailPushed)
      send path[0].detail.deleteButtonTapped
      tap Yes
      save --swift \(file.path)
      """, in: "syncups")
    XCTAssertEqual(run.status, 0, run.errors)
    let source = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(
      source.contains(
        "await store.receive(.path(.element(id: 0, action: .detail(.delegate(.deleteSyncUp)))))"),
      source)
    XCTAssertTrue(source.contains("await store.receive(.path(.popFrom(id: 0)))"), source)
    XCTAssertFalse(source.contains("StackElementID("), source)
    XCTAssertFalse(source.contains("if case"), source)
  }

  /// An exhaustive script receives a stack element's action with its id and the element's
  /// action, as TCA's `receive(.path(.element(id: 0, action: …)))`: another delegate action
  /// from the same element fails it.
  func testExhaustiveScriptsReceiveStackActionsWithIDAndAction() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-nav-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = try await run(
      """
      \(SyncUpsScripts.detailPushed)
      send path[0].detail.deleteButtonTapped
      tap Yes
      save --exhaustive \(file.path)
      """, in: "syncups")
    XCTAssertEqual(first.status, 0, first.errors)
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(
      script.contains(
        "\nreceive path[id: 0].detail.delegate.deleteSyncUp { syncUpsList.syncUps = [] }\nreceive path.popFrom id: 0 { path = [:] }\n"
      ), script)
    let replay = try await run(script, in: "counter")
    XCTAssertEqual(replay.status, 0, replay.errors + "\n" + script)
    let wrong = try await run(
      script.replacingOccurrences(of: ".deleteSyncUp {", with: ".startMeeting {"), in: "counter")
    XCTAssertTrue(wrong.errors.contains("Received unexpected action:"), wrong.errors)
  }

  func testUndoAPush() async throws {
    let run = try await run(
      """
      \(SyncUpsScripts.detailPushed)
      undo
      stack
      """, in: "syncups")
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.hasSuffix("The stack (path) is empty.\n"), run.output)
  }

  func testBadNavigationInputGetsOneLineAndChangesNothing() async throws {
    let run = try await run(
      """
      state path[3]
      state syncUpsList.syncUps[id: 7]
      focus path[0].detail
      pop
      pop 2
      state path[x]
      focus ..
      stack
      """, in: "syncups")
    XCTAssertEqual(
      run.errors,
      """
      line 2: path has 0 elements: index 3 is out of range
      line 3: no element with id 7 in syncUpsList.syncUps (it is empty)
      line 4: path has 0 elements: index 0 is out of range
      line 5: nothing to pop: the stack (path) is empty
      line 6: nothing to pop: the stack (path) is empty
      line 7: 'path[x]' has '[x]': an element is a number in brackets, as actions[0]
      line 8: focus ..: already at syncups's root

      """)
    XCTAssertTrue(run.output.hasSuffix("The stack (path) is empty.\n"))
  }

  /// Written as TCA's action (`.todos(.element(id: 9, action: .toggle))`): a bracket path
  /// (`todos[id: 9]`) names an element and is refused when it is not there.
  func testAnActionForAMissingRowIsAWarningNotACrash() async throws {
    let warnings = Mutex<[String]>([])
    let previous = IssueReporter.install { message in warnings.withLock { $0.append(message) } }
    defer { IssueReporter.install(previous) }
    let run = try await run(
      "send todos.element.toggle 9\nstate todos[id: 0].isComplete", in: "todos", testClock: true)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(warnings.withLock { $0 }.count, 1)
    XCTAssertTrue(warnings.withLock { $0 }.first?.hasPrefix("A \"forEach\" at \"") == true)
    XCTAssertTrue(
      warnings.withLock { $0 }.first?.contains("received an action for a missing element.") == true)
    XCTAssertTrue(run.output.hasSuffix("false\n"))
  }

  func testCompletionReachesIntoStacksCasesAndTheFocusedChild() async throws {
    let session = try Session(
      features: allFeatures, initial: "syncups", output: Output(result: { _ in }, error: { _ in }))
    for line in SyncUpsScripts.detailPushed.split(separator: "\n") {
      _ = await session.execute(String(line))
    }
    XCTAssertTrue(session.completions(for: "state pa").contains("path[0]"))
    XCTAssertEqual(
      session.completions(for: "state path[0]."), ["path[0].detail", "path[0].detail."])
    let focused = await session.execute("focus path[0].detail")
    XCTAssertEqual(focused, .ok)
    XCTAssertTrue(session.completions(for: "send ed").contains("editButtonTapped"))
    XCTAssertTrue(session.completions(for: "state sy").contains("syncUp."))
  }

  func testDismissingASheetWhoseChildRunsAnEffectCancelsItAndSaysHowMany() async throws {
    let feature = Feature(TimerSheetHost(), name: "timer-sheet", initialState: .init())
    let run = try await runScript(
      """
      set diff off
      send present
      tap 1
      advance 2s
      dismiss
      advance 5s
      wait
      cancel
      """, features: [feature], initial: "timer-sheet", testClock: true)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("Sheet: Timers (timer)"), run.output)
    XCTAssertEqual(run.output.components(separatedBy: ".tick").count - 1, 2, run.output)
    XCTAssertTrue(run.output.contains("(cancelled 1 effect of what was dismissed)"), run.output)
    XCTAssertTrue(run.output.hasSuffix("(no effects running)\n"), run.output)
  }
}

/// A parent presenting the timer feature in a sheet: its ticks are the child's running effect.
struct TimerSheetHost: Reducer {
  struct State: Equatable {
    @PresentationState var timer: Timers.State?
  }
  enum Action: Equatable, Sendable {
    case present
    case timer(PresentationAction<Timers.Action>)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .present = action { state.timer = Timers.State() }
      return .none
    }
    .ifLet(\.$timer, action: /Action.timer) { Timers() }
  }
}
