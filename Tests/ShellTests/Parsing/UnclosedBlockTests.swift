import Features
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// A `{` block left open ends at the next line that is a command, even one with a block of its
/// own (its `=` made it look like a field, and the block swallowed it and every line after it,
/// issue 25): the block is said unclosed in one line naming where it opened, and that line runs
/// next. Piped, in `source` and in a lesson alike (``FileCommands``); the terminal's side is in
/// Tests/pty/terminal_io_test.py.
@MainActor
final class UnclosedBlockTests: ScriptFolderTestCase {
  private let unclosed =
    "'send increment {' opens a block that is not closed: end it with '}' after its fields"

  func testACommandLineIsNoField() {
    XCTAssertFalse(BlockContinuation.belongs("send increment { count = 2 }"))
    XCTAssertFalse(BlockContinuation.belongs("  expect count == 2"))
    XCTAssertFalse(BlockContinuation.belongs("state"))
    XCTAssertTrue(BlockContinuation.belongs("  count = 2  # two"))
    XCTAssertTrue(BlockContinuation.belongs("isRunning = true; secondsElapsed = 0"))
    // A field whose path is a command's name is still a field.
    XCTAssertTrue(BlockContinuation.belongs("state = 1"))
    XCTAssertTrue(BlockContinuation.belongs("log=[]"))
    XCTAssertTrue(BlockContinuation.belongs("send.count = 1"))
    XCTAssertTrue(BlockContinuation.belongs("}"))
  }

  func testPipedTheNextCommandsRunAndTheBlockIsSaidOnce() async throws {
    let run = try await runScript(
      """
      send increment {
      send increment { count = 1 }
      send increment { count = 2 }
      send decrement
      state count
      """, features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "line 1: \(unclosed)\n")
    XCTAssertTrue(run.output.hasSuffix("+ Counter.State(count: 1)\n1\n"), run.output)
    XCTAssertEqual(run.status, 1)
  }

  func testFileCommandsJoinBlocksAndHoldTheLineThatEndsOne() {
    var commands = FileCommands(
      text: "# c\nsend increment {\n  count = 1  # one\n}\n\nsend increment {\nstate\n")
    var items: [FileCommands.Item] = []
    while let item = commands.next() { items.append(item) }
    XCTAssertEqual(
      items,
      [
        .line("# c", number: 1), .line("send increment { count = 1 }", number: 2),
        .line("", number: 5), .unclosed("send increment {", error: unclosed, number: 6),
        .line("state", number: 7),
      ])
  }

  func testSourceStopsAtAnUnclosedBlockNamingWhereItOpened() async throws {
    let path = try file(
      "u.tcash", "send increment {\n  count = 1\nsend increment { count = 2 }\n")
    let run = try await runScript(
      "source \(path)\nstate count", features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "line 1: \(path):1: \(unclosed)\n")
    XCTAssertTrue(run.output.hasSuffix("0\n"), run.output)
  }

  func testALessonStepMaySpanLines() async throws {
    let lesson = Lesson("# one\nsend increment {\n  count = 1\n}\nstate count\n")
    XCTAssertEqual(
      lesson.steps,
      [
        Lesson.Step(narration: [.text("one")], command: "send increment { count = 1 }", line: 2),
        Lesson.Step(narration: [], command: "state count", line: 5),
      ])
    let path = try file("l2.tcash", "send increment {\n  count = 1\n}\n")
    let run = try await runScript("play \(path)", features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(
      run.output,
      """
      counter> send increment { count = 1 }
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)

      """)
  }

  func testAnUnclosedLessonStepIsSaidAsSourceSaysIt() async throws {
    let path = try file("l3.tcash", "send increment {\n  count = 1\nstate count\n")
    let lesson = Lesson("send increment {\n  count = 1\nstate count\n")
    XCTAssertEqual(lesson.steps.map(\.unclosed), [unclosed, nil])
    let run = try await runScript("play \(path)", features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "line 1: \(path):1: \(unclosed)\n")
    XCTAssertEqual(run.status, 1)
  }
}
