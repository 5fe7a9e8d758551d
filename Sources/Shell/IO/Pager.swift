import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Long output at a terminal goes through a pager, as git's does: `$PAGER` (through `sh -c`), or
/// `less`, with `LESS=FRX` unless `LESS` is set (quit when it fits one screen, keep colour,
/// leave the text on screen). An empty `PAGER`, or `cat`, pages nothing; so does `--no-pager`.
enum Pager {
  /// The command to page with, nil for none.
  static var command: String? {
    if let pager = ProcessInfo.processInfo.environment["PAGER"] {
      let trimmed = pager.trimmingBlanks
      return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }
    return "less"
  }

  /// The terminal's rows at `fd`, nil when it is not a terminal.
  static func rows(_ fd: Int32) -> Int? {
    var size = winsize()
    guard isatty(fd) == 1, ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else {
      return nil
    }
    return Int(size.ws_row)
  }

  /// Whether `text` is longer than the window: the prompt's row counts too.
  static func isLong(_ text: String, rows: Int) -> Bool {
    var lines = 0
    for byte in text.utf8 where byte == UInt8(ascii: "\n") {
      lines += 1
      if lines >= rows { return true }
    }
    return false
  }

  /// Shows `text` through the pager and waits for it to end; false when no pager could run
  /// (the caller then prints the text itself).
  static func show(_ text: String) -> Bool {
    guard let command else { return false }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return false }
    let (readEnd, writeEnd) = (fds[0], fds[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    // The pager runs in the shell's process group (so it owns the terminal, as the foreground
    // job) with no signal blocked: the main actor's thread blocks SIGINT, and a child inherits
    // its mask.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var environment = ProcessInfo.processInfo.environment
    if environment["LESS"] == nil { environment["LESS"] = "FRX" }
    let arguments = ["/bin/sh", "-c", command]
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    close(readEnd)
    guard spawned == 0 else {
      close(writeEnd)
      return false
    }
    // The pager may quit before reading all (q): the write then fails, and must not kill the
    // shell with SIGPIPE.
    let previous = signal(SIGPIPE, SIG_IGN)
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(writeEnd, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { break }
      offset += written
    }
    close(writeEnd)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    signal(SIGPIPE, previous)
    // `sh` says 127 when it cannot find the pager: nothing was shown.
    let exited = (status & 0x7f) == 0
    return !(exited && ((status >> 8) & 0xff) == 127)
  }
}
