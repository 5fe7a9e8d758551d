import Composable

/// An element id as the shell writes it in a path (`rows[id: "DEADBEEF-…"]`, `path[id: 0]`)
/// and reads it back: the literal `send` reads for the id's type, so that every path the
/// shell writes itself (a focus, a saved line, a completion, an action built from `rows[0]`)
/// reads back as the same element.
enum ElementIDText {
  /// `id` as a literal of its type: `0` for a stack element, `3`, `"Blob"`, `"DEADBEEF-…"` for
  /// a `UUID`, `RowID(raw: 3)` for a `Codable` struct. A type the shell cannot write is written
  /// as it prints.
  static func literal(_ id: AnyHashable) -> String {
    LiteralValue(writing: id.base)?.source ?? String(describing: id.base)
  }

  /// The literals of `elements`' ids, in order.
  static func literals(of elements: any NavigationElements) -> [String] {
    elements.navigationIDValues.map(literal)
  }

  /// The position of the element whose id is written `typed`: read as a literal of the ids'
  /// type, else matched against the ids as they print (`rows[id: DEADBEEF-…]` without quotes,
  /// `path[id: #0]` as a stack dumps its ids). Nil when no element has that id.
  static func position(of typed: String, in elements: any NavigationElements) -> Int? {
    let ids = elements.navigationIDValues
    if let id = value(of: typed, type: elements.navigationIDType),
      let position = ids.firstIndex(of: id)
    {
      return position
    }
    let quoted = typed.count >= 2 && typed.hasPrefix("\"") && typed.hasSuffix("\"")
    let bare = quoted ? String(typed.dropFirst().dropLast()) : typed
    // `todos[id: "0"]` for an `Int` id: a string where the id's own literal reads, refused as
    // `expect count == "1"` is (it matched the id as it prints).
    if quoted, value(of: bare, type: elements.navigationIDType) != nil { return nil }
    return ids.firstIndex {
      String(describing: $0.base) == bare || customDump($0.base) == bare
    }
  }

  /// The id written `typed`, read as a literal of `type`; nil when it does not read as one.
  static func value(of typed: String, type: Any.Type) -> AnyHashable? {
    guard let words = try? Lexer.words(typed), words.count == 1,
      let literal = try? LiteralValue(word: words[0]),
      let value = try? LiteralValue.build(type, from: literal)
    else { return nil }
    return value as? AnyHashable
  }
}
