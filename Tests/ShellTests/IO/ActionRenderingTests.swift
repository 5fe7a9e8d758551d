import Composable
import Features
import XCTest

@testable import Shell

/// An action's line and its diff are written to the output in one go when nothing is coloured;
/// these pin that every way of printing an action still reads as before: plain, coloured
/// (`-` lines red, `+` lines green, the action plain), with no change, and with diffs off.
@MainActor
final class ActionRenderingTests: XCTestCase {
  private let counter = Feature(Counter(), name: "counter", initialState: Counter.State())

  private func render(colour: Bool, script: [String]) async throws -> (String, Int) {
    var printed = ""
    var pending = 0
    let output = Output(colour: colour, result: { printed += $0 }, error: { printed += $0 })
    output.onPendingResults = { pending += 1 }
    let session = try Session(
      features: [counter], initial: "counter", renderer: TextRenderer(output: output))
    for line in script { _ = await session.execute(line) }
    output.flush()
    return (printed, pending)
  }

  func testPlainActionAndDiffLines() async throws {
    let (printed, pending) = try await render(
      colour: false, script: ["send increment", "send decrement"])
    XCTAssertEqual(
      printed,
      """
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)
        Counter.Action.decrement
      - Counter.State(count: 1)
      + Counter.State(count: 0)

      """)
    XCTAssertEqual(pending, 1, "results started collecting once, before the flush")
  }

  func testColouredDiffLinesAreRedAndGreenAndTheActionPlain() async throws {
    let (printed, _) = try await render(colour: true, script: ["send increment"])
    XCTAssertEqual(
      printed,
      "  Counter.Action.increment\n\u{1B}[31m- Counter.State(count: 0)\u{1B}[0m\n"
        + "\u{1B}[32m+ Counter.State(count: 1)\u{1B}[0m\n")
  }

  func testDiffsOffPrintTheActionAlone() async throws {
    let (printed, _) = try await render(colour: false, script: ["diff off", "send increment"])
    XCTAssertEqual(printed, "  Counter.Action.increment\n")
  }

  func testAnActionThatChangesNothingSaysSo() {
    var printed = ""
    let output = Output(result: { printed += $0 }, error: { _ in })
    TextRenderer(output: output).action(
      HostEvent(
        action: Counter.Action.increment, origin: .sent, stateBefore: Counter.State(count: 2),
        stateAfter: Counter.State(count: 2)),
      origin: .sent, number: 1, feature: "counter", showDiff: true)
    output.flush()
    XCTAssertEqual(printed, "  Counter.Action.increment\n  (No state changes)\n")
  }
}
