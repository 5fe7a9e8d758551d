import Composable

/// A typed or scripted line, lexed once: what masking (`--echo`, `--json`, history) and running
/// it read, so a line is not lexed again by each.
public struct ParsedLine: Sendable {
  public let text: String
  /// The line's words, or why they could not be read (an unclosed quote).
  let words: Result<[Word], ShellError>
  /// The command, nil for a blank line or a comment; or the one-line reason it is not one.
  let command: Result<Command?, ShellError>

  /// The line without its comment: what runs, and what `save` writes.
  let code: String

  private static func withoutComment(_ text: String) -> String {
    // Nearly every line has no `#`: one pass over its bytes says so.
    guard text.containsASCII(UInt8(ascii: "#")) else { return text }
    let code = Comment.code(of: text[...])
    return code.endIndex == text.endIndex ? text : String(code)
  }

  public init(_ text: String) {
    self.text = text
    // A plain line finds its comment as it is scanned (see `PlainLine`); any other line has it
    // taken off first (see `Comment`). Scanning every line for a `#` first cost ~250
    // instructions a line, with the second scan `code` made.
    if let plain = PlainLine(text) {
      code = plain.text
      words = .success(plain.words)
      command = Result { () throws(ShellError) in try Command.parse(plain) }
      return
    }
    let text = Self.withoutComment(text)
    code = text
    // `rows[id: 3]` is one word (blanks inside a subscript go).
    let words = Result { () throws(ShellError) in
      try Lexer.words(BracketPath.joiningBrackets(text[...]))
    }
    self.words = words
    command = Result { () throws(ShellError) in try Command.parse(text[...]) { words } }
  }
}
