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
  /// failure never leaves half a script.
  static func write(_ text: String, to path: String) throws(ShellError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ShellError("cannot write \(path): it is a directory; give a file name")
    }
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw failure(path, errno) }
    var text = text
    let error: Int32? = text.withUTF8 { bytes in
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
    close(fd)
    if let error {
      unlink(temporary)
      throw failure(path, error)
    }
    guard rename(temporary, path) == 0 else {
      let error = errno
      unlink(temporary)
      throw failure(path, error)
    }
  }

  private static func failure(_ path: String, _ error: Int32) -> ShellError {
    ShellError("cannot write \(path): \(String(cString: strerror(error)))")
  }
}
