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
