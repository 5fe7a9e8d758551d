import Foundation
import ShellTestSupport
import XCTest

/// Runs the built `tca-shell` executable as a user would, with a pipe for stdin.
final class ExecutableTests: XCTestCase {
  func shell(_ arguments: [String] = [], stdin: String = "", environment: [String: String] = [:])
    throws -> ProcessRun
  {
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    return try ProcessRun.run(
      TestPackage.executable, arguments: arguments, environment: env, stdin: Data(stdin.utf8))
  }

  func testPipedScriptFromTheIssueExitsZero() throws {
    let run = try shell(
      stdin: "send increment\nsend increment\nsend decrement\nstate count\nexpect count == 1\n")
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(run.output.hasSuffix("+ Counter.State(count: 1)\n1\n"), run.output)
    XCTAssertFalse(run.output.contains("counter>"), "no prompt when piped")
    XCTAssertFalse(run.output.contains("\u{1B}["), "no escape codes when piped")
  }

  func testFailedExpectationExitsOneWithLineNumber() throws {
    let run = try shell(
      stdin: "send increment\nsend increment\nsend decrement\nstate count\nexpect count == 2\n")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errors.hasPrefix("line 5: "), run.errors)
  }

  func testCRLFAndLastLineWithoutNewline() throws {
    let run = try shell(stdin: "send increment\r\nexpect count == 1\r\nstate count")
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.hasSuffix("\n1\n"))
  }

  func testBailStopsAtTheFirstFailure() throws {
    let run = try shell(["--bail"], stdin: "send nope\nsend increment\n")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.output, "")
    XCTAssertEqual(run.errors.split(separator: "\n").count, 1)
  }

  func testCommandsFlag() throws {
    let run = try shell(["-c", "send increment; send increment\nstate count"])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.hasSuffix("\n2\n"))
  }

  func testUnknownFlagPrintsUsageAndExitsTwo() throws {
    let run = try shell(["--fetaure", "counter"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errors.split(separator: "\n").first,
      "tca-shell: unknown option '--fetaure': did you mean '--feature'?")
    XCTAssertTrue(run.errors.contains("usage: tca-shell"))
  }

  func testHelpAndVersion() throws {
    let help = try shell(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.output.contains("usage: tca-shell"))
    let version = try shell(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertTrue(version.output.hasPrefix("tca-shell "))
  }

  func testUnknownStartingFeature() throws {
    let run = try shell(["--feature", "countr"], stdin: "")
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.errors.contains("did you mean 'counter'?"), run.errors)
  }
}
