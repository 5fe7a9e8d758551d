import Features
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// What a new user's first session turned up: over-long and endless input, a flag whose value
/// was forgotten, `.dismiss` with nothing presented, articles and plurals, duration units and
/// an alert's empty `actions`.
@MainActor
final class NewUserReportTests: XCTestCase {
  private struct Run {
    var output: String
    var errors: String
    var status: Int32
    var seconds: Double
  }

  /// The built executable, stdin from `stdin` bytes or from a file (`/dev/zero`).
  private func shell(_ arguments: [String] = [], stdin: [UInt8] = [], stdinFile: String? = nil)
    throws -> Run
  {
    let process = Process()
    process.executableURL = TestPackage.executable
    process.arguments = ["--no-history"] + arguments
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    if let stdinFile {
      process.standardInput = FileHandle(forReadingAtPath: stdinFile)
    } else {
      process.standardInput = input
    }
    process.standardOutput = output
    process.standardError = errors
    let started = Date()
    try process.run()
    if stdinFile == nil {
      // The shell stops reading at a NUL: a writer that blocked on the full pipe would hang.
      let writer = input.fileHandleForWriting
      let bytes = stdin
      DispatchQueue.global().async {
        signal(SIGPIPE, SIG_IGN)
        try? writer.write(contentsOf: Data(bytes))
        try? writer.close()
      }
    }
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self),
      status: process.terminationStatus, seconds: Date().timeIntervalSince(started))
  }

  // MARK: - Issue 5: long lines and endless input

  func testALineOverTheLimitIsRefusedOnceAndTheScriptGoesOn() async throws {
    let long = "# " + String(repeating: "x", count: 3 << 20)
    let run = try shell(stdin: Array("send increment\n\(long)\nsend increment\nstate count\n".utf8))
    XCTAssertEqual(run.errors, "line 2: line too long (3145730 bytes; at most 1048576)\n")
    XCTAssertTrue(run.output.hasSuffix("\n2\n"), run.output)
    XCTAssertEqual(run.status, 1)
    // Before the limit a 1.6 MB comment took 9.6 s: skipping runs at the speed of the pipe.
    XCTAssertLessThan(run.seconds, 5)
  }

  func testAnOverLongSendIsRefusedPromptlyAndBailStops() async throws {
    let long = "send increment " + String(repeating: "x", count: 8 << 20)
    let run = try shell(["--bail"], stdin: Array("\(long)\nsend increment\n".utf8))
    XCTAssertEqual(run.errors, "line 1: line too long (8388623 bytes; at most 1048576)\n")
    XCTAssertFalse(run.output.contains("increment"), "--bail stops at the refused line")
    XCTAssertLessThan(run.seconds, 5)
  }

  func testEndlessNULInputEndsPromptly() async throws {
    let run = try shell(stdinFile: "/dev/zero")
    XCTAssertEqual(
      run.errors,
      "line 1: line too long (more than 1048576 bytes, with NUL bytes: not a text script); stopped reading\n"
    )
    XCTAssertEqual(run.status, 1)
    let sourced = try shell(["-c", "send increment; source /dev/zero; state count"])
    XCTAssertTrue(
      sourced.errors.contains("/dev/zero:1: line too long (more than 1048576 bytes, with NUL"),
      sourced.errors)
    XCTAssertLessThan(run.seconds + sourced.seconds, 10)
  }

  func testAShortLineWithANULIsOneErrorAndTheScriptGoesOn() async throws {
    let bytes =
      Array("send increment\nsend incr".utf8) + [0, 0]
      + Array("\nsend increment\nstate count\n".utf8)
    let run = try shell(stdin: bytes)
    XCTAssertTrue(run.output.hasSuffix("\n2\n"), run.output)
    XCTAssertEqual(run.errors.split(separator: "\n").count, 1, run.errors)
    XCTAssertTrue(run.errors.hasPrefix("line 2: control character U+0000"), run.errors)
  }

  func testTheReaderCountsALongLineAcrossBlocks() async throws {
    var fds: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&fds), 0)
    let text = "12345678\n123456789\n" + String(repeating: "y", count: 200_000) + "\nok\nlast9char"
    let writer = FileHandle(fileDescriptor: fds[1], closeOnDealloc: true)
    DispatchQueue.global().async {
      try? writer.write(contentsOf: Data(text.utf8))
      try? writer.close()
    }
    let reader = BufferedLineReader(fd: fds[0], limit: 8)
    XCTAssertEqual(reader.next(prompt: ""), .line("12345678"))
    XCTAssertEqual(reader.next(prompt: ""), .refused("line too long (9 bytes; at most 8)"))
    XCTAssertEqual(reader.next(prompt: ""), .refused("line too long (200000 bytes; at most 8)"))
    XCTAssertEqual(reader.next(prompt: ""), .line("ok"))
    XCTAssertEqual(reader.next(prompt: ""), .refused("line too long (9 bytes; at most 8)"))
    XCTAssertEqual(reader.next(prompt: ""), .endOfInput)
    close(fds[0])
  }

  // MARK: - Issue 16: a flag's value that looks like a flag

  func testEveryValueFlagRefusesAFlagAsItsValue() async throws {
    for flag in [
      "--feature", "-c", "--log-size", "--history-file", "--effect-timeout", "--clock", "--date",
      "--uuid",
    ] {
      XCTAssertThrowsError(try ShellOptions.parse([flag, "--bail"]), flag) { error in
        XCTAssertEqual(
          (error as? ShellError)?.message, "\(flag) needs a value; '--bail' looks like a flag")
      }
    }
    XCTAssertThrowsError(try ShellOptions.parse(["--feature", "-c", "send increment; state"])) {
      XCTAssertEqual(
        ($0 as? ShellError)?.message, "--feature needs a value; '-c' looks like a flag")
    }
    // A negative number is a value, refused by its flag's own rule.
    XCTAssertThrowsError(try ShellOptions.parse(["--log-size", "-1"])) {
      XCTAssertTrue(($0 as? ShellError)?.message.hasPrefix("--log-size needs a whole") == true)
    }
  }

  // MARK: - Issue 17: `.dismiss` with nothing presented warns, as TCA's ifLet

  func testDismissWithNothingPresentedWarns() async throws {
    let run = try shell(stdin: Array("use alerts-modern\nsend alert.dismiss\n".utf8))
    XCTAssertTrue(
      run.errors.contains(
        "line 2: warning: An \"ifLet\" at \"Features/AlertsModern.swift:81\" received a presentation action when destination state was absent.\n\n  Action:\n    AlertsModern.Action.alert(.dismiss)\n"
      ), run.errors)
  }

  // MARK: - Issue 18: a history file that cannot be kept

  func testAHistoryFileUnderAFileCannotBeKept() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-history-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("plain").path
    _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
    XCTAssertEqual(
      HistoryStore.unwritableReason(file + "/sub/history"), "\(file) is not a directory")
    XCTAssertNil(HistoryStore.unwritableReason(directory.path + "/new/dirs/history"))
    XCTAssertNil(HistoryStore.unwritableReason(file))
  }

  // MARK: - Issue 20: articles and counts

  func testArticlesFollowTheFirstSound() async {
    XCTAssertEqual(Wording.withArticle("AuthSession"), "an AuthSession")
    XCTAssertEqual(Wording.withArticle("Int"), "an Int")
    XCTAssertEqual(Wording.withArticle("Optional"), "an Optional")
    XCTAssertEqual(Wording.withArticle("String"), "a String")
    XCTAssertEqual(Wording.withArticle("UUID"), "a UUID")
    XCTAssertEqual(Wording.withArticle("URL"), "a URL")
    XCTAssertEqual(Wording.withArticle("Unit"), "a Unit")
    XCTAssertEqual(Wording.withArticle("Undo"), "an Undo")
    XCTAssertEqual(Wording.count(1, "command"), "1 command")
    XCTAssertEqual(Wording.count(2, "command"), "2 commands")
    XCTAssertEqual(Wording.count(0, "entry", plural: "entries"), "0 entries")
  }

  func testAMissingValueNamesItsTypeWithTheRightArticle() async throws {
    let run = try shell(stdin: Array("use login\nsend loginResponse.success\n".utf8))
    // The shell cannot build an AuthSession: it says so rather than asking for one.
    XCTAssertTrue(
      run.errors.contains(
        "loginResponse.success cannot be sent: the shell cannot build an AuthSession value"),
      run.errors)
  }

  // MARK: - Issue 24: durations and an alert's empty actions

  func testDurationsTakeEveryUnitAndSayWhatIsAccepted() async throws {
    XCTAssertEqual(try DurationLiteral.parse("1h"), .seconds(3600))
    XCTAssertEqual(try DurationLiteral.parse("2min"), .seconds(120))
    XCTAssertEqual(try DurationLiteral.parse("2m"), .seconds(120))
    XCTAssertEqual(try DurationLiteral.parse("250ms"), .milliseconds(250))
    XCTAssertEqual(try DurationLiteral.parse("24h"), .seconds(86_400))
    for bad in ["1e9", "25h", "1d"] {
      XCTAssertThrowsError(try DurationLiteral.parse(bad)) {
        XCTAssertTrue(
          ($0 as? ShellError)?.message.hasSuffix(
            "write a duration from 0 to 24h as a number and ms, s, m (or min) or h: 500ms, 1.5s, 2m, 1h"
          ) == true, "\($0)")
      }
    }
  }

  func testAnAlertWithoutButtonsHasEmptyActions() async throws {
    let run = try await runScript(
      """
      diff off
      send confirmationDialogButtonTapped
      send confirmationDialog.presented.incrementButtonTapped
      state alert.actions
      state alert.message
      state alert.actions[0]
      """, features: allFeatures, initial: "alerts-modern")
    XCTAssertTrue(run.output.hasSuffix("[]\nnil\n"), run.output)
    XCTAssertEqual(run.errors, "line 6: alert.actions has 0 elements: index 0 is out of range\n")
  }

  // MARK: - Issue 20: long messages wrap at a terminal's width

  func testNotesAndErrorsWrapAtTheTerminalWidth() async throws {
    var output = ""
    let sink = Output(result: { output += $0 }, error: { _ in })
    let session = try Session(
      features: allFeatures, initial: "counter", renderer: TextRenderer(output: sink))
    let note =
      "(cancelled 2 effects of 'send start'. The reducer is not told: what it set while they ran stays set)"
    session.note(note)
    let error = "unknown action 'incremnt' in counter: did you mean 'increment'?"
    XCTAssertEqual(session.wrappedError(error), error, "no terminal: one line, as it is")
    session.configuration.outputWidth = { 40 }
    session.note(note)
    session.renderer.flush()
    let lines = output.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, note)
    XCTAssertEqual(
      lines.dropFirst().joined(separator: " ").replacingOccurrences(of: "  ", with: " "), note)
    XCTAssertGreaterThan(lines.count, 3)
    for line in lines.dropFirst() { XCTAssertLessThanOrEqual(line.count, 40, line) }
    XCTAssertEqual(
      session.wrappedError(error),
      "unknown action 'incremnt' in\n  counter: did you mean 'increment'?")
  }
}
