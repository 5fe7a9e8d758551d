/// Follows `"..."` string literals (with backslash escapes) through text a character at a time,
/// so that code scanning a line or a dump can leave what is quoted alone.
struct QuoteTracker {
  private(set) var isInString = false
  private var escaped = false

  /// Takes the next character; true when it belongs to a string literal, its quotes included.
  mutating func take(_ character: Character) -> Bool {
    if isInString {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        isInString = false
      }
      return true
    }
    if character == "\"" {
      isInString = true
      return true
    }
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
