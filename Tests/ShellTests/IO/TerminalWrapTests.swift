import Features
import XCTest

@testable import Shell

/// Output at a terminal wraps at word boundaries to the window (issue 25, item 5); notes and
/// errors stay one line when there is no terminal.
@MainActor
final class TerminalWrapTests: XCTestCase {
  /// Continuation lines start two columns past where the line's text starts (after `+` and
  /// its blanks: column 6, so 8 columns), keep the `+` in its column (issue 25: a wrapped diff
  /// line must still read as inserted), and no line is longer than the width.
  func testALongLineBreaksBetweenWordsIndentedPastItsMarker() {
    let line = "+     [0]: \"alpha beta gamma delta epsilon zeta eta theta\""
    XCTAssertEqual(
      TerminalWrap.wrap(line, width: 30),
      """
      +     [0]: "alpha beta gamma
      +       delta epsilon zeta eta
      +       theta"
      """)
  }

  /// The test store's layout (four blanks, then `−` or `+`) keeps its marker column too, and
  /// a coloured diff line keeps its colour and its marker on every piece.
  func testEveryPieceOfAWrappedDiffLineKeepsItsMarker() {
    XCTAssertEqual(
      TerminalWrap.wrap("    \u{2212} title: \"Morning sync with the whole team\"", width: 26),
      """
          \u{2212} title: "Morning sync
          \u{2212}   with the whole
          \u{2212}   team"
      """)
    XCTAssertEqual(
      TerminalWrap.wrap("\u{1B}[31m-   name: \"Blob Junior the Third\"\u{1B}[0m", width: 20),
      "\u{1B}[31m-   name: \"Blob\u{1B}[0m\n\u{1B}[31m-     Junior the\u{1B}[0m\n"
        + "\u{1B}[31m-     Third\"\u{1B}[0m")
  }

  /// A wide character takes two columns (a new user's CJK state, emoji in errors, were cut
  /// mid-word by the terminal at 40 columns): lines break at words by columns, not characters.
  func testWideCharactersCountTwoColumns() async {
    let line = "  name: \"日本語の文字 日本語の文字 日本語の文字 ab def 🍣🍣 寿司\""
    let wrapped = TerminalWrap.wrap(line, width: 20)
    let pieces = wrapped.split(separator: "\n")
    XCTAssertGreaterThan(pieces.count, 2, wrapped)
    for piece in pieces { XCTAssertLessThanOrEqual(EditArea.width(piece), 20, String(piece)) }
    // Words stay whole, and nothing is lost.
    XCTAssertEqual(
      pieces.map { $0.split(separator: " ") }.joined().joined(separator: " "),
      line.split(separator: " ").joined(separator: " "))
    // Four wide characters are eight columns: a line of them and ASCII that counts under the
    // width by characters is wrapped.
    XCTAssertNotEqual(TerminalWrap.wrap("日本語の 日本語の 日本語の", width: 20), "日本語の 日本語の 日本語の")
  }

  /// Errors and help wrap by columns too (`TextWrap`).
  func testProseWrapsWideCharactersByColumns() async {
    let pieces = TextWrap.lines(
      "error: unknown action '日本語の文字' in counter (one of: 日本語の文字)", width: 20,
      indent: 2)
    XCTAssertGreaterThan(pieces.count, 3, "\(pieces)")
    for piece in pieces { XCTAssertLessThanOrEqual(EditArea.width(piece), 20, piece) }
  }

  func testLinesThatFitAndFilesAreLeftAsTheyAre() {
    let text = "  Counter.Action.increment\n- Counter.State(count: 0)\n"
    XCTAssertEqual(TerminalWrap.wrap(text, width: 40), text)
    let long = String(repeating: "word ", count: 30)
    XCTAssertEqual(TerminalWrap.wrap(long, width: nil), long)
  }

  func testAColouredLineKeepsItsColourOnEveryPiece() {
    let line = "\u{1B}[31merror: unknown action 'nope' in counter\u{1B}[0m"
    XCTAssertEqual(
      TerminalWrap.wrap(line, width: 24),
      "\u{1B}[31merror: unknown action\u{1B}[0m\n\u{1B}[31m  'nope' in counter\u{1B}[0m")
  }

  func testAWordLongerThanALineStaysWhereItIs() {
    XCTAssertEqual(
      TerminalWrap.wrap("+         .incrementButtonTapped", width: 20),
      "+         .incrementButtonTapped")
  }

  func testTheSpinnerFitsTheWindowLessOneColumn() {
    XCTAssertEqual(
      EffectWaiter.spinnerText(frame: "|", columns: 80),
      "| waiting for effects (Ctrl-C stops waiting)")
    XCTAssertEqual(
      EffectWaiter.spinnerText(frame: "|", columns: 40), "| waiting (Ctrl-C stops)")
    XCTAssertEqual(EffectWaiter.spinnerText(frame: "|", columns: 12), "| waiting")
    XCTAssertEqual(EffectWaiter.spinnerText(frame: "|", columns: 5), "|")
  }

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
