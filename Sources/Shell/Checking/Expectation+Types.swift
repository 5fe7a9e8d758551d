import Composable
import Foundation

extension Expectation {
  /// The one type check of a value written for the field at `path`, shared by `expect` and
  /// `{ … }` blocks: throws the line `send` would print for a value the field's type cannot
  /// hold, as Swift refuses it to compile: a literal of another type (`count is Int, got a string
  /// "1"`, `isComplete is Bool, got nil`), a bare word that is no value (`maybe`), a value
  /// enum's case it does not have (`.al`, with a did-you-mean), a quoted date, UUID or URL that
  /// is none (`2026-13-01T01:00:00Z`), and a struct literal whose fields are not the struct's (a
  /// field missing or unknown). A path through nil is not checked here.
  static func checkType(path: String, expected: String, in state: Any) throws(ShellError) {
    let actual: Any
    do {
      actual = try StatePath.value(at: path, in: state)
    } catch {
      // A field no struct on the way has is refused before anything runs; what is absent now
      // may be there once the command has run, and is checked then.
      if error.kind == .noFieldOfAStruct { throw error }
      return
    }
    try checkType(path: path, expected: expected, actual: actual)
    // Then inside it, by type: elements, payloads and fields the state may not hold yet.
    try LiteralShapeCheck.check(expected, as: type(of: actual), path: path)
  }

  private static func checkType(path: String, expected: String, actual: Any) throws(ShellError) {
    let textual: [Any.Type] = [Date.self, UUID.self, URL.self, Date?.self, UUID?.self, URL?.self]
    if textual.contains(where: { $0 == type(of: actual) }),
      let words = try? Lexer.words(expected), words.count == 1, words[0].isQuoted
    {
      // Written in quotes as `send` writes one, the text must be a value of the type (nil or
      // not: the field's type says which).
      do {
        _ = try TypedValue.read(expected, as: type(of: actual))
      } catch {
        throw ShellError("\(path): \(error.message)")
      }
    }
    if let words = try? Lexer.words(expected), words.count == 1, !words[0].isQuoted,
      let literal = try? LiteralValue(word: words[0]),
      let misnamed = EnumLiteral.misnamed(literal, for: type(of: actual))
    {
      // Another type's case, or one the enum lacks: Swift would not compile it.
      throw ShellError("\(path): \(misnamed)")
    }
    let isOptional = Mirror(reflecting: actual).displayStyle == .optional
    guard let value = StatePath.unwrap(actual) else { return }
    if case .structure(let type, let fields, _) = StateTree(source: expected) {
      return try checkFields(path: path, type: type, fields: fields, of: value)
    }
    let words = try Lexer.words(expected)
    guard words.count == 1 else { return }
    let literal: LiteralValue
    do {
      literal = try LiteralValue(word: words[0])
    } catch {
      // No value at all (`0x`, a value nested past the limit): `send` refuses it the same way,
      // and comparing its text with the dump would only say it differs. A structured value the
      // reader cannot build (`Date(2030-05-06T08:08:09.000Z)`, as dumps print one) is compared
      // as text.
      if StructuredLiteral.isStructured(words[0]) && error.kind != .nestedTooDeep { return }
      throw ShellError("\(path): \(error.message)", kind: error.kind)
    }
    // A value written as `send` writes one of the field's type fits (`poetry` for an enum).
    let readsAsField = { (try? TypedValue.read(expected, as: type(of: actual))) != nil }
    let valueType = type(of: value)
    let kind = ActionParameter(valueOf: valueType).kind
    if !(value is String), !words[0].isQuoted, case .string(let word) = literal,
      Self.isCaseLike(word), !readsAsField()
    {
      // A value enum's case that is not one: the line `send` gives, with its cases.
      if !kind.caseNames.isEmpty {
        do {
          _ = try TypedValue.read(expected, as: valueType)
        } catch {
          throw ShellError("\(path): \(error.message)")
        }
      }
      if !word.hasPrefix("."), word.first?.isLowercase == true {
        // An enum case is written `.dismissed`; a plain lowercase word is no value at all.
        throw ShellError(
          "'\(ShellError.shown(word))' is not a value: write a literal (1, \"text\", true, nil) or a case (.\(ShellError.shown(word))) for \(path)"
        )
      }
    }
    let fits: Bool
    switch (value, literal) {
    case (_, .nil): fits = isOptional
    case (is Int, .int), (is Double, .int), (is Double, .unsigned), (is Double, .double),
      (is Bool, .bool),
      (is String, .string):
      fits = true
    case (is Int, _), (is Double, _), (is Bool, _), (is String, _): fits = false
    default: fits = true
    }
    guard !fits, !readsAsField() else { return }
    var hint = ""
    if value is Bool, case .string(let word) = literal, !words[0].isQuoted {
      hint = Suggestion.hint(for: word, in: ["true", "false"])
    }
    throw ShellError(
      "\(path) is \(typeName(valueType))\(isOptional ? "?" : ""), got \(literal.described)\(hint)")
  }

  /// `poetry`, `.poetry`, `Genre.poetry`: a word that names an enum case, not a number or text.
  private static func isCaseLike(_ word: String) -> Bool {
    let name = word.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// `Todo.State(description: "Buy milk", id: 0)` for a `Todo.State`: each field the dump
  /// writes for one of the feature's structs is written, and only those; each field's value is
  /// checked in turn.
  private static func checkFields(
    path: String, type: String, fields written: [StateTree.Field], of value: Any
  ) throws(ShellError) {
    // A feature's own struct, dumped field by field; a library's (an `AlertState`) or one with
    // its own dump may leave fields out, and is compared as written.
    guard !SwiftExpression.isLibraryType(Swift.type(of: value)),
      !(value is CustomDumpReflectable), !(value is CustomDumpRepresentable),
      !(value is OmittedDumpFields),
      case .structure(let valueType, let fields, _) = StateTree(value),
      valueType == type || valueType.hasSuffix("." + type) || type.hasSuffix("." + valueType)
    else { return }
    let names = fields.map(\.label)
    let labels = written.map(\.label)
    if let unknown = labels.first(where: { !names.contains($0) }) {
      throw ShellError(
        "\(path): no field '\(ShellError.shown(unknown))' in \(valueType)\(Suggestion.hint(for: unknown, in: names)) (fields: \(names.joined(separator: ", ")))"
      )
    }
    let missing = names.filter { !labels.contains($0) }
    if !missing.isEmpty {
      throw ShellError(
        "\(path): \(valueType)(…) is missing \(missing.joined(separator: ", ")): write every field, as 'state \(path)' prints it"
      )
    }
    let children = Mirror(reflecting: representedValue(value)).children
    for field in written {
      guard let child = children.first(where: { $0.label == field.label }) else { continue }
      let here = path + "." + ShownFields.name(field.label)
      if case .structure(let type, let fields, _) = field.node {
        guard let inner = StatePath.unwrap(child.value) else { continue }
        try checkFields(path: here, type: type, fields: fields, of: inner)
      } else {
        try checkType(path: here, expected: field.node.text, actual: child.value)
      }
    }
  }
}
