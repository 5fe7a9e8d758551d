import XCTest

@testable import Shell

/// Output at a terminal wraps at word boundaries to the window (issue 25, item 5).
final class TerminalWrapTests: XCTestCase {
  /// Continuation lines start two columns past where the line's text starts (after `+` and
  /// its blanks: column 6, so 8 blanks), and no line is longer than the width.
  func testALongLineBreaksBetweenWordsIndentedPastItsMarker() {
    let line = "+     [0]: \"alpha beta gamma delta epsilon zeta eta theta\""
    XCTAssertEqual(
      TerminalWrap.wrap(line, width: 30),
      """
      +     [0]: "alpha beta gamma
              delta epsilon zeta eta
              theta"
      """)
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
}
