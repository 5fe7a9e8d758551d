import Composable
import Reflection

/// The type check of a value written for a field, by the field's type, down into what the value
/// holds: the elements of an array, an identified array or a stack (`[5]` for todos, `[#0:
/// .detail(…)]` for a path), an enum case's payload, a struct literal's fields. Swift refuses
/// such literals to compile; so do `expect` and blocks, in one line, before anything runs.
/// Works from types, not the state's values, so it reaches elements the state does not hold yet
/// (a stack that is empty before the push the block asserts). What it cannot type (a library's
/// struct, a value with its own dump) it leaves to the comparison.
enum LiteralShapeCheck {
  /// Throws the one line for a value in `text` that `type` cannot hold; `path` names the field
  /// in the message.
  static func check(_ text: String, as type: Any.Type, path: String) throws(ShellError) {
    try check(text.trimmingBlanks, as: type, path: path, depth: 0)
  }

  private static func check(_ given: String, as type: Any.Type, path: String, depth: Int)
    throws(ShellError)
  {
    guard depth < 32 else { return }
    var type = type
    var text = given
    while let optional = type as? any OptionalType.Type {
      if text == "nil" || text == ".none" || text == "Optional.none" { return }
      type = optional.wrappedType
      for some in [".some(", "Optional.some("] where text.hasPrefix(some) && text.hasSuffix(")") {
        text = String(text.dropFirst(some.count).dropLast()).trimmingBlanks
      }
    }
    // A secret is written `"••••"` in a block; its own check compares it.
    if type is any SecretValue.Type { return }
    if text.hasPrefix("["), text.hasSuffix("]"), let collection = type as? any ElementTyped.Type {
      try checkElements(text, of: collection, path: path, depth: depth)
      return
    }
    if MetadataKind(of: type) == .enum, text.hasPrefix(".") || text.first?.isUppercase == true {
      try checkCase(text, as: type, path: path, depth: depth)
      return
    }
    if let fits = scalarFits(text, type) {
      guard !fits.fits else { return }
      throw ShellError("\(path) is \(typeName(type)), got \(fits.literal.described)")
    }
    guard isPlainStruct(type) else { return }
    if case .structure(let written, let fields, _) = StateTree(source: text) {
      try checkFields(written, fields, as: type, path: path, depth: depth)
      return
    }
    // A number, a Bool, a quoted string or nil where a struct of the feature's is expected.
    guard let words = try? Lexer.words(text), words.count == 1,
      let literal = try? LiteralValue(word: words[0])
    else { return }
    switch literal {
    case .int, .unsigned, .double, .bool, .nil: break
    case .string where words[0].isQuoted: break
    default: return
    }
    if (try? TypedValue.read(text, as: type)) != nil { return }
    throw ShellError("\(path) is \(typeName(type)), got \(literal.described)")
  }

  /// `[a, b]` (labels `[0]: ` allowed) or a stack's `[#0: a, #1: b]`, each element checked as
  /// the collection's element type.
  private static func checkElements(
    _ text: String, of collection: any ElementTyped.Type, path: String, depth: Int
  ) throws(ShellError) {
    let inner = String(text.dropFirst().dropLast()).trimmingBlanks
    guard !inner.isEmpty, inner != ":" else { return }
    let isStack = collection is any StackStateMarker.Type
    for (index, part) in QuoteTracker.topLevelParts(of: inner, separatedBy: ",").enumerated() {
      var element = part.trimmingBlanks
      var place = "\(path)[\(index)]"
      if let colon = topLevelColon(in: element) {
        let key = element[..<colon].trimmingBlanks
        let isPositionLabel =
          key.hasPrefix("[") && key.hasSuffix("]") && Int(key.dropFirst().dropLast()) != nil
        if isStack || isPositionLabel {
          if isStack {
            place = "\(path)[id: \(key.hasPrefix("#") ? String(key.dropFirst()) : key)]"
          }
          element = String(element[element.index(after: colon)...]).trimmingBlanks
        }
      }
      try check(element, as: collection.elementType, path: place, depth: depth + 1)
    }
  }

  /// `.detail(SyncUpDetail.State(…))`: a case the enum has, its payload checked as the case's
  /// payload type (a labelled one value by value).
  private static func checkCase(_ text: String, as type: Any.Type, path: String, depth: Int)
    throws(ShellError)
  {
    if let words = try? Lexer.words(text), words.count == 1,
      let literal = try? LiteralValue(word: words[0]),
      let misnamed = EnumLiteral.misnamed(literal, for: type)
    {
      throw ShellError("\(path): \(misnamed)")
    }
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
      let metadata = try? EnumMetadata.of(type)
    else { return }
    let name = text[..<open].split(separator: ".").last.map(String.init) ?? ""
    guard let found = metadata.cases.first(where: { $0.name == name }),
      let payloadType = found.payload.type
    else { return }
    let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    let parts = QuoteTracker.topLevelParts(of: inner, separatedBy: ",")
    let tuple = TupleMetadata(payloadType)
    let types = tuple.map { $0.elements.map(\.type) } ?? [payloadType]
    guard parts.count == types.count else { return }
    for (part, partType) in zip(parts, types) {
      var value = part.trimmingBlanks
      if tuple != nil, let colon = topLevelColon(in: value) {
        value = String(value[value.index(after: colon)...]).trimmingBlanks
      }
      try check(value, as: partType, path: "\(path).\(name)", depth: depth + 1)
    }
  }

  /// A struct literal of `type`: each label one of its fields (a property wrapper's storage
  /// written with or without its `_`), each value checked as that field's type.
  private static func checkFields(
    _ written: String, _ fields: [StateTree.Field], as type: Any.Type, path: String, depth: Int
  ) throws(ShellError) {
    let name = typeName(type)
    guard written == name || written.hasSuffix("." + name) || name.hasSuffix("." + written),
      let stored = structFields(of: type)?.filter({ !$0.name.hasPrefix("_$") })
    else { return }
    let names = stored.map(\.name)
    for field in fields {
      guard
        let match = stored.first(where: {
          $0.name == field.label || $0.name == "_" + field.label || "_" + $0.name == field.label
        })
      else {
        throw ShellError(
          "\(path): no field '\(ShellError.shown(field.label))' in \(name)\(Suggestion.hint(for: field.label, in: names)) (fields: \(names.joined(separator: ", ")))"
        )
      }
      try check(
        field.node.text, as: match.type, path: path + "." + ShownFields.name(field.label),
        depth: depth + 1)
    }
  }

  /// For an `Int`, `Double`, `Bool` or `String` slot and a literal number, Bool, string or nil:
  /// whether it fits, as Swift's literals do (an integer fits a `Double`); nil otherwise.
  private static func scalarFits(_ text: String, _ type: Any.Type) -> (
    fits: Bool, literal: LiteralValue
  )? {
    let scalars: [Any.Type] = [Int.self, Double.self, Bool.self, String.self]
    guard scalars.contains(where: { $0 == type }), let words = try? Lexer.words(text),
      words.count == 1, let literal = try? LiteralValue(word: words[0])
    else { return nil }
    switch (literal, type) {
    case (.int, is Int.Type), (.int, is Double.Type), (.unsigned, is Double.Type),
      (.double, is Double.Type),
      (.bool, is Bool.Type), (.string, is String.Type):
      return (true, literal)
    case (.string(let word), _) where !words[0].isQuoted && !(word.first?.isNumber ?? false):
      // A bare word (a case, a name) is left to the comparison's own check.
      return nil
    case (.int, _), (.unsigned, _), (.double, _), (.bool, _), (.string, _), (.nil, _):
      return (false, literal)
    default:
      return nil
    }
  }

  /// A struct of a feature's own, dumped field by field: what a struct literal can be checked
  /// against. A library's (`AlertState`, `Date`) or one with its own dump may leave fields out.
  private static func isPlainStruct(_ type: Any.Type) -> Bool {
    MetadataKind(of: type) == .struct && !SwiftExpression.isLibraryType(type)
      && !(type is any CustomDumpReflectable.Type) && !(type is any CustomDumpRepresentable.Type)
      && !(type is any OmittedDumpFields.Type)
  }

  /// The first `:` outside quotes and brackets.
  private static func topLevelColon(in text: String) -> String.Index? {
    var quotes = QuoteTracker()
    var depth = 0
    for index in text.indices {
      let character = text[index]
      if quotes.take(character) { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ":", depth == 0 { return index }
    }
    return nil
  }
}

/// A collection whose element type a literal's elements are checked as.
protocol ElementTyped {
  static var elementType: Any.Type { get }
}

extension Array: ElementTyped {
  static var elementType: Any.Type { Element.self }
}

extension IdentifiedArray: ElementTyped {
  static var elementType: Any.Type { Element.self }
}

extension StackState: ElementTyped {
  static var elementType: Any.Type { Element.self }
}
