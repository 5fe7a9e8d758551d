import Composable

/// A dictionary's entry read by key, as Swift's `subscript(key:)`: `coins["BTC"]`, `byYear[2024]`.
/// The key is written as `send` writes a value of the key's type (a quoted string, a number, an
/// enum's case, a quoted UUID); a key the dictionary lacks is one line naming the keys there are.
extension StatePath {
  /// How a key step is kept among a path's components: `["BTC"]`, the brackets as written (a
  /// position stays a bare number, an id `[id: X]`).
  static func keyComponent(_ key: Substring) -> String { "[\(key)]" }

  /// The key text of a component made by ``keyComponent(_:)``, or nil for any other.
  static func keyText(of component: String) -> String? {
    guard component.hasPrefix("["), component.hasSuffix("]"), !component.hasPrefix("[id: ")
    else { return nil }
    return String(component.dropFirst().dropLast())
  }

  /// Whether `value` is a dictionary whose entries are read by key (not a stack, which is one
  /// to the dumper but reads by position and id).
  static func isDictionary(_ value: Any) -> Bool {
    !(value is NavigationElements) && Mirror(reflecting: value).displayStyle == .dictionary
  }

  /// The entries of a dictionary as (key, value), in the order the dumper prints them (by the
  /// key's dump).
  static func dictionaryEntries(of value: Any) -> [(key: Any, value: Any)] {
    Mirror(reflecting: value).children.compactMap { child -> (key: Any, value: Any)? in
      let pair = Array(Mirror(reflecting: child.value).children)
      return pair.count == 2 ? (pair[0].value, pair[1].value) : nil
    }
    .sorted { customDump($0.key) < customDump($1.key) }
  }

  /// The position, in ``dictionaryEntries(of:)``, of the entry whose key `text` writes; nil
  /// when no key equals it.
  static func entryPosition(key text: String, in dictionary: Any) -> Int? {
    dictionaryEntries(of: dictionary).firstIndex { TypedValue.equals(text, $0.key) }
  }

  /// The value under the key `component` names (`["BTC"]`, or `2024` written `[2024]`) in the
  /// dictionary `value`; one line when no key equals it (of kind `pathThroughNil`: Swift's
  /// subscript gives nil there).
  static func dictionaryValue(_ component: String, in value: Any, here: String)
    throws(ShellError) -> Any
  {
    let text = keyText(of: component) ?? component
    let entries = dictionaryEntries(of: value)
    if let position = entryPosition(key: text, in: value) { return entries[position].value }
    let keys = entries.map { customDump($0.key) }
    let shown = keys.prefix(8).joined(separator: ", ")
    let more = keys.count > 8 ? " and \(keys.count - 8) more" : ""
    let list = keys.isEmpty ? "it is empty" : "keys: \(shown)\(more)"
    throw ShellError(
      "no key \(ShellError.shown(text)) in \(here)\(Suggestion.hint(for: text, in: keys)) (\(list))",
      // Swift's subscript gives nil for it: a block's assignment there does not hold.
      kind: .pathThroughNil)
  }

  /// The `Key` type of a `Dictionary` value; nil for any other value.
  static func keyType(of dictionary: Any) -> Any.Type? {
    (type(of: dictionary) as? any KeyedByType.Type)?.keyType
  }
}

/// A dictionary type's `Key`, for reading a key typed in a path as a value of that type.
protocol KeyedByType {
  static var keyType: Any.Type { get }
}

extension Dictionary: KeyedByType {
  static var keyType: Any.Type { Key.self }
}
