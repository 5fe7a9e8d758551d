/// Checks that the text after `==` in `expect`, or after `=` in a state block, is one value in
/// the dumper's syntax before anything is compared, so that a typo is a syntax error and not a
/// failed expectation: brackets and quotes balanced, no second `=`, nothing after the value.
enum ValueSyntax {
  /// Throws one line saying what is wrong with `text` as a single value.
  static func check(_ text: String) throws(ShellError) {
    var quotes = QuoteTracker()
    var open: [Character] = []
    var valueEnd: String.Index?
    for index in text.indices {
      let character = text[index]
      let inString = quotes.take(character)
      if open.isEmpty, valueEnd != nil,
        text[index...].hasPrefix("==") || text[index...].hasPrefix("!=")
      {
        throw secondOperator(text)
      }
      if open.isEmpty, let end = valueEnd, !character.isWhitespace {
        let value = text[..<end]
        let rest = String(text[index...]).trimmingBlanks
        throw ShellError(
          "unexpected '\(ShellError.shown(rest))' after the value \(ShellError.shown(String(value))): write one value (quote text that has spaces)"
        )
      }
      if inString { continue }
      if open.isEmpty, character.isWhitespace {
        if index > text.startIndex, valueEnd == nil { valueEnd = index }
        continue
      }
      if open.isEmpty, character == "=" { throw secondOperator(text) }
      switch character {
      case "(", "[", "{": open.append(character)
      case ")", "]", "}":
        let opener: Character = character == ")" ? "(" : character == "]" ? "[" : "{"
        guard open.last == opener else {
          throw ShellError(
            "'\(character)' in '\(ShellError.shown(text))' closes nothing open: check the brackets")
        }
        open.removeLast()
      default: break
      }
    }
    if quotes.isInString {
      throw ShellError("'\(ShellError.shown(text))' has a string without its closing '\"'")
    }
    if let last = open.last {
      let close = last == "(" ? ")" : last == "[" ? "]" : "}"
      throw ShellError(
        "'\(ShellError.shown(text))' leaves a '\(last)' open: close it with '\(close)'")
    }
  }

  private static func secondOperator(_ text: String) -> ShellError {
    ShellError(
      "'\(ShellError.shown(text))' holds a second '=': compare one path with one value (e.g. expect count == 1)"
    )
  }
}
