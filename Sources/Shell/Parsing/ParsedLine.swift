/// A typed or scripted line, lexed once: what masking (`--echo`, `--json`, history) and running
/// it read, so a line is not lexed again by each.
public struct ParsedLine: Sendable {
  public let text: String
  /// The line's words, or why they could not be read (an unclosed quote).
  let words: Result<[Word], ShellError>
  /// The command, nil for a blank line or a comment; or the one-line reason it is not one.
  let command: Result<Command?, ShellError>

  /// The line without its comment: what runs, and what `save` writes.
  var code: String {
    let code = Comment.code(of: text[...])
    return code.endIndex == text.endIndex ? text : String(code)
  }

  public init(_ text: String) {
    self.text = text
    // What runs is the line without its comment (see `Comment`).
    let code = Comment.code(of: text[...])
    let text = code.endIndex == text.endIndex ? text : String(code)
    if let plain = PlainLine(text) {
      words = .success(plain.words)
      command = Result { () throws(ShellError) in try Command.parse(plain) }
      return
    }
    // `rows[id: 3]` is one word (blanks inside a subscript go).
    let words = Result { () throws(ShellError) in
      try Lexer.words(BracketPath.joiningBrackets(text[...]))
    }
    self.words = words
    command = Result { () throws(ShellError) in try Command.parse(text[...]) { words } }
  }
}
