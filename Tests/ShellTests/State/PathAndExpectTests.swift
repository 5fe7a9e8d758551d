import Features
import Foundation
import XCTest

@testable import Shell

/// Paths and expectations accept what the shell shows: an element as dumps print it
/// (`actions[0]`), `!=` beside `==`; a passing `expect` says so only at a terminal.
@MainActor
final class PathAndExpectTests: XCTestCase {
  private func run(_ script: String, in feature: String = "alerts-modern") async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(script, features: allFeatures, initial: feature)
  }

  func testAnElementAsTheDumpPrintsIt() async throws {
    let run = try await run(
      """
      diff off
      send alertButtonTapped
      state alert.actions[1].label
      state alert.actions.1.label
      expect alert.actions[0].role == .cancel
      state alert.actions[2]
      state alert.actions[x]
      state alert.actions[0
      """)
    XCTAssertTrue(run.output.hasSuffix("\"Increment\"\n\"Increment\"\n"), run.output)
    XCTAssertEqual(
      run.errors,
      """
      line 6: alert.actions has 2 elements: index 2 is out of range
      line 7: 'alert.actions[x]' has '[x]': an element is a number in brackets, as actions[0]
      line 8: 'alert.actions[0' has an unclosed '[': write an element as actions[0]

      """)
  }

  /// An index into a number or a field-less value is no out-of-range index of an empty
  /// collection: the message says what the value is (an empty array still says it has 0
  /// elements: AlertCommandTests).
  func testAnIndexIntoANumberSaysItIsNoCollection() async throws {
    let run = try await run("state count[0]", in: "counter")
    XCTAssertEqual(run.errors, "line 1: count is an Int, not a collection: it has no element 0\n")
  }

  /// A value `send` would refuse as no value is refused by `expect` in the same words, not
  /// compared as text ("expected count == 0x, but count is 0"); one nested past the limit too.
  func testExpectRefusesWhatIsNoValueAsSendDoes() async throws {
    let deep = String(repeating: "[", count: 150) + String(repeating: "]", count: 150)
    let run = try await run("expect count == 0x\nexpect count == \(deep)", in: "counter")
    XCTAssertEqual(
      run.errors,
      """
      line 1: count: 0x is not a number: write an integer such as 3 or a decimal such as 2.5
      line 2: count: cannot read the value: it nests deeper than 100 levels

      """)
  }

  func testExpectNotEqual() async throws {
    let run = try await run(
      "send increment\nexpect count != 2\nexpect count != 1\nexpect count !=\nexpect count",
      in: "counter")
    XCTAssertEqual(
      run.errors,
      """
      line 3: expected count != 1, but count is 1
      line 4: expect needs a value after '!=': expect PATH == VALUE or expect PATH != VALUE (e.g. expect count == 1)
      line 5: expect needs '==' or '!=': expect PATH == VALUE or expect PATH != VALUE (e.g. expect count == 1)

      """)
    XCTAssertEqual(
      try Command.parse("expect name != \"a == b\""),
      .expect(path: "name", expected: "\"a == b\"", negated: true))
    XCTAssertEqual(
      try Command.parse("expect name == \"a != b\""),
      .expect(path: "name", expected: "\"a != b\"", negated: false))
  }

  func testAPassingExpectSaysSoOnlyWhenAskedToAsATerminalDoes() async throws {
    var output = ""
    let sink = Output(result: { output += $0 }, error: { output += $0 })
    let session = try Session(features: allFeatures, initial: "counter", output: sink)
    _ = await session.execute("expect count == 0")
    sink.flush()
    XCTAssertEqual(output, "", "a script stays quiet")
    session.configuration.confirmsPassingExpectations = true
    _ = await session.execute("expect count == 0")
    _ = await session.execute("expect count != 3")
    _ = await session.execute("expect count == 5")
    sink.flush()
    XCTAssertEqual(output, "expect holds: count == 0\nexpect holds: count != 3\n")
  }
}

/// What the shell prints at a terminal fits its width.
@MainActor
final class WrappingTests: XCTestCase {
  func testWrapBreaksAtBlanksAndIndentsWhatFollows() async {
    XCTAssertEqual(
      TextWrap.lines("  save FILE  write the sends and taps", width: 20, indent: 13),
      [
        "  save FILE  write", "             the", "             sends", "             and",
        "             taps",
      ])
    XCTAssertEqual(TextWrap.lines("short", width: 20, indent: 2), ["short"])
    XCTAssertEqual(TextWrap.lines(String(repeating: "x", count: 30), width: 10, indent: 2).count, 1)
    XCTAssertEqual(TextWrap.lines("a b", width: nil, indent: 2), ["a b"])
  }

  func testHelpAndFeaturesFitTheTerminal() async throws {
    for width in [40, 60, 80, 100] {
      var output = ""
      let sink = Output(result: { output += $0 }, error: { output += $0 })
      let session = try Session(features: allFeatures, initial: "counter", output: sink)
      session.configuration.outputWidth = { width }
      for command in ["help", "help save", "features"] {
        _ = await session.execute(command)
      }
      sink.flush()
      for line in output.split(separator: "\n") {
        // A single word longer than the width may not be broken.
        XCTAssertTrue(
          line.count <= width || !line.trimmingBlanks.contains(" "),
          "\(width) columns: \(line.count): \(line)")
      }
      XCTAssertTrue(output.contains("save [--force]"), output)
    }
  }

  func testWithoutATerminalHelpKeepsOneLineAnEntry() async throws {
    let run = try await runScript("help", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.output.split(separator: "\n").count,
      CommandInfo.all.count + CommandGroup.allCases.count + 1,
      "one line a command, and one a group's heading")
  }
}
