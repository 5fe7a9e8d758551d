import XCTest

@testable import Shell

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal settings a wait for effects runs under (`TypeAhead`), checked on a real
/// pseudo-terminal: the kernel's line discipline is what they change.
final class TypeAheadTests: XCTestCase {
  /// A pseudo-terminal pair: `main` is the side a terminal emulator reads the shell's output
  /// from and writes keys to; `terminal` is the shell's side.
  private struct PseudoTerminal {
    let main: Int32
    let terminal: Int32

    init() throws {
      // posix_openpt's relatives are not in Swift's Glibc module, nor are the ioctl numbers
      // (function-like macros): TIOCSPTLCK is _IOW('T', 0x31, int) and TIOCGPTN
      // _IOR('T', 0x30, unsigned int), from Linux's asm-generic/ioctls.h.
      let unlockRequest: UInt = 0x4004_5431
      let numberRequest: UInt = 0x8004_5430
      let main = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard main >= 0, ioctl(main, unlockRequest, &unlock) == 0,
        ioctl(main, numberRequest, &number) == 0
      else {
        throw XCTSkip("no pseudo-terminal: \(String(cString: strerror(errno)))")
      }
      let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
      guard terminal >= 0 else { throw XCTSkip("cannot open /dev/pts/\(number)") }
      self.main = main
      self.terminal = terminal
    }

    func close() {
      _ = Glibc.close(main)
      _ = Glibc.close(terminal)
    }

    /// Everything the shell's side wrote that a terminal can still read, after `settle`.
    func readShown(settle milliseconds: Int32 = 200) -> [UInt8] {
      var shown: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      var entry = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
      while poll(&entry, 1, milliseconds) > 0, entry.revents & Int16(POLLIN) != 0 {
        let count = read(main, &buffer, buffer.count)
        guard count > 0 else { break }
        shown += buffer[..<count]
      }
      return shown
    }

    func localFlags() -> tcflag_t {
      var settings = termios()
      _ = tcgetattr(terminal, &settings)
      return settings.c_lflag
    }
  }

  /// Ctrl-C during a wait must not make the terminal throw away output the shell has written
  /// but the terminal has not shown yet: by default (no `NOFLSH`) a Ctrl-C flushes it, which
  /// lost the "^C stopped waiting" note and, on a loaded machine, once left every later write
  /// blocked, so a long `advance` was never stopped (issue 25).
  func testCtrlCDuringAWaitKeepsOutputNotShownYet() throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    var typeAhead = TypeAhead(fd: pty.terminal)
    defer { typeAhead.restore() }
    // More than the terminal's read side holds (4 KiB): the rest waits in the kernel, where a
    // flush would drop it.
    let written = [UInt8](repeating: UInt8(ascii: "x"), count: 6000)
    let count = written.withUnsafeBytes { write(pty.terminal, $0.baseAddress, $0.count) }
    XCTAssertEqual(count, written.count)
    var interrupt = UInt8(0x03)
    XCTAssertEqual(write(pty.main, &interrupt, 1), 1)
    let shown = pty.readShown()
    XCTAssertEqual(shown.count, written.count, "a Ctrl-C threw away output not shown yet")
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
