import Foundation
import ShellTestSupport
import XCTest

/// Exhaustive scripts, `receive`, blocks, `expect` and the
/// exports: bad input is one clear line that changes nothing, and an export replays as it
/// promises or is refused with what to do.
final class ExhaustiveInputRefusalTests: XCTestCase {
  private func shell(_ arguments: [String] = [], _ stdin: String) throws
    -> ProcessRun
  {
    try TestPackage.shell(arguments, stdin: stdin)
  }

  private func errorLines(_ run: ProcessRun) -> [String] {
    run.errors.split(separator: "\n").map(String.init)
  }

  /// `receive` names a case as `send` does: checked against the feature's actions before it
  /// waits, with a did-you-mean; a value for a case without one is refused.
  func testReceiveRefusesUnknownCasesAndValuesBeforeWaiting() throws {
    let started = Date()
    let run = try shell(
      ["--clock", "test", "--effect-timeout", "3"],
      "use timer\nsend start\nreceive tock\nreceive tick 5\nuse counter\nreceive tick\nstate\n")
    let lines = errorLines(run)
    XCTAssertEqual(lines.count, 3, run.errors)
    XCTAssertTrue(
      lines[0].hasPrefix("line 3: unknown action 'tock' in timer: did you mean 'tick'?"), lines[0])
    XCTAssertEqual(lines[1], "line 4: tick takes no value: receive tick")
    XCTAssertTrue(lines[2].hasPrefix("line 6: unknown action 'tick' in counter"), lines[2])
    // None of them waited the effect timeout (3 s) for the running timer.
    XCTAssertLessThan(Date().timeIntervalSince(started), 2.5)
  }

  /// A value of the wrong type in a block is refused as `send` refuses one, before the
  /// action runs: the state stays as it was.
  func testBlockValuesOfTheWrongTypeAreRefusedBeforeTheSend() throws {
    let run = try shell(
      [],
      "use login\nsend setName \"a\" { name = 5 }\nsend startLoading { isLoading = \"x\" }\nsend startLoading { isLoading = nil }\nexpect isLoading == maybe\nexpect name == \"\"\nexpect isLoading == false\n"
    )
    XCTAssertEqual(
      errorLines(run),
      [
        "line 2: name is String, got an integer 5",
        "line 3: isLoading is Bool, got a string \"x\"",
        "line 4: isLoading is Bool, got nil",
        "line 5: 'maybe' is not a value: write a literal (1, \"text\", true, nil) or a case (.maybe) for isLoading",
      ])
  }

  /// A value that is not one value is a syntax error, not a failed expectation.
  func testExpectSyntaxErrorsAreNotFailedExpectations() throws {
    let run = try shell(
      [],
      "expect count == 1 == 1\nexpect count == Counter.State(count: 1\nexpect count == 0 extra\nsend increment { count = 1 2 }\nexpect count == 0\n"
    )
    let lines = errorLines(run)
    XCTAssertEqual(lines.count, 4, run.errors)
    XCTAssertTrue(lines[0].hasPrefix("line 1: '1 == 1' holds a second '='"), lines[0])
    XCTAssertTrue(
      lines[1].hasPrefix("line 2: 'Counter.State(count: 1' leaves a '(' open"), lines[1])
    XCTAssertTrue(lines[2].hasPrefix("line 3: unexpected 'extra' after the value 0"), lines[2])
    XCTAssertTrue(lines[3].hasPrefix("line 4: unexpected '2' after the value 1"), lines[3])
    for line in lines { XCTAssertFalse(line.contains("but count is"), line) }
  }

  /// TCA's TestStore fails a test that ends with an effect in flight, so an export of a session
  /// whose timer still runs would never pass: it is refused, and passes once the timer stops.
  func testExportsOfASessionWithARunningEffectAreRefused() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fixa-\(UUID()).tcash"
    ).path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let running =
      "use timer\nsend start\nadvance 2.5s\nsend stop\nsend start\nadvance 500ms\nadvance 0.5\n"
    let refused = try shell(
      ["--clock", "test"],
      running + "save --exhaustive \(file)\nsave --swift \(file).swift\n")
    let lines = errorLines(refused)
    XCTAssertEqual(lines.count, 2, refused.errors)
    XCTAssertTrue(
      lines[0].hasPrefix("line 8: cannot save --exhaustive: an effect in timer is still running"),
      lines[0])
    XCTAssertTrue(
      lines[1].hasPrefix("line 9: cannot save --swift: an effect in timer is still running"),
      lines[1])
    XCTAssertFalse(FileManager.default.fileExists(atPath: file))
    let saved = try shell(["--clock", "test"], running + "send stop\nsave --exhaustive \(file)\n")
    XCTAssertEqual(saved.errors, "")
    let replay = try shell(
      ["--exhaustive", "--clock", "test"], try String(contentsOfFile: file, encoding: .utf8))
    XCTAssertEqual(replay.errors, "")
    XCTAssertEqual(replay.status, 0)
  }

  /// The live `date` dependency puts the time of the session in the state; a replay runs at
  /// another time, so the export is refused until the date is fixed.
  func testExportsOfALiveDateAreRefusedUntilTheDateIsFixed() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fixa-\(UUID()).tcash"
    ).path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let session =
      "use login\nsend setName \"demo@example.com\"\nsend setPassword \"demo-password\"\nsend login\n"
    let refused = try shell([], session + "save --exhaustive \(file)\n")
    XCTAssertTrue(
      refused.errors.hasPrefix(
        "line 5: cannot save --exhaustive: 'send login' put a live date in the state (session."),
      refused.errors)
    XCTAssertTrue(refused.errors.contains("--date"), refused.errors)
    let fixed = try shell(
      ["--date", "2026-01-01T00:00:00Z", "--uuid", "incrementing"],
      session + "save --exhaustive \(file)\n")
    XCTAssertEqual(fixed.errors, "")
  }

  /// `save --swift FILE` names the test type after the file, and any file name gives a valid
  /// Swift type name; both frameworks at once is refused.
  func testSwiftTestTypeNamesAreValidForAnyFileName() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fixa-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = [
      ("class.swift", "ClassTests"), ("2 runs-of.swift", "Session2RunsOfTests"),
      ("counter.swift", "CounterTests"), ("LoginSessionTests.swift", "LoginSessionTests"),
    ]
    let saves = names.map { "save --swift \"\(directory.path)/\($0.0)\"" }.joined(separator: "\n")
    let run = try shell(
      [], "send increment\n" + saves + "\nsave --swift --xctest --swift-testing x.swift\n")
    XCTAssertEqual(
      run.errors,
      "line 6: save --swift writes for one framework, --xctest or --swift-testing, not both at once\n"
    )
    for (file, type) in names {
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      XCTAssertTrue(text.contains("final class \(type): XCTestCase {"), file)
    }
  }

  /// commands.md: a replay stops at a left-out secret until it is filled in; the lines after it
  /// (which would fail only for the missing value) do not run, and the end is not checked.
  func testAnExhaustiveReplayStopsAtALeftOutSecret() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fixa-\(UUID()).tcash"
    ).path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let flags = ["--date", "2026-01-01T00:00:00Z", "--uuid", "incrementing"]
    let saved = try shell(
      flags,
      "use login\nsend setName \"demo@example.com\"\nsend setPassword \"demo-password\"\nsend login\nsend logout\nsave --exhaustive \(file)\n"
    )
    XCTAssertEqual(saved.errors, "")
    let script = try String(contentsOfFile: file, encoding: .utf8)
    let secretLine = script.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.hasPrefix("send setPassword") }.map { $0 + 1 }
    let replay = try shell(["--exhaustive"] + flags, script)
    XCTAssertEqual(
      replay.errors,
      "line \(secretLine ?? 0): setPassword: •••• stands for a secret that save left out: write the value in its place\n"
    )
    XCTAssertEqual(replay.status, 1)
  }

  /// A wrong field deep in a value the block wrote whole: TCA's diff lays both sides out the
  /// same way and marks only the changed line (tca-oracle.md, W2).
  func testAMismatchInsideAWrittenValueMarksOnlyTheChangedField() throws {
    let script = try TestPackage.exhaustiveScript("login").replacingOccurrences(
      of: "email: \"demo@example.com\")", with: "email: \"wrong@example.com\")")
    let run = try shell(["--exhaustive"], script)
    // The test store's layout: four spaces, the mark (− expected, + actual, a figure space for
    // both), a space, the line.
    let same = "\u{2007}"
    let expected = [
      (same, "  session: AuthSession("), (same, "    user: AuthUser("),
      (same, "      id: UUID(D3A0D3A0-0000-4000-8000-000000000001),"),
      ("\u{2212}", "      email: \"wrong@example.com\""),
      ("+", "      email: \"demo@example.com\""),
      (same, "    ),"), (same, "    expiresAt: Date(2026-01-01T01:00:00.000Z)"), (same, "  ),"),
    ].map { "    \($0.0) \($0.1)" }.joined(separator: "\n")
    XCTAssertTrue(run.errors.contains(expected), run.errors)
  }
}
