import Composable

extension LiteralValue {
  /// Reads a typed value: `nil`, `true`/`false`, an integer, a decimal, or else a string (quoted
  /// or bare, so `setName Blob` works). Quoted words are always strings.
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
      } else if Self.looksNumeric(text) {
        if Self.isInteger(text) {
          throw ShellError(
            "\(text) does not fit in an Int: use a value from \(Int.min) to \(Int.max)")
        }
        guard let double = Double(text) else {
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
