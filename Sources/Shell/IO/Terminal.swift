#if canImport(Glibc)
  import Glibc
#endif

/// Facts about the terminal the shell runs in.
public enum Terminal {
  /// Colour only when stdout is a terminal, `NO_COLOR` is unset or empty (no-color.org),
  /// `TERM` is not `dumb`, and `--no-color` was not given.
  public static func wantsColour(noColourFlag: Bool) -> Bool {
    guard !noColourFlag, isatty(STDOUT_FILENO) == 1 else { return false }
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }

  /// Whether `fd` is a terminal that understands cursor movement (not `TERM=dumb`): the
  /// spinner needs it.
  public static func allowsCursorMovement(_ fd: Int32) -> Bool {
    guard isatty(fd) == 1 else { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }

  /// Where prompts, the banner and the spinner go: stdout at a terminal, else stderr at a
  /// terminal, so that `tca-shell > out.txt` keeps results only in the file. With both
  /// redirected (`> out.txt 2>&1`, `2>&1 | tee log`) while stdin is a terminal, the terminal
  /// itself (`/dev/tty`, opened once), as Python and node edit there too; stderr when there
  /// is none.
  public static let promptStream: Int32 = {
    if isatty(STDOUT_FILENO) == 1 { return STDOUT_FILENO }
    if isatty(STDERR_FILENO) == 1 { return STDERR_FILENO }
    guard isatty(STDIN_FILENO) == 1 else { return STDERR_FILENO }
    let fd = open("/dev/tty", O_WRONLY | O_CLOEXEC | O_NOCTTY)
    return fd >= 0 ? fd : STDERR_FILENO
  }()

  /// The columns of the terminal at `fd`, nil when it is not a terminal (or says 0).
  public static func columns(_ fd: Int32) -> Int? {
    var size = winsize()
    guard isatty(fd) == 1, ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }
}
