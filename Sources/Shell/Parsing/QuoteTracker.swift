/// Follows string literals through text a character at a time, so that code scanning a line or
/// a dump can leave what is quoted alone: `"..."` with backslash escapes, and raw literals
/// `#"..."#` (see ``QuotedString``), whose `#`s before the opening quote are taken as text
/// (they are known to open a literal only at the quote) and whose closing `#`s are in it.
struct QuoteTracker {
  private(set) var isInString = false
  private var escaped = false
  /// The `#`s just before the current position, outside a string.
  private var hashesBefore = 0
  /// The current literal's `#`s (0 for `"..."`).
  private var hashes = 0
  /// After a `"` in a raw literal: the `#`s of its closing seen so far.
  private var closing: Int?
  /// After a `\` in a raw literal: the `#`s that make it an escape seen so far.
  private var escaping: Int?

  /// Takes the next character; true when it belongs to a string literal, its quotes included.
  mutating func take(_ character: Character) -> Bool {
    if isInString {
      if let seen = closing {
        closing = nil
        if character == "#" {
          if seen + 1 == hashes { isInString = false } else { closing = seen + 1 }
          return true
        }
      }
      if let seen = escaping {
        escaping = nil
        if character == "#" {
          if seen + 1 == hashes { escaped = true } else { escaping = seen + 1 }
          return true
        }
      }
      if escaped {
        escaped = false
      } else if character == "\\" {
        if hashes == 0 { escaped = true } else { escaping = 0 }
      } else if character == "\"" {
        if hashes == 0 { isInString = false } else { closing = 0 }
      }
      return true
    }
    if character == "\"" {
      isInString = true
      hashes = hashesBefore
      hashesBefore = 0
      return true
    }
    hashesBefore = character == "#" ? hashesBefore + 1 : 0
    return false
  }
}

extension QuoteTracker {
  /// `text` cut at each `separator` outside string literals and brackets (`(`, `[`, `{`); a
  /// blank last part is left out (`a = 1;` is one part).
  static func topLevelParts(of text: String, separatedBy separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var quotes = QuoteTracker()
    var depth = 0
    for character in text {
      if !quotes.take(character) {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
        if character == separator, depth == 0 {
          parts.append(current)
          current = ""
          continue
        }
      }
      current.append(character)
    }
    if !current.trimmingBlanks.isEmpty { parts.append(current) }
    return parts
  }
}
