import Composable

extension LiteralValue {
  /// Reads a typed value: `nil`, `true`/`false`, an integer or a decimal as Swift writes them
  /// (`3`, `-2`, `0x10`, `0b101`, `0o17`, `1_000`, `2.5`, `1e3`), or else a string (quoted, or
  /// a bare word, so `setName Blob` and `setID 0000…-…` work). Quoted words are always strings.
  public init(word: Word) throws(ShellError) {
    if word.isQuoted {
      self = .string(word.text)
      return
    }
    if StructuredLiteral.isStructured(word) {
      self = try StructuredLiteral.parse(word.text)
      return
    }
    let text = word.text
    switch text {
    case "nil": self = .nil
    case "true": self = .bool(true)
    case "false": self = .bool(false)
    default:
      if let int = Int(text) {
        self = .int(int)
      } else if let unsigned = UInt(text) {
        self = .unsigned(unsigned)
      } else if let number = try Self.swiftNumber(text) {
        self = number
      } else if Self.looksNumeric(text) {
        if Self.isInteger(text) {
          throw Self.tooLarge(text)
        }
        guard let double = Double(text) else {
          // A UUID or an ISO 8601 date may start with a digit; Swift has no number like them.
          if LiteralValue.isUnquotedText(text) {
            self = .string(text)
            return
          }
          throw ShellError(
            "\(text) is not a number: write an integer such as 3 or a decimal such as 2.5")
        }
        guard double.isFinite else {
          throw ShellError(
            "\(text) is out of range for a Double: write a finite decimal such as 2.5")
        }
        self = .double(double)
      } else if ["nan", "inf", "infinity", "-inf", "-infinity", "+inf"].contains(text.lowercased())
      {
        throw ShellError("\(text) is not a finite number: write a decimal such as 2.5")
      } else {
        self = .string(text)
      }
    }
  }

  /// An integer in Swift's other spellings (`0x10`, `0b101`, `0o17`, `1_000`, `-0x10`) or a
  /// decimal with digit separators (`1_000.5`); nil for anything else.
  private static func swiftNumber(_ text: String) throws(ShellError) -> LiteralValue? {
    var body = Substring(text)
    let negative = body.first == "-"
    if body.first == "-" || body.first == "+" { body = body.dropFirst() }
    let radixes: [(prefix: String, radix: Int)] = [("0x", 16), ("0b", 2), ("0o", 8)]
    for (prefix, radix) in radixes where body.hasPrefix(prefix) {
      let digits = body.dropFirst(2)
      let written = digits.filter { $0 != "_" }
      // Swift allows `_` between digits, never first.
      guard let first = digits.first, first != "_",
        written.allSatisfy({ $0.isHexDigit && Int(String($0), radix: radix) != nil })
      else { return nil }
      guard let value = integer(negative: negative, magnitude: UInt(written, radix: radix))
      else { throw tooLarge(text) }
      return value
    }
    guard body.contains("_"), body.first?.isNumber == true,
      !body.contains("._"), !body.contains("_."), !body.lowercased().contains("_e"),
      !body.lowercased().contains("e_")
    else { return nil }
    let plain = (negative ? "-" : "") + body.filter { $0 != "_" }
    if plain.dropFirst(negative ? 1 : 0).allSatisfy(\.isASCIIDigit) {
      guard
        let value = integer(negative: negative, magnitude: UInt(plain.dropFirst(negative ? 1 : 0)))
      else { throw tooLarge(text) }
      return value
    }
    if let double = Double(plain), double.isFinite { return .double(double) }
    return nil
  }

  /// The integer `-magnitude` or `magnitude`: `.int` where an `Int` holds it, `.unsigned` above
  /// `Int.max`; nil when no 64-bit integer holds it (`magnitude` nil: too many digits).
  private static func integer(negative: Bool, magnitude: UInt?) -> LiteralValue? {
    guard let magnitude else { return nil }
    if !negative { return Int(exactly: magnitude).map(LiteralValue.int) ?? .unsigned(magnitude) }
    if magnitude == UInt(Int.max) + 1 { return .int(.min) }
    return Int(exactly: magnitude).map { .int(-$0) }
  }

  /// The line for an integer no 64-bit integer type holds.
  static func tooLarge(_ text: String) -> ShellError {
    ShellError(
      "\(text) does not fit in a 64-bit integer: use a value from \(Int.min) (Int64.min) to \(UInt.max) (UInt64.max)"
    )
  }

  /// Starts like a number (`3`, `-2`, `.5`, `+1e3`), so a failure to parse is an error rather
  /// than a bare string.
  private static func looksNumeric(_ text: String) -> Bool {
    var scalars = text.unicodeScalars[...]
    if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
    if scalars.first == "." { scalars = scalars.dropFirst() }
    return scalars.first.map { ("0"..."9").contains($0) } ?? false
  }

  private static func isInteger(_ text: String) -> Bool {
    var scalars = text.unicodeScalars[...]
    if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
    return !scalars.isEmpty && scalars.allSatisfy { ("0"..."9").contains($0) }
  }
}
