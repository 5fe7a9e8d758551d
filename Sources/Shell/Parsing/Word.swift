/// One blank-separated word of a command line, after quotes and escapes are resolved.
public struct Word: Equatable, Sendable {
  /// The word's text with quotes removed and escapes applied.
  public var text: String
  /// Character offset in `text` where the first quoted part began, if any part was quoted.
  public var quoteOffset: Int?
  /// Character offset in `text` of the first `=` outside quotes, if any.
  public var equalsOffset: Int?

  public init(_ text: String, quoteOffset: Int? = nil, equalsOffset: Int? = nil) {
    self.text = text
    self.quoteOffset = quoteOffset
    self.equalsOffset = equalsOffset
  }

  /// Whether the word was written entirely or partly in quotes (so `"nil"` is a string).
  public var isQuoted: Bool { quoteOffset != nil }

  /// Splits `label=value` at the first unquoted `=`: the label, and the value as its own word.
  public var labeled: (label: String, value: Word)? {
    guard let equalsOffset else { return nil }
    let split = text.index(text.startIndex, offsetBy: equalsOffset)
    let value = Word(
      String(text[text.index(after: split)...]),
      quoteOffset: quoteOffset.flatMap { $0 > equalsOffset ? $0 - equalsOffset - 1 : nil })
    return (String(text[..<split]), value)
  }
}
