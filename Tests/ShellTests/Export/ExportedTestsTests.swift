import Foundation
import ShellTestSupport
import XCTest

/// `save --swift`: the files in Tests/ExportedTests are what the shell exports from the docs'
/// scripts, byte for byte; that target compiles and runs them with the package's tests, so an
/// exported test is known to compile and pass.
final class ExportedTestsTests: XCTestCase {
  /// Each docs script (docs/scripts/SCRIPT.tcash) exported, with the flags its first line names.
  static let exports: [(script: String, flags: [String], file: String, style: [String])] = [
    ("counter-exhaustive", ["--exhaustive"], "CounterSessionTests.swift", []),
    (
      "alerts-modern-exhaustive", ["--exhaustive"], "AlertsModernSessionTests.swift",
      ["--swift-testing"]
    ),
    ("login-exhaustive", ["--exhaustive"], "LoginSessionTests.swift", []),
    (
      "timer-exhaustive", ["--exhaustive", "--clock", "test"], "TimerSessionTests.swift",
      ["--xctest"]
    ),
    ("alerts-exhaustive", ["--exhaustive"], "AlertsSessionTests.swift", []),
    ("multiple-alerts-exhaustive", ["--exhaustive"], "MultipleAlertsSessionTests.swift", []),
    ("syncups-exhaustive", ["--exhaustive"], "SyncUpsSessionTests.swift", []),
    ("todos-exhaustive", ["--exhaustive", "--clock", "test"], "TodosSessionTests.swift", []),
    // The tours: a value made during the session (the meeting screen a push makes) is written
    // with an initializer its state has (issue 25, item 15).
    ("alerts", [], "AlertsScriptTests.swift", []),
    ("counter", [], "CounterScriptTests.swift", []),
    ("meeting", ["--clock", "test"], "MeetingScriptTests.swift", []),
    ("multiple-alerts", [], "MultipleAlertsScriptTests.swift", []),
    ("syncups", [], "SyncUpsScriptTests.swift", []),
    ("todos", ["--clock", "test"], "TodosScriptTests.swift", []),
  ]

  /// The docs scripts whose session no test can replay, and why `save --swift` says so.
  static let refusals: [(script: String, flags: [String], refusal: String)] = [
    // Signs in without --date: the session's expiry is the live clock's.
    ("login", [], "put a live date in the state (session.expiresAt)"),
    // Ends with every step undone or cancelled.
    ("timer", ["--clock", "test"], "nothing to export: no send, tap or dismiss is in effect"),
  ]

  func testEveryDocsScriptIsExportedOrRefusedWithAReason() throws {
    let scripts = try FileManager.default.contentsOfDirectory(
      atPath: TestPackage.root.appendingPathComponent("docs/scripts").path
    ).filter { $0.hasSuffix(".tcash") }.map { String($0.dropLast(".tcash".count)) }
    XCTAssertEqual(
      Set(scripts), Set(Self.exports.map(\.script) + Self.refusals.map(\.script)),
      "a docs script is neither exported to Tests/ExportedTests nor listed as refused")
    for (script, flags, refusal) in Self.refusals {
      let run = try TestPackage.shell(
        flags, stdin: try TestPackage.script(script) + "save --swift /tmp/tca-shell-refused.swift\n"
      )
      XCTAssertTrue(run.errors.contains(refusal), "\(script): \(run.errors)")
    }
  }

  func testCommittedExportsAreWhatTheScriptsExport() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-export-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (script, flags, file, style) in Self.exports {
      let target = directory.appendingPathComponent(file)
      let save = (["save", "--swift", target.path] + style).joined(separator: " ")
      let run = try TestPackage.shell(flags, stdin: try TestPackage.script(script) + save + "\n")
      XCTAssertEqual(run.errors, "", script)
      XCTAssertTrue(run.output.contains("to \(target.path).\n"), run.output)
      let exported = try String(contentsOf: target, encoding: .utf8)
      let committed = try String(
        contentsOf: TestPackage.root.appendingPathComponent("Tests/ExportedTests/\(file)"),
        encoding: .utf8)
      XCTAssertEqual(exported, committed, "\(file) is out of date: export it again from \(script)")
    }
  }

  /// A pushed screen whose state has only `init(syncUp:)` is written with it, as TCA's tests
  /// write it, and the memberwise initializer it lacks is neither called nor named.
  func testAPushedScreenIsWrittenWithTheInitializerItsStateHas() throws {
    let meeting = try String(
      contentsOf: TestPackage.root.appendingPathComponent(
        "Tests/ExportedTests/MeetingScriptTests.swift"), encoding: .utf8)
    XCTAssertTrue(
      meeting.contains("      $0.path[id: 1] = .meeting(RecordMeeting.State(syncUp: SyncUp("),
      meeting)
    XCTAssertFalse(meeting.contains("RecordMeeting.State(alert:"), meeting)
    XCTAssertFalse(meeting.contains("secondsElapsed: 0"), meeting)
  }

  /// The parts the issue names: sends with their state changes, receives, the test clock, the
  /// dependencies in force, and a secret as a name to fill in (never its value).
  func testExportShape() throws {
    let login = try String(
      contentsOf: TestPackage.root.appendingPathComponent(
        "Tests/ExportedTests/LoginSessionTests.swift"), encoding: .utf8)
    XCTAssertFalse(login.contains("demo-password") || login.contains("wrong-password"))
    XCTAssertTrue(
      login.contains("await store.send(.setPassword(Redacted(LoginSessionTestsSecrets.secret1)))"))
    XCTAssertTrue(
      login.contains("//     static let secret1: String = \"…\"  // sent with 'send setPassword'"))
    XCTAssertTrue(
      login.contains("$0.date = .constant(Date(timeIntervalSince1970: 1767225600.0))\n"))
    XCTAssertTrue(login.contains("$0.uuid = .incrementing\n"))
    XCTAssertTrue(
      login.contains(
        "await store.receive({ if case .loginResponse(.success(_)) = $0 { true } else { false } }) {"
      ))
    let counter = try String(
      contentsOf: TestPackage.root.appendingPathComponent(
        "Tests/ExportedTests/CounterSessionTests.swift"), encoding: .utf8)
    XCTAssertTrue(
      counter.contains("    await store.send(.increment) {\n      $0.count = 1\n    }\n"))
    // The store starts from the registration, not from memberwise calls (issue 25, item 15).
    XCTAssertTrue(
      counter.contains(
        "      initialState: allFeatures.initialState(of: \"counter\", as: Counter.State.self),\n"),
      counter)
    XCTAssertFalse(counter.contains("memberwise"), counter)
    let timer = try String(
      contentsOf: TestPackage.root.appendingPathComponent(
        "Tests/ExportedTests/TimerSessionTests.swift"), encoding: .utf8)
    XCTAssertTrue(
      timer.contains("await clock.advance(by: .seconds(3))\n    await store.receive(.tick) {"))
    // A Swift Testing export needs no `reportFailure:` (issue 21): the test store records its
    // failures in the running `@Test` itself.
    let alerts = try String(
      contentsOf: TestPackage.root.appendingPathComponent(
        "Tests/ExportedTests/AlertsModernSessionTests.swift"), encoding: .utf8)
    XCTAssertTrue(alerts.contains("  @Test func alertsModern() async {\n"), alerts)
    XCTAssertFalse(alerts.contains("reportFailure") || alerts.contains("Issue.record"), alerts)
    XCTAssertTrue(
      alerts.contains("      withDependencies: {\n        $0.context = .live\n      }\n    )\n"))
  }

  /// Tokens the auth dependency made are not asked of the user (they cannot see them): the
  /// login export asserts the session's other fields non-exhaustively, and still passes (it is
  /// compiled and run in Tests/ExportedTests).
  func testSystemMadeSecretsAreNotAskedOfTheUser() throws {
    let login = try String(
      contentsOf: TestPackage.root.appendingPathComponent(
        "Tests/ExportedTests/LoginSessionTests.swift"), encoding: .utf8)
    XCTAssertFalse(login.contains("session.accessToken"), login)
    XCTAssertFalse(login.contains("session.refreshToken"), login)
    XCTAssertFalse(login.contains("secret3"), login)
    XCTAssertTrue(
      login.contains(
        "    store.exhaustivity = .off\n    await store.receive({ if case .loginResponse(.success(_)) = $0 { true } else { false } }) {\n      $0.session?.tokenType = \"bearer\"\n"
      ), login)
    XCTAssertTrue(
      login.contains("    }\n    store.exhaustivity = .on\n    await store.receive(.stopLoading) {")
    )
  }

  func testSaveSwiftRefusesAnEmptySessionAndBadFlags() throws {
    let run = try TestPackage.shell(
      [],
      stdin:
        "save --swift /tmp/x.swift\nsend increment\nsave --swift /tmp/x.swift --junit\nsave --swift-testing /tmp/x.swift\nsave --swift --exhaustive /tmp/x.swift"
    )
    XCTAssertEqual(
      run.errors,
      """
      line 1: nothing to export: no send, tap or dismiss is in effect
      line 3: unknown option '--junit' for save (options: --force, --exhaustive, --swift, --xctest, --swift-testing)
      line 4: --xctest and --swift-testing choose the framework of save --swift: save --swift --swift-testing /tmp/x.swift
      line 5: save writes an exhaustive script (--exhaustive) or a Swift test (--swift), not both at once

      """)
  }
}
