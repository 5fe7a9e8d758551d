/// A parsed command line: one of the commands in `CommandTable`, and the `{ … }` block that
/// asserts its state change, if one follows it.
public struct Command: Equatable, Sendable {
  let base: any ShellCommand
  /// The block of `send`, `tap`, `dismiss` or `pop` (a `receive` keeps its own).
  let block: StateBlock?

  init(_ base: any ShellCommand, block: StateBlock? = nil) {
    self.base = base
    self.block = block
  }

  public static func == (lhs: Command, rhs: Command) -> Bool {
    lhs.base.isEqual(to: rhs.base) && lhs.block == rhs.block
  }

  /// Parses one line; nil for a blank line or a `#` comment.
  public static func parse(_ line: String) throws(ShellError) -> Command? {
    try ParsedLine(line).command.get()
  }

  /// Parses `line`, whose words the lexer read as `lexed` (subscripts joined, see
  /// `BracketPath.joiningBrackets`).
  static func parse(_ line: Substring, lexed: () -> Result<[Word], ShellError>) throws(ShellError)
    -> Command?
  {
    let trimmed = line.droppingLeadingBlanks
    if trimmed.isEmpty || trimmed.first == "#" { return nil }
    let head = trimmed.firstWord
    // Aliases (`exit`, `?`) take no block, so looking them up here changes nothing.
    let headType = CommandTable.named(head)
    if let type = headType, type.stateBlock != .none {
      let (text, block) = try StateBlock.split(trimmed)
      if type.stateBlock == .own {
        let input = CommandInput(
          name: String(head), words: [], text: text.dropFirst(head.count), block: block)
        return Command(try type.parse(input))
      }
      if let block {
        return try parse(text) {
          Result { () throws(ShellError) in try Lexer.words(BracketPath.joiningBrackets(text)) }
        }
        .map { Command($0.base, block: block) }
      }
    }
    let words = try lexed().get()
    guard let first = words.first else { return nil }
    let name = first.text
    guard let type = name == head ? headType : CommandTable.named(name) else {
      throw ShellError(
        "unknown command '\(ShellError.shown(name))'\(Suggestion.hint(for: name, in: CommandTable.allNames)) (type 'help' for the list)"
      )
    }
    // `rows[id: 3]` is one word (blanks inside a subscript go), as the lexer was given it.
    let joined = BracketPath.joiningBrackets(trimmed)
    let input = CommandInput(
      name: name, words: Array(words.dropFirst()), text: joined[...].droppingCharacters(of: head),
      block: nil)
    return Command(try type.parse(input))
  }
}

extension Substring {
  /// Whether every byte is ASCII, where a byte is a character (but for "\r\n", which a line
  /// never holds) and character work can be done on bytes.
  private var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

  /// The text after its leading blanks (spaces and tabs).
  var droppingLeadingBlanks: Substring {
    guard isASCII else { return drop { $0 == " " || $0 == "\t" } }
    let start = utf8.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    return self[(start ?? endIndex)...]
  }

  /// The text up to its first blank.
  var firstWord: Substring {
    guard isASCII else { return prefix { $0 != " " && $0 != "\t" } }
    let end = utf8.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    return self[..<(end ?? endIndex)]
  }

  /// The text with as many characters dropped from its start as `prefix` has.
  func droppingCharacters(of prefix: Substring) -> Substring {
    guard isASCII, prefix.isASCII else { return dropFirst(prefix.count) }
    return self[utf8.index(startIndex, offsetBy: Swift.min(prefix.utf8.count, utf8.count))...]
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}

extension StringProtocol {
  var trimmingBlanks: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    // Nearly every line starts and ends with a printable ASCII byte: nothing to trim, and no
    // need to walk characters.
    let text = String(self)
    if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x7F,
      last > 0x20, last < 0x7F
    {
      return text
    }
    guard let start = firstIndex(where: { !isBlank($0) }),
      let end = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[start...end])
  }
}
