/// A `{ … }` block written over several lines, as a test's assertion closure is:
///
/// ```
/// send increment {
///   count = 1
/// }
/// ```
///
/// A line that ends with the `{` of its block takes the lines after it, up to the one that
/// closes the block, as one command: `send increment { count = 1 }`. Each line inside is one
/// field (or several, separated by `;`), and may end with a `#` comment. A line that holds no
/// field is not taken: no `=` in it, or a command's name first not followed by `=` (`send
/// increment { count = 2 }`: the next command, the `}` forgotten, whose own block's `=` made it
/// look like a field). The block then ends unclosed, said in one line naming the line that
/// opened it (``unclosed``), and that line runs next. A `{` with text after it on its line is a
/// one-line block, whether or not it closes. Scripts, `-c`, the prompt and files (`source`,
/// `play`: ``FileCommands``) read blocks this way; at a terminal the lines after the first get
/// a continuation prompt.
struct BlockContinuation {
  /// The command so far, lines joined.
  private(set) var text: String
  /// The line that opened the block, trimmed, as the unclosed block's error names it.
  let opening: String

  /// Starts with `line`; nil when `line` does not end with its block's `{` (it is a whole
  /// command, right or wrong).
  init?(_ line: String) {
    guard line.utf8.contains(UInt8(ascii: "{")),
      Comment.code(of: Substring(line)).trimmingBlanks.hasSuffix("{"), Self.isOpen(line)
    else { return nil }
    text = String(line.trimmingBlanks)
    opening = text
  }

  /// Whether `line` belongs to the block: a field (it has `=` and does not start with a
  /// command's name, unless that name is the field's path: `state = 1`), the closing `}`, or a
  /// blank or comment line. Any other line is the next command.
  static func belongs(_ line: String) -> Bool {
    let code = Comment.code(of: Substring(line)).trimmingBlanks
    if code.isEmpty || code.hasPrefix("}") { return true }
    return code.contains("=") && !startsWithCommand(code)
  }

  /// Whether `code`'s first word (up to a blank or `=`) is a command's name or alias, and what
  /// follows it is not `=` (then the word is a field's path).
  private static func startsWithCommand(_ code: String) -> Bool {
    let word = code.prefix { $0 != " " && $0 != "\t" && $0 != "=" }
    guard CommandTable.named(word) != nil else { return false }
    return !code.dropFirst(word.count).trimmingBlanks.hasPrefix("=")
  }

  /// The error for a block that ended before its `}`: the next command came, or the input
  /// ended. One line, naming the line that opened it (a script's error also gives its number).
  var unclosed: String {
    "'\(opening)' opens a block that is not closed: end it with '}' after its fields"
  }

  /// Whether the block is closed: the command is whole.
  var isClosed: Bool { !Self.isOpen(text) }

  /// Adds the next line: blank lines and comments add nothing; fields are separated by `;`.
  mutating func add(_ line: String) {
    let code = Comment.code(of: Substring(line)).trimmingBlanks
    guard !code.isEmpty else { return }
    let separator = text.hasSuffix("{") || text.hasSuffix(";") || code.hasPrefix("}") ? " " : "; "
    text += separator + code
  }

  /// Whether `line` opens a `{` (outside quotes) that it does not close.
  static func isOpen(_ line: String) -> Bool {
    guard line.utf8.contains(UInt8(ascii: "{")) else { return false }
    var quotes = QuoteTracker()
    var depth = 0
    for character in Comment.code(of: Substring(line)) where !quotes.take(character) {
      if character == "{" { depth += 1 }
      if character == "}" { depth = max(0, depth - 1) }
    }
    return depth > 0 && !quotes.isInString
  }

  /// The prompt for the lines after the first: dots as wide as the prompt's name, so the
  /// fields line up under the command (`counter> ` gives `.......> `).
  static func prompt(after prompt: String) -> String {
    let name = prompt.hasSuffix("> ") ? prompt.dropLast(2) : Substring(prompt)
    return String(repeating: ".", count: name.count) + "> "
  }
}
