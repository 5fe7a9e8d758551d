import XCTest

@testable import Shell

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal settings a wait for effects runs under (`TypeAhead`), checked on a real
/// pseudo-terminal: the kernel's line discipline is what they change.
final class TypeAheadTests: XCTestCase {
  /// Ctrl-C during a wait must not make the terminal throw away output the shell has written
  /// but the terminal has not shown yet: by default (no `NOFLSH`) a Ctrl-C flushes it, which
  /// lost the "^C stopped waiting" note and, on a loaded machine, once left every later write
  /// blocked, so a long `advance` was never stopped (issue 25).
  func testCtrlCDuringAWaitKeepsOutputNotShownYet() throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    var typeAhead = TypeAhead(fd: pty.terminal)
    defer { typeAhead.restore() }
    XCTAssertEqual(
      pty.lettersShownAfterCtrlC(written: 6000), 6000, "a Ctrl-C threw away output not shown yet")
  }

  /// The settings last for the wait only: the line editor's own come back after it.
  func testTheTerminalFlushesOnSignalsAgainAfterTheWait() throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let before = pty.localFlags()
    var typeAhead = TypeAhead(fd: pty.terminal)
    XCTAssertNotEqual(pty.localFlags() & tcflag_t(NOFLSH), 0, "no flush on Ctrl-C during the wait")
    XCTAssertNotEqual(pty.localFlags() & tcflag_t(ISIG), 0, "Ctrl-C still raises its signal")
    typeAhead.restore()
    XCTAssertEqual(pty.localFlags(), before)
  }
}
