#if canImport(Glibc)
  import Glibc
#endif

/// `source FILE`: runs the commands in a file here.
struct SourceCommand: FileArgumentCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "source", usage: "source FILE",
    summary: "run the commands in FILE here; stops at the first failure (FILE:N: ...)",
    example: "source flows/login.tcash")

  let path: String

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .waiting { () async throws(ShellError) in
      await session.source(path)
    }
  }
}

extension Command {
  /// `source path`.
  public static func source(path: String) -> Command { Command(SourceCommand(path: path)) }
}

/// A file `source` is reading, and the line of it being run: the chain of them is how a file
/// that sources itself, directly or through others, is told from a deep but finite nesting.
private struct SourcedFile {
  let path: String
  /// The file's identity (device and inode): two paths to one file are the same file.
  let device: UInt64
  let inode: UInt64
  var line = 0

  var location: String { "\(path):\(line)" }
}

extension Session {
  /// How deep `source` may nest (a safeguard for files with no identity to compare, such as a
  /// pipe); a loop through files is caught before it, at its first repeat.
  static let sourceDepthLimit = 16

  /// `source FILE`: runs the file's lines as if typed here, in the current feature. Stops at
  /// the first line that fails and reports it as `FILE:N: message`; a `quit` in the file ends
  /// the shell. Paths are relative to the working directory. A file already being read (it
  /// sources itself, or a file it sources sources it) is refused with one line naming the
  /// loop, since running it would never end.
  /// Ctrl-C at a terminal stops it before the next command, saying where (`(stopped at line N
  /// of FILE)`, N the first line not run; the innermost file's when one sources another), with
  /// what ran kept.
  fileprivate func source(_ path: String) async -> CommandResult {
    let watch = InterruptWatch(count: configuration.interruptions)
    // A file's commands can print faster than the terminal shows: the Ctrl-C that stops them
    // must not flush the terminal while the shell writes to it (`TypeAhead`: a flushed
    // pseudo-terminal was seen to refuse every later write, so the Ctrl-C was never acted on).
    var typeAhead = TypeAhead()
    defer { typeAhead.restore() }
    switch await source(path, within: [], watch: watch) {
    case .ran(let result):
      return result
    case .stopped(let place):
      note("(stopped at \(place))")
      return .ok
    }
  }

  /// How reading a file ended.
  private enum Sourced {
    case ran(CommandResult)
    /// Ctrl-C: stopped before the command at this place (`line 3 of f.tcash`).
    case stopped(String)
  }

  private func source(_ path: String, within chain: [SourcedFile], watch: InterruptWatch) async
    -> Sourced
  {
    guard chain.count < Self.sourceDepthLimit else {
      return .ran(
        .failed(
          "source nested more than \(Self.sourceDepthLimit) deep at '\(path)' (\(chain.map(\.location).joined(separator: " → ")))"
        ))
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .ran(.failed(Self.unreadable(path, errno: errno))) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .ran(.failed(Self.unreadable(path, errno: errno))) }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      return .ran(.failed("source: '\(path)' is a directory; give a file of commands"))
    }
    var file = SourcedFile(path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    if let first = chain.firstIndex(where: { $0.device == file.device && $0.inode == file.inode }) {
      let loop = chain[first...].map(\.location).joined(separator: " → ")
      return .ran(
        .failed(
          "source: '\(path)' is already being read (\(loop) sources it again): a loop that would never end"
        ))
    }
    let reader = BufferedLineReader(fd: fd)
    var commands = FileCommands { reader.next(prompt: "") }
    while let item = commands.next() {
      let line: String
      switch item {
      case .line(let text, let number):
        file.line = number
        line = text
      case .unclosed(_, let error, let number):
        file.line = number
        return .ran(.failed("\(file.location): \(error)"))
      case .refused(let message, let number):
        file.line = number
        return .ran(.failed("\(file.location): \(message)"))
      }
      let parsed = ParsedLine(line)
      // Blank and comment lines run nothing: the place said is a command's.
      if case .success(nil) = parsed.command {
      } else if await watch.interrupted() {
        return .stopped("line \(file.line) of \(path)")
      }
      if configuration.echoesSourcedLines { echoSourced(parsed) }
      let result: CommandResult
      if case .success(let command?) = parsed.command, let inner = command.base as? SourceCommand {
        switch await source(inner.path, within: chain + [file], watch: watch) {
        case .ran(let ran): result = ran
        case .stopped(let place): return .stopped(place)
        }
      } else {
        result = await execute(parsed)
      }
      switch result {
      case .ok: continue
      case .quit: return .ran(.quit)
      case .failed(let message): return .ran(.failed("\(file.location): \(message)"))
      }
    }
    return .ran(.ok)
  }

  /// At a terminal, a sourced line shows before its output, as if typed at the prompt, and a
  /// `#` comment line shows as written, so each command's output stands under it.
  private func echoSourced(_ line: ParsedLine) {
    let text = line.text.trimmingBlanks
    if text.isEmpty { return }
    if text.hasPrefix("#") {
      renderer.text(String(text))
    } else {
      renderer.text("\(promptName)> " + shown(line))
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
