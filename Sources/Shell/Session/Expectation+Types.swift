import Composable

extension Expectation {
  /// Throws when `expected` cannot be a value of the field at `path`, as `send` refuses a value
  /// of the wrong type (`name is String, got an integer 5`, `isLoading is Bool, got nil`), or is
  /// a bare word that is no value at all (`maybe`); a path through nil is not checked here.
  /// `expect` checks only the second (a value of another type is a failed expectation there,
  /// as comparing unequal values is); a block checks both (`typesToo`).
  static func checkType(path: String, expected: String, in state: Any, typesToo: Bool = true)
    throws(ShellError)
  {
    guard let actual = try? StatePath.value(at: path, in: state) else { return }
    let words = try Lexer.words(expected)
    guard words.count == 1, let literal = try? LiteralValue(word: words[0]) else { return }
    let isOptional = Mirror(reflecting: actual).displayStyle == .optional
    let value = StatePath.unwrap(actual)
    guard let value else { return }
    // A value written as `send` writes one of the field's type fits (`poetry` for an enum).
    let readsAsField = { (try? TypedValue.read(expected, as: type(of: actual))) != nil }
    if !(value is String), !words[0].isQuoted, case .string(let word) = literal,
      let first = word.first, first.isLowercase,
      word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !readsAsField()
    {
      // A value enum's case that is not one: the line `send` gives, with its cases.
      let valueType = type(of: value)
      if !ActionParameter(valueOf: valueType).kind.caseNames.isEmpty {
        do {
          _ = try TypedValue.read(expected, as: valueType)
        } catch {
          throw ShellError("\(path): \(error.message)")
        }
      }
      // An enum case is written `.dismissed`; a plain lowercase word is no value at all.
      throw ShellError(
        "'\(ShellError.shown(word))' is not a value: write a literal (1, \"text\", true, nil) or a case (.\(ShellError.shown(word))) for \(path)"
      )
    }
    guard typesToo else { return }
    let fits: Bool
    switch (value, literal) {
    case (_, .nil): fits = isOptional
    case (is Int, .int), (is Double, .int), (is Double, .double), (is Bool, .bool),
      (is String, .string):
      fits = true
    case (is Int, _), (is Double, _), (is Bool, _), (is String, _): fits = false
    default: fits = true
    }
    let typeName = Composable.typeName(type(of: value))
    guard !fits, !readsAsField() else { return }
    throw ShellError(
      "\(path) is \(typeName)\(isOptional ? "?" : ""), got \(literal.described)")
  }
}
