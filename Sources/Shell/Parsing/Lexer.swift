/// Splits a command line into words, as the command language says: blanks separate words;
/// `"..."` quotes, with the escapes `\"`, `\\`, `\n`, `\t` and `\u{...}`; a quote may start
/// mid-word (`name="Blob Jr"`). Control characters and invalid UTF-8 outside quotes are errors.
/// Inside brackets (`[1, 2]`, `Item(name: "Hat", quantity: 2)`) blanks do not split and quotes
/// are kept as written, so that the whole value stays one word for ``StructuredLiteral``.
public enum Lexer {
  public static func words(_ line: some StringProtocol) throws(ShellError) -> [Word] {
    let line = String(line)
    if let plain = PlainLine(line) { return plain.words }
    var words: [Word] = []
    var current: Word?
    var depth = 0
    var iterator = line.unicodeScalars.makeIterator()

    func append(_ scalar: Unicode.Scalar, to word: inout Word?) {
      if word == nil { word = Word("") }
      word!.text.unicodeScalars.append(scalar)
    }

    while let scalar = iterator.next() {
      if depth > 0 {
        try appendBracketed(scalar, &iterator, to: &current!.text, depth: &depth)
        continue
      }
      switch scalar {
      case " ", "\t":
        if let word = current { words.append(word) }
        current = nil
      case "(", "[":
        append(scalar, to: &current)
        depth = 1
      case "\"":
        if current == nil { current = Word("") }
        if current!.quoteOffset == nil { current!.quoteOffset = current!.text.count }
        try readQuoted(&iterator, into: &current!.text)
      case "=":
        append(scalar, to: &current)
        if current!.equalsOffset == nil { current!.equalsOffset = current!.text.count - 1 }
      default:
        try checkTypable(scalar)
        append(scalar, to: &current)
      }
    }
    if let word = current { words.append(word) }
    return words
  }

  /// One scalar inside brackets: kept as written (a quoted part with its quotes and escapes),
  /// counting brackets so that the word ends where they close.
  private static func appendBracketed(
    _ scalar: Unicode.Scalar, _ iterator: inout String.UnicodeScalarView.Iterator,
    to text: inout String, depth: inout Int
  ) throws(ShellError) {
    text.unicodeScalars.append(scalar)
    switch scalar {
    case "(", "[": depth += 1
    case ")", "]": depth -= 1
    case "\"":
      var escaped = false
      while let next = iterator.next() {
        text.unicodeScalars.append(next)
        if escaped {
          escaped = false
        } else if next == "\\" {
          escaped = true
        } else if next == "\"" {
          return
        }
      }
      throw ShellError("unterminated string: add a closing \"")
    default:
      try checkTypable(scalar)
    }
  }

  private static func readQuoted(
    _ iterator: inout String.UnicodeScalarView.Iterator, into text: inout String
  ) throws(ShellError) {
    while let scalar = iterator.next() {
      switch scalar {
      case "\"":
        return
      case "\\":
        guard let escaped = iterator.next() else { break }
        switch escaped {
        case "\"": text.append("\"")
        case "\\": text.append("\\")
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "u": text.unicodeScalars.append(try readUnicodeEscape(&iterator))
        default:
          throw ShellError(
            "unknown escape \\\(escaped) in a string: use \\\", \\\\, \\n, \\t or \\u{…}")
        }
      case "\u{FFFD}":
        throw ShellError("invalid UTF-8 in a string: retype it as text")
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    throw ShellError("unterminated string: add a closing \"")
  }

  private static func readUnicodeEscape(
    _ iterator: inout String.UnicodeScalarView.Iterator
  ) throws(ShellError) -> Unicode.Scalar {
    let usage = "write a Unicode escape as \\u{1F600}: 1 to 8 hex digits in braces"
    guard iterator.next() == "{" else { throw ShellError("bad \\u escape: \(usage)") }
    var digits = ""
    while let scalar = iterator.next(), scalar != "}" {
      digits.unicodeScalars.append(scalar)
      guard digits.count <= 8 else { throw ShellError("bad \\u escape: \(usage)") }
    }
    guard !digits.isEmpty, let value = UInt32(digits, radix: 16) else {
      throw ShellError("bad \\u escape: \(usage)")
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw ShellError("\\u{\(digits)} is not a Unicode scalar value")
    }
    return scalar
  }

  /// Throws for what cannot stand as itself in a line: a byte that was not UTF-8, or a control
  /// character (write it as an escape in quotes).
  private static func checkTypable(_ scalar: Unicode.Scalar) throws(ShellError) {
    if scalar == "\u{FFFD}" {
      throw ShellError("invalid UTF-8 in the line: retype it as text")
    }
    // Printable ASCII, nearly every scalar of a script, skips the Unicode property look-up.
    if !(0x20..<0x7F).contains(scalar.value) && scalar.properties.generalCategory == .control {
      throw ShellError(
        "control character U+\(hex(scalar)) in the line: remove it, or write it in quotes as \\u{\(hex(scalar))}"
      )
    }
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
