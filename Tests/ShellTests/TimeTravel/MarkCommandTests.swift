import Features
import XCTest

@testable import Shell

/// `mark NAME`: a name for the current state, kept per feature under the command's own
/// `FeatureStateKey`.
@MainActor
final class MarkCommandTests: XCTestCase {
  func testMarkNamesTheStateAndListsEachFeaturesOwn() async throws {
    let run = try await runScript(
      "mark start\nsend increment\nsend increment\nmark two\nmark\nuse alerts\nmark\nuse counter\nmark start\nmark",
      features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "")
    let lines = run.output.split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("  Counter") && !$0.hasPrefix("- ") && !$0.hasPrefix("+ ")
    }
    XCTAssertEqual(
      lines,
      [
        "marked 'start' at #0 ('goto start' comes back here)",
        "marked 'two' at #2 ('goto two' comes back here)",
        "  start  #0", "  two    #2",
        "No marks in alerts: 'mark NAME' names the current state.",
        "marked 'start' at #2 ('goto start' comes back here)",
        "  two    #2", "  start  #2",
      ])
  }

  func testAMarkWhoseActionsWereReplacedIsGone() async throws {
    let run = try await runScript(
      "send increment\nmark one\nundo\nsend decrement\nmark", features: allFeatures,
      initial: "counter")
    XCTAssertTrue(run.output.hasSuffix("  one  gone\n"), run.output)
  }

  func testABadNameIsOneLineAndChangesNothing() async throws {
    let run = try await runScript(
      "mark 2\nmark a b\nmark", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      """
      line 1: a mark's name starts with a letter, then letters, digits, - or _, not '2': mark start
      line 2: usage: mark [NAME] (e.g. mark start)

      """)
    XCTAssertEqual(run.output, "No marks in counter: 'mark NAME' names the current state.\n")
  }
}

/// `goto NAME` returns to a mark; `undo N` steps back over N commands.
@MainActor
final class GotoMarkAndUndoCountTests: XCTestCase {
  func testGotoAMarkAndUndoSeveralCommands() async throws {
    let run = try await runScript(
      """
      mark zero
      send increment
      send increment
      send increment
      mark three
      undo 2
      expect count == 1
      goto three
      expect count == 3
      goto zero
      expect count == 0
      redo
      undo 1
      expect count == 0
      """, features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains("goto three: now after #3 Counter.Action.increment\n"), run.output)
    XCTAssertTrue(run.output.contains("goto zero: back to the initial state\n"), run.output)
  }

  func testAnUnknownOrGoneMarkAndABadCountAreOneLine() async throws {
    let run = try await runScript(
      "send increment\nmark one\nundo\nsend decrement\ngoto one\ngoto onf\nundo 0\nexpect count == -1",
      features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      """
      line 5: mark 'one' is gone: the actions after it were undone and replaced, or dropped from the log (see 'log')
      line 6: no mark 'onf' in counter: did you mean 'one'? (marks: one; or goto N, a log position)
      line 7: undo N takes a whole number of commands from 1, not '0': undo 2

      """)
  }

  /// A negative position is a position written wrong, not a mark's name.
  func testGotoANegativePositionIsOneLine() async throws {
    let run = try await runScript(
      "send increment\ngoto -1\nstate count", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      "line 2: goto N takes a log position from 0 (see 'log'), not '-1': goto 0 is the start\n")
    XCTAssertTrue(run.output.hasSuffix("\n1\n"), run.output)
  }
}
