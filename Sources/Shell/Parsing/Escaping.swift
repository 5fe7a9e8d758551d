/// How text is written back with backslash escapes: one loop for the three places that do it,
/// each with its own rules (a shell word Tab inserts, a Swift string literal `save --swift`
/// writes, a message that repeats typed text).
struct Escaping: Sendable {
  /// Whether `"` and `\` are escaped (inside quotes they must be).
  let quotes: Bool
  /// Whether a carriage return is written `\r` (else as any control character).
  let namesReturn: Bool
  /// Whether `\u{…}` digits are upper case.
  let uppercaseHex: Bool
  /// Which scalars are written as `\u{…}`.
  let isControl: @Sendable (Unicode.Scalar) -> Bool

  /// A shell word in quotes, as the lexer reads it back.
  static let shellWord = Escaping(
    quotes: true, namesReturn: false, uppercaseHex: true, isControl: isGeneralControl)
  /// A Swift string literal's body.
  static let swiftLiteral = Escaping(
    quotes: true, namesReturn: true, uppercaseHex: false,
    isControl: { $0.value < 0x20 || $0.value == 0x7F })
  /// Typed text repeated in a one-line message: only control characters escaped.
  static let message = Escaping(
    quotes: false, namesReturn: true, uppercaseHex: true, isControl: isGeneralControl)

  @Sendable static func isGeneralControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }

  /// `text` with this style's escapes, appended to `result`.
  func write(_ text: String, to result: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"" where quotes: result += "\\\""
      case "\\" where quotes: result += "\\\\"
      case "\n": result += "\\n"
      case "\r" where namesReturn: result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: uppercaseHex))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
  }
}
