#if canImport(Glibc)
  import Glibc
#endif

/// Keys typed while the shell waits for effects (no line editor is reading): the terminal's
/// echo and line discipline are turned off for the wait, so typed-ahead text is not echoed onto
/// the spinner line, and Ctrl-D reaches the line editor as a key (leaving at an empty line)
/// instead of being taken by the terminal as an end of file and lost. Ctrl-C and Ctrl-Z still
/// raise their signals, but without the flush the terminal does by default (`NOFLSH`): that
/// flush throws away output written but not yet shown (the spinner, a result, the "^C stopped
/// waiting" note itself), and on Linux a pseudo-terminal flushed while the shell writes to it
/// was seen to refuse every later write, leaving the main actor blocked in `write` so that the
/// Ctrl-C was never acted on (issue 25: an `advance 24h` a loaded machine did not stop).
struct TypeAhead {
  private var saved: termios?
  private let fd: Int32

  /// Holds typed keys back from `fd`'s terminal until `restore()`; nothing when `fd` is not one.
  init(fd: Int32 = STDIN_FILENO) {
    self.fd = fd
    var settings = termios()
    guard isatty(fd) == 1, tcgetattr(fd, &settings) == 0 else { return }
    saved = settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    settings.c_lflag |= tcflag_t(NOFLSH)
    withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    // TCSANOW: keys already typed stay in the queue for the line editor.
    if tcsetattr(fd, TCSANOW, &settings) != 0 { saved = nil }
  }

  /// Puts the terminal back as it was before the wait.
  mutating func restore() {
    guard var settings = saved else { return }
    _ = tcsetattr(fd, TCSANOW, &settings)
    saved = nil
  }
}
