import Foundation
import ShellTestSupport
import XCTest

/// The built executable fed input a script should not hold: lines over the limit, NUL bytes,
/// endless input, a presentation action with nothing presented, a value the shell cannot build.
/// Each is one error (or warning) line, and the script goes on.
@MainActor
final class PipedScriptInputTests: XCTestCase {
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

  func testDismissWithNothingPresentedWarns() async throws {
    let run = try shell(stdin: Array("use alerts-modern\nsend alert.dismiss\n".utf8))
    XCTAssertTrue(
      run.errors.contains(
        "line 2: warning: An \"ifLet\" at \"Features/AlertsModern.swift:81\" received a presentation action when destination state was absent.\n\n  Action:\n    AlertsModern.Action.alert(.dismiss)\n"
      ), run.errors)
  }

  func testAMissingValueNamesItsTypeWithTheRightArticle() async throws {
    let run = try shell(stdin: Array("use login\nsend loginResponse.success\n".utf8))
    // The shell cannot build an AuthSession: it says so rather than asking for one.
    XCTAssertTrue(
      run.errors.contains(
        "loginResponse.success cannot be sent: the shell cannot build an AuthSession value"),
      run.errors)
  }
}
