/// Splits a command line into words, as the command language says: blanks separate words;
/// `"..."` quotes, with the escapes `\"`, `\\`, `\n`, `\t` and `\u{...}` (and the others Swift
/// writes, see ``QuotedString``), as does a raw literal `#"..."#` as dumps print one; a quote may
/// start mid-word (`name="Blob Jr"`). Control characters and invalid UTF-8 outside quotes are errors.
/// Inside brackets (`[1, 2]`, `Item(name: "Hat", quantity: 2)`) blanks do not split and quotes
/// are kept as written, so that the whole value stays one word for ``StructuredLiteral``.
public enum Lexer {
  public static func words(_ line: some StringProtocol) throws(ShellError) -> [Word] {
    let line = String(line)
    if let plain = PlainLine(line) { return plain.words }
    var words: [Word] = []
    var current: Word?
    var depth = 0
    let scalars = Array(line.unicodeScalars)
    var index = 0

    func append(_ scalar: Unicode.Scalar, to word: inout Word?) {
      if word == nil { word = Word("") }
      word!.text.unicodeScalars.append(scalar)
    }

    while index < scalars.count {
      let scalar = scalars[index]
      let isLiteral = scalar == "\"" || QuotedString.rawOpening(scalars, at: index) != nil
      if depth > 0 {
        if isLiteral {
          // Kept as written, for ``StructuredLiteral`` to read (and word what is wrong in it).
          guard let end = QuotedString.end(scalars, at: index) else {
            throw message(.unterminated(hashes: QuotedString.rawOpening(scalars, at: index) ?? 0))
          }
          current!.text.unicodeScalars.append(contentsOf: scalars[index..<end])
          index = end
          continue
        }
        current!.text.unicodeScalars.append(scalar)
        index += 1
        switch scalar {
        case "(", "[": depth += 1
        case ")", "]": depth -= 1
        default: try checkTypable(scalar)
        }
        continue
      }
      if isLiteral {
        if current == nil { current = Word("") }
        if current!.quoteOffset == nil { current!.quoteOffset = current!.text.count }
        let (value, end) = try literal(scalars, at: index)
        current!.text += value
        index = end
        continue
      }
      index += 1
      switch scalar {
      case " ", "\t":
        if let word = current { words.append(word) }
        current = nil
      case "(", "[":
        append(scalar, to: &current)
        depth = 1
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

  /// The string literal at `index` (``QuotedString``), or the line saying what is wrong with it.
  private static func literal(_ scalars: [Unicode.Scalar], at index: Int) throws(ShellError) -> (
    value: String, end: Int
  ) {
    do {
      return try QuotedString.read(scalars, at: index)
    } catch {
      throw message(error)
    }
  }

  /// The line for a string literal that does not read.
  static func message(_ problem: QuotedString.Problem) -> ShellError {
    let usage = "write a Unicode escape as \\u{1F600}: 1 to 8 hex digits in braces"
    switch problem {
    case .unterminated(let hashes):
      return ShellError(
        "unterminated string: add a closing \"\(String(repeating: "#", count: hashes))")
    case .unknownEscape(let escaped):
      return ShellError(
        "unknown escape \\\(escaped) in a string: use \\\", \\\\, \\n, \\t or \\u{…}")
    case .badUnicodeEscape:
      return ShellError("bad \\u escape: \(usage)")
    case .notAScalar(let digits):
      return ShellError("\\u{\(digits)} is not a Unicode scalar value")
    case .invalidUTF8:
      return ShellError("invalid UTF-8 in a string: retype it as text")
    }
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
