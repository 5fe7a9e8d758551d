import Reflection

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

  /// The lines of a `"""` block: `string` cut at each line feed scalar. Not at each `Character`
  /// "\n": a carriage return and a line feed are one `Character`, and a block cut that way kept
  /// "\r\n" inside a line, so its next line lost its indentation and read back as another
  /// string. The carriage return stays at the end of its line, written `\r`.
  static func lines(_ string: String) -> [Substring] {
    string.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      Substring($0)
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
    // `debugDescription` escapes C0 controls but leaves the C1 ones as they are.
    guard hasQuoteOrBackslash else {
      return escapingControls(string.debugDescription, hashes: "")
    }
    // Raw strings leave the content untouched; enough `#`s keep any `"#…` inside from closing it.
    let hashes = String(
      repeating: "#", count: max(hashCount(string, quote: 1), escapeHashCount(string), 1))
    return hashes + "\"" + escapingControls(string, hashes: hashes) + "\"" + hashes
  }

  /// `text` with its control characters written as escapes (`\u{1B}`, `\0`, `\r`; after
  /// `hashes` in a raw literal: `\#u{1B}`), as a plain literal's `debugDescription` writes
  /// them: the raw forms (`#"…"#`, a `"""` block) would otherwise send them to the terminal
  /// as they are, where an escape sequence clears the screen or recolours what follows. Line
  /// feeds (a block's line breaks) and tabs stay as they are.
  static func escapingControls(_ text: some StringProtocol, hashes: String) -> String {
    guard text.unicodeScalars.contains(where: isEscapedControl) else { return String(text) }
    var result = ""
    for scalar in text.unicodeScalars {
      guard isEscapedControl(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      result += "\\" + hashes
      switch scalar {
      case "\0": result += "0"
      case "\r": result += "r"
      default: result += "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  /// C0 controls but the line feed and the tab, DEL, and the C1 controls.
  private static func isEscapedControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00..<0x20, 0x7F..<0xA0: true
    default: false
    }
  }

  /// The `#`s a `"""` block around `string` needs so that no `"""#…` inside closes it and no
  /// `\#…` inside reads as an escape.
  static func blockHashes(_ string: String) -> String {
    String(repeating: "#", count: max(hashCount(string, quote: 3), escapeHashCount(string)))
  }

  /// The `#`s a delimiter needs so that each backslash in `string` is text, as written: one more
  /// than the longest run of `#`s after a backslash (so a raw literal of `a\#0` is
  /// `##"a\#0"##`, not `#"a\#0"#`, which reads as `a` and a NUL), none without a backslash.
  /// Only then does the printed literal read back as the string it prints.
  private static func escapeHashCount(_ string: String) -> Int {
    guard string.utf8.contains(UInt8(ascii: "\\")) else { return 0 }
    var best = 0
    var run: Int?
    for byte in string.utf8 {
      if byte == UInt8(ascii: "\\") {
        best = max(best, 1)
        run = 0
      } else if byte == UInt8(ascii: "#"), let count = run {
        run = count + 1
        best = max(best, count + 2)
      } else {
        run = nil
      }
    }
    return best
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
