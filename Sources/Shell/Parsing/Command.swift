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
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    // The line's comment is gone already (`ParsedLine`): a blank line is all that is left of one.
    if trimmed.isEmpty { return nil }
    let head = trimmed.prefix { $0 != " " && $0 != "\t" }
    // Aliases (`exit`, `?`) take no block, so looking them up here changes nothing.
    if let type = CommandTable.named(head), type.stateBlock != .none {
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
    guard let type = CommandTable.named(name) else { throw unknownCommand(name) }
    // `rows[id: 3]` is one word (blanks inside a subscript go), as the lexer was given it.
    let joined = BracketPath.joiningBrackets(trimmed)
    let input = CommandInput(
      name: name, words: words.dropFirst(), text: joined.dropFirst(head.count),
      block: nil)
    return Command(try type.parse(input))
  }
}

extension Command {
  /// Parses a plain line (see ``PlainLine``): its words are all there is to it, so it needs
  /// none of the work above (quotes, subscripts, a `{ … }` block), and gives the same command.
  static func parse(_ line: PlainLine) throws(ShellError) -> Command? {
    guard let name = line.words.first?.text else { return nil }
    guard let type = line.command else { throw unknownCommand(name) }
    let words = type.stateBlock == .own ? [] : line.words.dropFirst()
    let input = CommandInput(
      name: name, words: words, line: line.text, textStart: line.firstWordEnd)
    return Command(try type.parse(input))
  }

  static func unknownCommand(_ name: String) -> ShellError {
    ShellError(
      "unknown command '\(ShellError.shown(name))'\(Suggestion.hint(for: name, in: CommandTable.suggestedNames)) (type 'help' for the list)"
    )
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
  /// The text without the blanks (spaces, tabs) at either end.
  var trimmingBlanks: String {
    // Nearly every line starts and ends with a printable ASCII byte: nothing to trim, and no
    // need to walk characters. Read on the contiguous bytes: `utf8.last` walks back through
    // the view's indices.
    var text = self
    let isPrintableAtBothEnds = text.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
    }
    if isPrintableAtBothEnds { return self }
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isBlank($0) }),
      let end = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[start...end])
  }
}

extension StringProtocol {
  /// ``String/trimmingBlanks``; a `String` calls its own, without the generic conversion to a
  /// `String` (~60 instructions a scripted line).
  var trimmingBlanks: String { String(self).trimmingBlanks }
}
