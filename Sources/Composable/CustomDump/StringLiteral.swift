/// How custom-dump prints a string: an escaped literal, a raw `#"…"#` literal when it holds a
/// quote or backslash, or a `"""` block when it holds a line break.
enum StringLiteral {
  /// Whether the string holds a character Swift treats as a line break.
  static func hasLineBreak(_ string: String) -> Bool {
    string.unicodeScalars.contains {
      switch $0 {
      case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return true
      default: return false
      }
    }
  }

  /// Whether `string` prints as itself between plain quotes: printable ASCII other than `"`,
  /// `'` and `\`, the only such characters `debugDescription` escapes (checked for every
  /// printable ASCII byte). Most strings of a state are like this, and the check is one pass
  /// over the bytes.
  static func isPlain(_ string: String) -> Bool {
    string.utf8.allSatisfy { byte in
      byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
        && byte != UInt8(ascii: "\\")
    }
  }

  /// The single-line form, or nil when the string needs a `"""` block.
  static func singleLine(_ string: String) -> String? {
    if isPlain(string) { return "\"" + string + "\"" }
    var hasQuoteOrBackslash = false
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
        return nil
      case "\"", "\\":
        hasQuoteOrBackslash = true
      default:
        break
      }
    }
    guard hasQuoteOrBackslash else { return string.debugDescription }
    // Raw strings leave the content untouched; enough `#`s keep any `"#…` inside from closing it.
    let hashes = String(repeating: "#", count: max(hashCount(string, quote: 1), 1))
    return hashes + "\"" + string + "\"" + hashes
  }

  /// The `#`s a `"""` block around `string` needs so that no `"""#…` inside closes it.
  static func blockHashes(_ string: String) -> String {
    String(repeating: "#", count: hashCount(string, quote: 3))
  }

  // For each run of `quote` quotes followed by k `#`s, a delimiter needs k + 1 `#`s to stay open.
  private static func hashCount(_ string: String, quote: Int) -> Int {
    let bytes = Array(string.utf8)
    var best = 0
    var i = 0
    while i < bytes.count {
      var quotes = 0
      while quotes < quote, i + quotes < bytes.count, bytes[i + quotes] == UInt8(ascii: "\"") {
        quotes += 1
      }
      guard quotes == quote else {
        i += 1
        continue
      }
      var j = i + quote
      while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
      best = max(best, j - i - quote + 1)
      i = j
    }
    return best
  }
}

/// Whether `text` spans several lines. Scans bytes: `String.contains("\n")` resolves to
/// Foundation's locale-aware search, which is far slower.
func hasNewline(_ text: String) -> Bool {
  text.containsASCII(UInt8(ascii: "\n"))
}
