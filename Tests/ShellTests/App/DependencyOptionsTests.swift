import Composable
import Foundation
import Shell
import ShellTestSupport
import XCTest

/// `--date`, `--uuid incrementing` and `set date|uuid`: the dependencies that make a script print
/// the same bytes on every run.
final class DependencyOptionsTests: XCTestCase {
  func testIncrementingCountsFromZeroAsSwiftDependencies() {
    let settings = DependencySettings(uuid: .incrementing)
    var values = DependencyValues()
    settings.install(into: &values)
    XCTAssertEqual(values.uuid().uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(values.uuid().uuidString, "00000000-0000-0000-0000-000000000001")
    settings.uuid = .incrementing
    XCTAssertEqual(values.uuid().uuidString, "00000000-0000-0000-0000-000000000000", "starts again")
  }

  func testConstantDateAndBackToLive() throws {
    let settings = DependencySettings()
    var values = DependencyValues()
    settings.install(into: &values)
    settings.date = try DependencySettings.parseDate("2026-01-01T00:00:00Z", what: "--date")
    XCTAssertEqual(values.date.now, Date(timeIntervalSince1970: 1_767_225_600))
    settings.date = try DependencySettings.parseDate("2026-01-01T00:00:00.250Z", what: "--date")
    XCTAssertEqual(values.date.now.timeIntervalSince1970, 1_767_225_600.25)
    XCTAssertEqual(DependencySettings.text(values.date.now), "2026-01-01T00:00:00.250Z")
    settings.date = nil
    XCTAssertLessThan(abs(values.date.now.timeIntervalSinceNow), 60, "live again")
  }

  func testFlagsAreCheckedAndListedBySet() throws {
    let bad = try TestPackage.shell(["--date", "tomorrow"], stdin: "")
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(
      bad.errors.hasPrefix(
        "tca-shell: --date needs an ISO 8601 date and time with a zone (e.g. 2026-01-01T00:00:00Z) or 'live', got 'tomorrow'\n"
      ), bad.errors)
    let run = try TestPackage.shell(
      ["--date", "2026-01-01T00:00:00Z", "--uuid", "incrementing"],
      stdin: "set\nset uuid incrementin\nset date live\nset uuid live\nexhaustive on\nset")
    XCTAssertEqual(
      run.output,
      """
      diff        on                    (state diffs after actions)
      clock       live                  (the clock effects sleep on (--clock))
      date        2026-01-01T00:00:00Z  (the date dependency: live or a constant ISO 8601 date)
      uuid        incrementing          (the uuid dependency: live or incrementing)
      exhaustive  off                   (scripts assert every change, as an exhaustive TestStore)
      notes       off                   (why: lines after each command, for the decisions TCA made)
      diff        on    (state diffs after actions)
      clock       live  (the clock effects sleep on (--clock))
      date        live  (the date dependency: live or a constant ISO 8601 date)
      uuid        live  (the uuid dependency: live or incrementing)
      exhaustive  on    (scripts assert every change, as an exhaustive TestStore)
      notes       off   (why: lines after each command, for the decisions TCA made)

      """)
    XCTAssertEqual(
      run.errors,
      "line 2: set uuid must be 'live' or 'incrementing', got 'incrementin': did you mean 'incrementing'?\n"
    )
  }

  func testSetDateChangesWhatTheNextSignInSees() throws {
    let run = try TestPackage.shell(
      [],
      stdin:
        "use login\ndiff off\nsend setName demo@example.com\nsend setPassword demo-password\nset date 2030-05-06T07:08:09Z\nsend login\nexpect session.expiresAt == Date(2030-05-06T08:08:09.000Z)"
    )
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }

  /// The check: the login docs script prints the same bytes twice.
  func testLoginScriptIsByteIdenticalAcrossRuns() throws {
    let script = try String(
      contentsOf: TestPackage.root.appendingPathComponent("docs/scripts/login.tcash"),
      encoding: .utf8)
    let flags = ["--echo", "--date", "2026-01-01T00:00:00Z", "--uuid", "incrementing"]
    let first = try TestPackage.shell(flags, stdin: script)
    let second = try TestPackage.shell(flags, stdin: script)
    XCTAssertEqual(first.status, 0)
    XCTAssertTrue(first.output.contains("expiresAt: Date(2026-01-01T01:00:00.000Z)"), first.output)
    XCTAssertEqual(first.output, second.output)
  }

  /// A saved script sets the dependencies it was made with itself (`set date …`, `set uuid …`),
  /// so that `tca-shell < FILE` replays it to the same state without those flags; only the test
  /// clock, which a script cannot choose, is named in the header.
  func testSavedScriptsSetTheDependenciesThemselves() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-deps-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try TestPackage.shell(
      ["--date", "2026-01-01T00:00:00Z", "--uuid", "incrementing", "--clock", "test"],
      stdin: "use timer\nsend start\nadvance 1s\nsend stop\nsave \(file.path)")
    XCTAssertEqual(run.errors, "")
    let text = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(
      text.hasPrefix(
        "# tca-shell \(ShellOptions.version): replay with `tca-shell --clock test < \(file.path)`\n"
          + "set date 2026-01-01T00:00:00Z\nset uuid incrementing\nuse timer\n"
      ), text)
  }

  /// A login (its session's expiry from the `date` dependency) saved from a run with `--date`,
  /// exhaustive or not, replays with no flags to the state the run ended in.
  func testASavedScriptReplaysWithoutTheDependencyFlags() throws {
    for option in ["", "--exhaustive "] {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tca-shell-deps-\(UUID()).tcash")
      defer { try? FileManager.default.removeItem(at: file) }
      let session =
        "use login\nsend setName \"demo@example.com\"\nsend setPassword \"demo-password\"\nsend login\n"
      let run = try TestPackage.shell(
        ["--date", "2026-01-01T00:00:00Z", "--uuid", "incrementing"],
        stdin: session + "save \(option)\(file.path)\nstate session.expiresAt\n")
      XCTAssertEqual(run.errors, "", option)
      var script = try String(contentsOf: file, encoding: .utf8)
      // The secret the save left out, filled in as its note asks.
      script = script.replacingOccurrences(
        of: "setPassword ••••", with: "setPassword \"demo-password\"")
      let replay = try TestPackage.shell([], stdin: script + "state session.expiresAt\n")
      XCTAssertEqual(replay.errors, "", option + script)
      XCTAssertEqual(replay.status, 0)
      XCTAssertTrue(replay.output.hasSuffix("Date(2026-01-01T01:00:00.000Z)\n"), replay.output)
    }
  }
}
