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
  /// `like` is the value the slot holds now: an existential slot (`any Error`) is read as the
  /// type of the value it holds (see ``EnumLiteral``).
  static func read(_ text: String, as type: Any.Type, like actual: Any? = nil)
    throws(ShellError) -> Any
  {
    let words = try Lexer.words(text)
    guard words.count == 1 else { throw ShellError("'\(ShellError.shown(text))' is not one value") }
    let parameter = ActionParameter(valueOf: type)
    if let reason = parameter.kind.unbuildable {
      // An enum no catalog builder reads (an error with payloads), or an existential.
      guard EnumLiteral.reads(type), !words[0].isQuoted else { throw ShellError(reason) }
      return try EnumLiteral.build(try LiteralValue(word: words[0]), as: type, like: actual)
    }
    let literal = try ActionResolver.literal(
      words[0], for: parameter, caseName: "", signature: parameter.typeName, fullName: "")
    do {
      return try LiteralValue.build(type, from: literal)
    } catch {
      throw ShellError(error.message)
    }
  }

  /// Whether `text` writes a value of `actual`'s type (or of `type`, the slot's declared type
  /// when it is not `actual`'s own: `any Error`) equal to `actual`.
  static func equals(_ text: String, _ actual: Any, as type: Any.Type? = nil) -> Bool {
    guard let value = try? read(text, as: type ?? Swift.type(of: actual), like: actual) else {
      return false
    }
    return isEqualValues(value, actual)
  }
}
