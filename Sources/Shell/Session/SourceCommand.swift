#if canImport(Glibc)
  import Glibc
#endif

extension Session {
  /// How deep `source` may nest before it is taken for a file that sources itself.
  static let sourceDepthLimit = 16

  /// `source FILE`: runs the file's lines as if typed here, in the current feature. Stops at
  /// the first line that fails and reports it as `FILE:N: message`; a `quit` in the file ends
  /// the shell. Paths are relative to the working directory.
  func source(_ path: String, depth: Int) async -> CommandResult {
    guard depth <= Self.sourceDepthLimit else {
      return .failed(
        "source nested more than \(Self.sourceDepthLimit) deep at '\(path)': does a file source itself?"
      )
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failed(Self.unreadable(path, errno: errno)) }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      return .failed("source: '\(path)' is a directory; give a file of commands")
    }
    let reader = BufferedLineReader(fd: fd)
    var lineNumber = 0
    while true {
      let line: String
      switch reader.next(prompt: "") {
      case .line(let text): line = text
      case .refused(let message):
        return .failed("\(path):\(lineNumber + 1): \(message)")
      case .interrupted, .endOfInput: return .ok
      }
      lineNumber += 1
      let result: CommandResult
      if case .source(let inner)? = try? Command.parse(line) {
        result = await source(inner, depth: depth + 1)
      } else {
        result = await execute(line)
      }
      switch result {
      case .ok: continue
      case .quit: return .quit
      case .failed(let message): return .failed("\(path):\(lineNumber): \(message)")
      }
    }
  }

  private static func unreadable(_ path: String, errno code: Int32) -> String {
    let reason = String(cString: strerror(code))
    var message = "source: cannot read '\(path)': \(reason)"
    if code == ENOENT {
      let slash = path.lastIndex(of: "/")
      let directory = slash.map { String(path[...$0]) } ?? ""
      let siblings = FileNames.completions(for: directory).filter { !$0.hasSuffix("/") }
      if let near = Suggestion.closest(to: path, in: siblings) {
        message += "; did you mean '\(near)'?"
      }
    }
    return message
  }
}
