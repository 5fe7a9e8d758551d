import Composable

/// A value written at the shell read as a value of a known type, exactly as `send` reads a
/// payload of that type (``ActionResolver`` for the word, ``ParameterKind`` and the catalog's
/// builders for the value): a quoted ISO 8601 date or UUID, a value enum's case (`poetry`,
/// `.poetry`, `Genre.poetry`), `.some(x)` and `.none`, `0x10` and `1_000`, a `Set` or a
/// `Dictionary` literal, a `Decodable` struct. `expect` and `{ … }` blocks read their values
/// here, so that every form `send` takes is a form they take.
enum TypedValue {
  /// The value of `type` that `text` (one word) writes, or the line `send` would print for it
  /// (`expected Todos.Filter (one of: all, active, completed), got a string "bogus"`).
  static func read(_ text: String, as type: Any.Type) throws(ShellError) -> Any {
    let words = try Lexer.words(text)
    guard words.count == 1 else { throw ShellError("'\(ShellError.shown(text))' is not one value") }
    let parameter = ActionParameter(valueOf: type)
    if let reason = parameter.kind.unbuildable { throw ShellError(reason) }
    let literal = try ActionResolver.literal(
      words[0], for: parameter, caseName: "", signature: parameter.typeName, fullName: "")
    do {
      return try LiteralValue.build(type, from: literal)
    } catch {
      throw ShellError(error.message)
    }
  }

  /// Whether `text` writes a value of `actual`'s type equal to `actual`.
  static func equals(_ text: String, _ actual: Any) -> Bool {
    guard let value = try? read(text, as: Swift.type(of: actual)) else { return false }
    return isEqualValues(value, actual)
  }
}
