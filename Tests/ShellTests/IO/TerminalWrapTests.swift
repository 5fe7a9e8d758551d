import Features
import XCTest

@testable import Shell

/// Notes and errors wrap at a terminal's width, and stay one line when there is none.
@MainActor
final class TerminalWrapTests: XCTestCase {
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
