/// Reads a bracketed value as a user writes it in Swift: `[1, 2]`, `["a": 1]`,
/// `Item(name: "Hat", quantity: 2)`, nested (`Order(items: [Item(name: "Hat")])`). Inside, a
/// bare word is a case name (`completed`, `.completed`) or a keyword (`nil`, `true`, `false`),
/// and numbers and strings read as ``LiteralValue/init(word:)`` reads them.
enum StructuredLiteral {
  /// Whether a word is written with brackets, so that this parser reads it.
  static func isStructured(_ word: Word) -> Bool {
    !word.isQuoted && (word.text.first == "[" || word.text.contains("("))
  }

  static func parse(_ text: String) throws(ShellError) -> LiteralValue {
    var parser = Parser(scalars: Array(text.unicodeScalars), text: text)
    let value = try parser.value()
    parser.skipBlanks()
    guard parser.isAtEnd else { throw parser.error("unexpected '\(parser.rest)' after the value") }
    return value
  }

  /// How deep values may nest (`[[1]]` is two levels). Far beyond any real value; reading and
  /// then building each level recurses, and thousands of levels overflowed the stack.
  static let depthLimit = 100

  private struct Parser {
    let scalars: [Unicode.Scalar]
    let text: String
    var index = 0
    /// How many values enclose the one being read.
    var depth = 0

    var isAtEnd: Bool { index >= scalars.count }
    var rest: String { String(String.UnicodeScalarView(scalars[index...])) }
    var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

    func error(_ problem: String) -> ShellError {
      ShellError(
        "cannot read \(text): \(problem) (write values as in Swift: [1, 2], Item(name: \"Hat\", quantity: 2))"
      )
    }

    mutating func skipBlanks() {
      while let scalar = peek, scalar == " " || scalar == "\t" { index += 1 }
    }

    mutating func expect(_ scalar: Unicode.Scalar) throws(ShellError) {
      skipBlanks()
      guard peek == scalar else {
        throw error(isAtEnd ? "missing '\(scalar)'" : "expected '\(scalar)' before '\(rest)'")
      }
      index += 1
    }

    mutating func value() throws(ShellError) -> LiteralValue {
      guard depth < StructuredLiteral.depthLimit else {
        throw ShellError(
          "cannot read the value: it nests deeper than \(StructuredLiteral.depthLimit) levels",
          kind: .nestedTooDeep)
      }
      depth += 1
      defer { depth -= 1 }
      skipBlanks()
      guard let scalar = peek else { throw error("a value is missing") }
      if scalar == "[" { return try array() }
      if scalar == "\"" || QuotedString.rawOpening(scalars, at: index) != nil {
        return .string(try string())
      }
      let token = word()
      guard !token.isEmpty else { throw error("unexpected '\(rest)'") }
      skipBlanks()
      if peek == "(" { return try structure(named: token) }
      return try LiteralValue(word: Word(token))
    }

    /// A run of characters up to a delimiter: a name, a number or a keyword.
    mutating func word() -> String {
      var result = String.UnicodeScalarView()
      while let scalar = peek, !" \t,:()[]\"".unicodeScalars.contains(scalar) {
        result.append(scalar)
        index += 1
      }
      return String(result)
    }

    /// `[1, 2]`, or a dictionary when the first value is followed by `:` (`["a": 1]`; `[:]`
    /// when empty).
    mutating func array() throws(ShellError) -> LiteralValue {
      try expect("[")
      skipBlanks()
      if peek == ":" {
        index += 1
        try expect("]")
        return .dictionary([])
      }
      var values: [LiteralValue] = []
      var entries: [LiteralValue.Entry] = []
      while peek != "]" {
        let value = try value()
        skipBlanks()
        if !entries.isEmpty || (values.isEmpty && peek == ":") {
          try expect(":")
          entries.append(.init(key: value, value: try self.value()))
        } else {
          values.append(value)
        }
        skipBlanks()
        if peek == "," { index += 1 } else { break }
        skipBlanks()
      }
      try expect("]")
      return entries.isEmpty ? .array(values) : .dictionary(entries)
    }

    mutating func structure(named name: String) throws(ShellError) -> LiteralValue {
      try expect("(")
      var arguments: [LiteralValue.Argument] = []
      skipBlanks()
      while peek != ")" {
        let start = index
        var label: String? = word()
        skipBlanks()
        if peek == ":", label?.isEmpty == false {
          index += 1
        } else {
          index = start
          label = nil
        }
        arguments.append(.init(label: label, value: try value()))
        skipBlanks()
        if peek == "," { index += 1 } else { break }
        skipBlanks()
      }
      try expect(")")
      return .structure(name, arguments)
    }

    /// A string literal, either form (``QuotedString``).
    mutating func string() throws(ShellError) -> String {
      do {
        let (value, end) = try QuotedString.read(scalars, at: index)
        index = end
        return value
      } catch {
        switch error {
        case .unterminated(let hashes):
          throw self.error(
            "unterminated string: add a closing \"\(String(repeating: "#", count: hashes))")
        case .unknownEscape(let escaped): throw self.error("unknown escape \\\(escaped)")
        case .badUnicodeEscape, .notAScalar:
          throw self.error("bad \\u escape: write it as \\u{1F600}")
        case .invalidUTF8: throw Lexer.message(error)
        }
      }
    }
  }
}
