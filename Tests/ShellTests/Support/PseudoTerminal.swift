import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal pair: `main` is the side a terminal emulator reads the shell's output
/// from and writes keys to; `terminal` is the shell's side.
struct PseudoTerminal {
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

  /// Writes `count` letters on the shell's side (more than the terminal's read side holds,
  /// 4 KiB: the rest waits in the kernel, where a flush would drop it), types Ctrl-C, and
  /// returns how many of the letters a terminal can still read.
  func lettersShownAfterCtrlC(written count: Int = 6000) -> Int {
    let letters = [UInt8](repeating: UInt8(ascii: "x"), count: count)
    let wrote = letters.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
    XCTAssertEqual(wrote, count)
    var interrupt = UInt8(0x03)
    XCTAssertEqual(write(main, &interrupt, 1), 1)
    return readShown().filter { $0 == UInt8(ascii: "x") }.count
  }

  func localFlags() -> tcflag_t {
    var settings = termios()
    _ = tcgetattr(terminal, &settings)
    return settings.c_lflag
  }
}
