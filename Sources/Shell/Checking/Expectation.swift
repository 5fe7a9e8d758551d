import Composable

/// Checks `expect PATH == VALUE`: the value at the path against a literal written in the syntax
/// the dumper prints (`1`, `"Incremented!"`, `nil`, `Counter.State(count: 1)`).
public enum Expectation {
  /// Nil when the expectation holds; otherwise the message saying both values.
  public static func check(path: String, expected: String, in state: Any) throws(ShellError)
    -> String?
  {
    let actual = try StatePath.value(at: path, in: state)
    if StatePath.unwrap(actual) is SecretValue {
      throw ShellError("\(path) is a secret: it cannot be compared (it always prints as \"••••\")")
    }
    return try check(path: path, expected: expected, actual: actual)
  }

  /// ``check(path:expected:in:)`` for the value the path reached.
  private static func check(path: String, expected: String, actual: Any) throws(ShellError)
    -> String?
  {
    let words = try Lexer.words(expected)
    // Quoted means the whole value is one string literal, not a dump with strings inside.
    let quoted =
      words.count == 1 && words[0].quoteOffset == 0
      && (expected.hasSuffix("\"") || expected.hasSuffix("\"#"))
    if words.count == 1, let literal = try? LiteralValue(word: words[0]),
      let verdict = compare(
        actual, with: spellsNil(words[0], for: actual) ? .nil : literal, quoted: quoted)
    {
      if verdict || TypedValue.equals(expected, actual) { return nil }
      return failure(path: path, expected: expected, actual: actual)
    }
    let actualText = normalized(customDump(actual))
    let expectedText = normalized(expected)
    if actualText == expectedText { return nil }
    // An enum case may be written as the dumper nests it (`.dismissed`), without its type.
    if expectedText.hasPrefix("."), let value = StatePath.unwrap(actual) {
      let typePrefix = typeName(type(of: value))
      if actualText.hasPrefix(typePrefix + "."),
        actualText.dropFirst(typePrefix.count) == expectedText
      {
        return nil
      }
    }
    // Every form `send` reads for the value's type (`"2026-01-02T03:04:05Z"` for a `Date`,
    // `Genre.poetry`, `.some(3)`, `["a", "b"]` for a `Set`).
    if TypedValue.equals(expected, actual) { return nil }
    if case .structure(let type, let fields, _) = StateTree(source: expected),
      holdsFields(type: type, fields, in: actual)
    {
      return nil
    }
    if words.count == 1, !quoted, "\"\(expected)\"" == customDump(actual) {
      return failure(path: path, expected: expected, actual: actual)
        + " (write text in quotes: \"\(expected)\")"
    }
    return failure(path: path, expected: expected, actual: actual)
  }

  /// Whether a struct literal written for one of the feature's own structs (`Todo.State(…)`,
  /// every field written, as ``checkType(path:expected:in:)`` requires) holds field by field:
  /// each field's value compared as `expect` compares one for that field, so that every form a
  /// field takes alone (`.none` for nil, `0x10`, `.poetry`) it takes inside the literal too,
  /// rather than only the text the dumper prints. A library's struct (`AlertState`) or one
  /// with its own dump may leave fields out, and is compared by its dump alone.
  private static func holdsFields(type: String, _ written: [StateTree.Field], in actual: Any)
    -> Bool
  {
    guard let value = StatePath.unwrap(actual),
      !SwiftExpression.isLibraryType(Swift.type(of: value)),
      !(value is CustomDumpReflectable), !(value is CustomDumpRepresentable),
      !(value is OmittedDumpFields),
      case .structure(let valueType, let fields, _) = StateTree(value),
      valueType == type || valueType.hasSuffix("." + type) || type.hasSuffix("." + valueType),
      fields.map(\.label).sorted() == written.map(\.label).sorted()
    else { return false }
    let children = Mirror(reflecting: representedValue(value)).children
    return written.allSatisfy { field in
      guard let child = children.first(where: { $0.label == field.label }) else { return false }
      if case .structure(let type, let fields, _) = field.node,
        holdsFields(type: type, fields, in: child.value)
      {
        return true
      }
      do {
        return try check(path: field.label, expected: field.node.text, actual: child.value) == nil
      } catch {
        return false
      }
    }
  }

  /// Whether `word` is one of Swift's spellings of nil, `.none` or `Optional.none`, written for
  /// an optional slot (`@Presents` and other wrappers looked through), where Swift reads it as
  /// `nil` (docs/commands.md: an optional takes `nil` or `.none`). For a slot that is no
  /// optional, `.none` is an enum's own case and stays one.
  static func spellsNil(_ word: Word, for actual: Any) -> Bool {
    guard !word.isQuoted, word.text == ".none" || word.text == "Optional.none" else {
      return false
    }
    return StatePath.unwrap(actual) == nil
      || Mirror(reflecting: representedValue(actual)).displayStyle == .optional
  }

  /// Compares a plain value with a literal by value (so `2` matches `2.0`); nil when the value is
  /// not a plain one and dumps must be compared instead.
  private static func compare(_ actual: Any, with literal: LiteralValue, quoted: Bool) -> Bool? {
    guard let actual = StatePath.unwrap(actual) else { return literal == .nil }
    switch (actual, literal) {
    case (let value as Int, .int(let expected)): return value == expected
    case (let value as Double, .int(let expected)): return value == Double(expected)
    case (let value as Double, .unsigned(let expected)): return value == Double(expected)
    case (let value as Double, .double(let expected)): return value == expected
    case (let value as Bool, .bool(let expected)): return value == expected
    case (let value as String, .string(let expected)): return value == expected
    case (_, .nil): return false
    case (_, .string(let expected))
    where quoted && !(actual is Int || actual is Double || actual is Bool):
      // Text-like values (TextState) dump as a quoted string.
      return customDump(actual) == customDump(expected)
    case (_, .string) where !quoted:
      // A bare word such as `.dismissed` is compared as dump text.
      return nil
    case (is Int, _), (is Double, _), (is Bool, _), (is String, _): return false
    default: return nil
    }
  }

  /// Why `expect PATH != VALUE` failed: the value is the one it must not be.
  static func equalFailure(path: String, expected: String, in state: Any) -> String {
    let actual = (try? StatePath.value(at: path, in: state)).map { customDump($0) } ?? expected
    return actual.contains("\n")
      ? "expected \(path) != \(expected), but \(path) is:\n\(actual)"
      : "expected \(path) != \(expected), but \(path) is \(actual)"
  }

  private static func failure(path: String, expected: String, actual: Any) -> String {
    let actualText = customDump(actual)
    if actualText.contains("\n") {
      return "expected \(path) == \(expected), but \(path) is:\n\(actualText)"
    }
    return "expected \(path) == \(expected), but \(path) is \(actualText)"
  }

  /// Drops whitespace and array index labels (`[0]:`) outside string literals, so layout does
  /// not matter and an array may be written as a Swift literal; and writes every string literal
  /// one way (``QuotedString/canonical(_:)``, a dump's `"""` block on one line first), so that
  /// strings compare by what they hold: `"q\"x"` as typed is the dump's `#"q"x"#`.
  static func normalized(_ text: String) -> String {
    var text = text
    if text.contains("\"\"\"") {
      text = OneLineDump.oneLine(
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    return dropIndexLabels(collapsedBlanks(QuotedString.canonical(text)))
  }

  private static func dropIndexLabels(_ text: String) -> String {
    var result = ""
    var quotes = QuoteTracker()
    var characters = text[...]
    while let character = characters.first {
      if !quotes.isInString, character == "[",
        let close = characters.firstIndex(of: "]"),
        characters[characters.index(after: characters.startIndex)..<close].allSatisfy(\.isNumber),
        close > characters.index(after: characters.startIndex),
        characters[characters.index(after: close)...].first == ":"
      {
        characters = characters[characters.index(close, offsetBy: 2)...]
        continue
      }
      result.append(character)
      _ = quotes.take(character)
      characters = characters.dropFirst()
    }
    return result
  }

  private static func collapsedBlanks(_ text: String) -> String {
    var result = ""
    var quotes = QuoteTracker()
    for character in text where quotes.take(character) || !character.isWhitespace {
      result.append(character)
    }
    return result
  }
}
