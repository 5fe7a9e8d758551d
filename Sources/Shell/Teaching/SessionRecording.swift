import Foundation

/// A session being recorded (`record FILE`, `--record FILE`): each command after its prompt and
/// what the shell printed for it, written to FILE after every command (so a shell that ends
/// without `record stop` leaves it whole).
///
/// - `.cast`: an asciinema v2 cast (docs.asciinema.org, "asciicast v2"): a JSON header line
///   (`version`, `width`, `height`, `timestamp`), then one `[seconds, "o", text]` event a line,
///   seconds from the start, lines ending `\r\n` as a terminal receives them; colour kept.
/// - `.markdown`: a transcript for students: the commands after their prompts and the outputs,
///   in one fenced block, without colour.
@MainActor
final class SessionRecording {
  enum Format: Equatable {
    case cast
    case markdown
  }

  let path: String
  let format: Format
  private let started = ContinuousClock.now
  private let startDate = Date()
  private let width: Int
  private let height: Int
  /// Cast events, each a JSON line.
  private var events: [String] = []
  /// The transcript's lines so far (markdown).
  private var transcript = ""
  /// The command line about to be recorded, whose echo (`--echo`, `play` in a script) ends
  /// the output written just before it.
  private var echo: String?

  /// Starts a recording of a window `width` columns by `height` rows (80×24, asciinema's own
  /// default, where there is no terminal); throws when FILE is not a regular file (a recording is
  /// rewritten after every command: a FIFO would block, a device take each copy) or cannot be
  /// written.
  init(path: String, format: Format, width: Int?, height: Int?) throws(ShellError) {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG,
      status.st_mode & S_IFMT != S_IFDIR  // said by the write, as for save
    {
      throw ShellError(
        "cannot record to \(path): it is not a regular file (a recording is rewritten after every command); give a file name"
      )
    }
    self.path = path
    self.format = format
    self.width = width ?? 80
    self.height = height ?? 24
    try write()
  }

  /// `FILE.md` is a transcript, anything else a cast.
  static func format(of path: String, markdown: Bool) -> Format {
    markdown || path.lowercased().hasSuffix(".md") ? .markdown : .cast
  }

  /// Output written from now until ``command(_:)`` may end with `line`'s echo, left out (the
  /// command is recorded once, by `command`).
  func expectEcho(_ line: String) {
    echo = line + "\n"
  }

  /// A command about to run, as its prompt showed it.
  func command(_ line: String) {
    echo = nil
    append(line + "\n")
  }

  /// What the shell printed (results and errors), as written.
  func output(_ text: String) {
    var text = text
    if let echo, text.hasSuffix(echo) { text.removeLast(echo.count) }
    guard !text.isEmpty else { return }
    append(text)
  }

  /// Writes what was recorded to the file.
  func write() throws(ShellError) {
    switch format {
    case .cast:
      let header =
        "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"timestamp\": \(Int(startDate.timeIntervalSince1970)), \"env\": {\"TERM\": \"xterm-256color\"}, \"title\": \"tca-shell\"}"
      try ScriptFile.write(([header] + events).joined(separator: "\n") + "\n", to: path)
    case .markdown:
      try ScriptFile.write(
        "# A tca-shell session\n\n```text\n" + transcript + "```\n", to: path)
    }
  }

  private func append(_ text: String) {
    switch format {
    case .cast:
      let elapsed = ContinuousClock.now - started
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      let terminal = text.replacingOccurrences(of: "\n", with: "\r\n")
      events.append("[\(String(format: "%.6f", seconds)), \"o\", \(Self.jsonString(terminal))]")
    case .markdown:
      transcript += Self.withoutEscapes(text)
    }
  }

  /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped.
  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Text without ANSI colour sequences (`ESC [ … m`).
  static func withoutEscapes(_ text: String) -> String {
    guard text.contains("\u{1B}") else { return text }
    var out = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        out.unicodeScalars.append(scalar)
        continue
      }
      // Skip to the sequence's final letter.
      while let next = scalars.next(), !(("a"..."z").contains(next) || ("A"..."Z").contains(next)) {
      }
    }
    return out
  }
}
