import Composable
import Features
import XCTest

@testable import Shell

/// `_printChanges` output and the shell's own come out in the order things happened (issue 25,
/// item 2): the shell holds its results in a buffer while a script's lines are ready, and a
/// printer printed ahead of everything held.
@MainActor
final class PrintChangesOrderTests: XCTestCase {
  final class Transcript { var text = "" }

  func testAPrintersLinesComeBetweenTheShellsInTheOrderOfTheActions() async throws {
    let transcript = Transcript()
    let output = Output(result: { transcript.text += $0 }, error: { transcript.text += $0 })
    let printer = _ReducerPrinter<Counter.State, Counter.Action> { _, _, new in
      transcript.text += "printer: count \(new.count)\n"
    }
    // The printer appends to this test's transcript; every store here reduces on the main actor.
    nonisolated(unsafe) let reducer = Counter()._printChanges(printer)
    let feature = Feature(reducer, name: "counter", initialState: Counter.State())
    ShellMain.orderPrintChanges(with: output)
    defer { _PrintChangesOutput.reset() }
    let session = try Session(
      features: [feature], initial: "counter", renderer: TextRenderer(output: output),
      configuration: SessionConfiguration())
    let status = await Runner(
      session: session, source: ListLineSource(["send increment", "send increment"])
    ).run()
    XCTAssertEqual(status, 0)
    XCTAssertEqual(
      transcript.text,
      """
      printer: count 1
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      printer: count 2
        Counter.Action.increment
      - Counter.State(count: 1)
      + Counter.State(count: 2)

      """)
  }
}
