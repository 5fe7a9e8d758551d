import Features
import Foundation
import Shell
import XCTest

/// `source FILE`: a script run inside the session, failures reported as `FILE:N:`.
@MainActor
final class SourceCommandTests: ScriptFolderTestCase {
  func testRunsEveryLineInTheCurrentFeature() async throws {
    let path = try file("twice.tcash", "# two steps\nsend increment\n\nsend increment\n")
    let run = try await runScript(
      "source \(path)\nexpect count == 2", features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.hasSuffix("+ Counter.State(count: 2)\n"), run.output)
  }

  func testStopsAtTheFirstFailureWithFileAndLine() async throws {
    let path = try file("bad.tcash", "send increment\nsend incremnt\nsend increment\n")
    let run = try await runScript(
      "source \(path)\nstate count", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      "line 1: \(path):2: unknown action 'incremnt' in counter: did you mean 'increment'? (one of: increment, decrement)\n"
    )
    XCTAssertTrue(run.output.hasSuffix("\n1\n"), "line 3 of the file did not run: \(run.output)")
    XCTAssertEqual(run.status, 1)
  }

  func testNestedFilesReportTheInnermostPlace() async throws {
    let inner = try file("inner.tcash", "expect count == 5\n")
    let outer = try file("outer.tcash", "send increment\nsource \(inner)\n")
    let run = try await runScript("source \(outer)", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors, "line 1: \(outer):2: \(inner):1: expected count == 5, but count is 1\n")
  }

  /// One line naming the loop, not a `FILE:1: ` prefix for each of a deep nesting (a fresh
  /// user's finding 9e).
  func testAFileThatSourcesItselfIsRefusedInOneLineNamingTheLoop() async throws {
    let path = directory.appendingPathComponent("loop.tcash").path
    _ = try file("loop.tcash", "source \(path)\n")
    let run = try await runScript(
      "source \(path)\nstate count", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      "line 1: \(path):1: source: '\(path)' is already being read (\(path):1 sources it again): a loop that would never end\n"
    )
    XCTAssertEqual(run.output, "0\n", "the script went on after the refused line")
    XCTAssertEqual(run.status, 1)
  }

  func testALoopThroughTwoFilesIsNamedWhateverPathReachesThem() async throws {
    let first = directory.appendingPathComponent("a.tcash").path
    let second = try file("b.tcash", "send increment\nsource \(directory.path)/./a.tcash\n")
    _ = try file("a.tcash", "source \(second)\n")
    let run = try await runScript("source \(first)", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      "line 1: \(first):1: \(second):2: source: '\(directory.path)/./a.tcash' is already being read (\(first):1 → \(second):2 sources it again): a loop that would never end\n"
    )
    XCTAssertEqual(run.output.components(separatedBy: "Counter.Action.increment").count, 2)
  }

  func testTheSameFileTwiceInARowIsNoLoop() async throws {
    let once = try file("once.tcash", "send increment\n")
    let twice = try file("twice.tcash", "source \(once)\nsource \(once)\n")
    let run = try await runScript(
      "source \(twice)\nexpect count == 2", features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "")
  }

  func testMissingFileSaysWhyAndSuggests() async throws {
    _ = try file("login.tcash", "state\n")
    let missing = directory.appendingPathComponent("logn.tcash").path
    let run = try await runScript("source \(missing)", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      "line 1: source: cannot read '\(missing)': No such file or directory; did you mean '\(directory.path)/login.tcash'?\n"
    )
    let usage = try await runScript("source", features: allFeatures, initial: "counter")
    XCTAssertEqual(usage.errors, "line 1: usage: source FILE (e.g. source flows/login.tcash)\n")
  }

  func testQuitInAFileEndsTheShell() async throws {
    let path = try file("quit.tcash", "quit\nsend increment\n")
    let run = try await runScript(
      "source \(path)\nsend increment", features: allFeatures, initial: "counter")
    XCTAssertEqual(run.output, "")
    XCTAssertEqual(run.status, 0)
  }

  /// Ctrl-C (a terminal's count grew) stops the file before its next command, in the innermost
  /// file, saying where; what ran stays done. The pty side is in terminal_io_test.py.
  func testCtrlCStopsTheFileBeforeItsNextCommandSayingWhere() async throws {
    let inner = try file("inner.tcash", "send increment\n\n# c\nsend increment\n")
    let outer = try file("outer.tcash", "send increment\nsource \(inner)\nsend increment\n")
    var output = ""
    var configuration = SessionConfiguration()
    // Asked as the file starts, then before each command: Ctrl-C during the inner file's
    // first, so that its second (line 4) does not run, nor the outer file's last.
    var asked = 0
    configuration.interruptions = {
      asked += 1
      return asked > 4 ? 1 : 0
    }
    let session = try Session(
      features: allFeatures, initial: "counter",
      renderer: TextRenderer(output: Output(result: { output += $0 }, error: { _ in })),
      configuration: configuration)
    let result = await session.execute("source \(outer)")
    session.renderer.flush()
    XCTAssertEqual(result, .ok)
    XCTAssertTrue(output.hasSuffix("(stopped at line 4 of \(inner))\n"), output)
    XCTAssertTrue(output.contains("+ Counter.State(count: 2)\n"), output)
    XCTAssertFalse(output.contains("count: 3"), output)
  }
}
