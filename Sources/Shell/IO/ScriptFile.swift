import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Files the shell writes for the user (`save`): paths read as a shell reads them, failures said
/// in the system's words.
enum ScriptFile {
  /// `~/x` is the user's home.
  static func expandingTilde(_ path: String) -> String {
    guard path == "~" || path.hasPrefix("~/"),
      let home = ProcessInfo.processInfo.environment["HOME"]
    else { return path }
    return home + path.dropFirst()
  }

  /// Whether a file (not a directory) is at `path`.
  static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }

  /// Writes `text` to a temporary file beside `path`, then renames it over `path`, so that a
  /// failure never leaves half a script. A symbolic link is followed (the link stays, its
  /// target is replaced); a path that is not a regular file (`/dev/stdout`, a FIFO, a device)
  /// is written in place, since renaming over it would replace it. A failed write (a full
  /// disk, `/dev/full`) throws with the system's reason.
  static func write(_ text: String, to path: String) throws(ShellError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ShellError("cannot write \(path): it is a directory; give a file name")
    }
    let target = realpath(path, nil).map { resolved in
      defer { free(resolved) }
      return String(cString: resolved)
    }
    var status = stat()
    if let target, stat(target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      // Not blocking: a FIFO with no reader would hang the open (and the shell) for good. A
      // reader gets two seconds to come (one being started beside the shell), then it is ENXIO,
      // said in the system's words.
      var fd = open(target, O_WRONLY | O_TRUNC | O_NONBLOCK)
      var tries = 0
      while fd < 0, errno == ENXIO, tries < 200 {
        usleep(10_000)
        tries += 1
        fd = open(target, O_WRONLY | O_TRUNC | O_NONBLOCK)
      }
      guard fd >= 0 else { throw failure(path, errno) }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
      let error = writeAll(text, to: fd)
      if let error { throw failure(path, error) }
      return
    }
    let destination = target ?? path
    let temporary = destination + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw failure(path, errno) }
    if let error = writeAll(text, to: fd) {
      unlink(temporary)
      throw failure(path, error)
    }
    guard rename(temporary, destination) == 0 else {
      let error = errno
      unlink(temporary)
      throw failure(path, error)
    }
  }

  /// Writes all of `text` to `fd` and closes it; the `errno` of a write or of the close (where
  /// some file systems report a full disk) that failed, nil when none did.
  private static func writeAll(_ text: String, to fd: Int32) -> Int32? {
    var text = text
    var error: Int32? = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if close(fd) != 0, error == nil { error = errno }
    return error
  }

  private static func failure(_ path: String, _ error: Int32) -> ShellError {
    // A FIFO opened without blocking and with no reader: the system's words alone puzzle.
    let why = error == ENXIO ? " (a FIFO no process is reading)" : ""
    return ShellError("cannot write \(path): \(String(cString: strerror(error)))\(why)")
  }
}
