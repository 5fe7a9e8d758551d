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
