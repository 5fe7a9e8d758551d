import XCTest

@testable import Shell

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal settings libedit edits a line under, checked on a real pseudo-terminal.
@MainActor
final class LineEditorSignalTests: XCTestCase {
  /// Ctrl-C at the prompt clears the line; it must not make the terminal throw away output
  /// not shown yet (results printed above the prompt, the `^C`, the new prompt): libedit's
  /// raw mode turns `NOFLSH` off unless told, and a flushed pseudo-terminal once refused every
  /// later write (issue 25).
  func testCtrlCAtThePromptKeepsOutputNotShownYet() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    guard let input = fdopen(dup(pty.terminal), "r"), let output = fdopen(dup(pty.terminal), "w")
    else { throw XCTSkip("fdopen failed") }
    defer {
      fclose(input)
      fclose(output)
    }
    do {
      let editor = LineEditor(programName: "signal-test", input: input, output: output)
      editor.beginLine(prompt: "> ")
      defer { editor.endLine() }
      XCTAssertNotEqual(pty.localFlags() & tcflag_t(ISIG), 0, "Ctrl-C still raises its signal")
      XCTAssertNotEqual(pty.localFlags() & tcflag_t(NOFLSH), 0, "no flush on Ctrl-C")
      XCTAssertEqual(
        pty.lettersShownAfterCtrlC(written: 6000), 6000,
        "a Ctrl-C threw away output not shown yet")
    }
  }
}
