import Composable

/// Reads a value out of a state by a dotted path (`count`, `alert.title`, `items.0.name`),
/// walking the same fields the dumper prints; an element may also be written as the dump shows
/// it, `alert.actions[0].label`, a stack's or an identified array's by position or id
/// (`path[1]`, `rows[id: 3]`), a dictionary's entry by key (`coins["BTC"]`, see
/// `StatePath+Dictionary.swift`), and an enum's payload by its case (`destination.edit`). Optionals are looked through; a property wrapper's
/// storage (`_alert`) answers to its plain name (`alert`).
public enum StatePath {
  public static func value(at path: String, in state: Any) throws(ShellError) -> Any {
    try reach(path, in: state)
  }

  private static func reach(_ path: String, in state: Any) throws(ShellError) -> Any {
    var current = state
    var walked: [String] = []
    let components = try self.components(of: path)
    for component in components {
      let here = walked.isEmpty ? "the state" : shown(walked)
      guard let unwrapped = unwrap(current) else {
        throw ShellError(
          "\(here) is nil, so it has no '\(ShellError.shown(component))'", kind: .pathThroughNil)
      }
      if unwrapped is SecretValue {
        throw ShellError("\(here) is a secret: nothing inside it can be read")
      }
      // A dictionary's entry by key (`coins["BTC"]`, `byYear[2024]`), as Swift's subscript.
      if isDictionary(unwrapped), keyText(of: component) != nil || WholeNumber(component) != nil {
        current = try dictionaryValue(component, in: unwrapped, here: here)
        walked.append(component)
        continue
      }
      if let key = keyText(of: component) {
        throw ShellError(
          "'\(ShellError.shown(path))' has '[\(ShellError.shown(key))]': an element is a number in brackets, as actions[0]"
        )
      }
      // Navigation: an element of a stack or an identified array by id or position, and the
      // payload of an enum case (a destination, a stack element).
      let element: Any?
      element = try navigationStep(component, in: unwrapped, here: here)
      if let element {
        current = element
        walked.append(component)
        continue
      }
      let fields = children(of: unwrapped)
      // Digits too large for `Int` are an index past the end too (see `WholeNumber`).
      if let index = WholeNumber(component)?.value,
        fields.allSatisfy({ $0.label == nil || $0.label!.hasPrefix("[") })
      {
        // A number or a field-less struct has no children either: not an empty collection.
        guard !fields.isEmpty || Mirror(reflecting: unwrapped).displayStyle == .collection else {
          let typeName = Composable.typeName(type(of: unwrapped))
          throw ShellError(
            "\(here) is \(Wording.withArticle(typeName)), not a collection: it has no element \(component)"
          )
        }
        guard fields.indices.contains(index) else {
          throw ShellError(
            "\(here) has \(Wording.count(fields.count, "element")): index \(component) is out of range"
          )
        }
        current = fields[index].value
      } else if let field = field(named: component, in: fields)
        ?? field(named: component, in: storedFields(of: unwrapped))
        ?? field(
          named: component, in: (unwrapped as? OmittedDumpFields)?.omittableDumpFields ?? [])
      {
        // Stored fields answer too: a dump may leave one out (a button's nil role) or rename it.
        current = field.value
      } else if component == "count", let count = elementCount(of: unwrapped) {
        // As Swift's `rows.count`: a collection's (or a string's) number of elements.
        current = count
      } else {
        let names = fields.compactMap(\.label).map(ShownFields.name)
        let typeName = Composable.typeName(type(of: unwrapped))
        let list = names.isEmpty ? "it has no fields" : "fields: \(names.joined(separator: ", "))"
        // An enum's other case, or a collection's elements, may answer once the state moves.
        let isStruct =
          Mirror(reflecting: unwrapped).displayStyle == .struct
          && !(unwrapped is NavigationElements)
        throw ShellError(
          "no field '\(ShellError.shown(component))' in \(typeName)\(Suggestion.hint(for: component, in: names)) (\(list))",
          kind: isStruct ? .noFieldOfAStruct : .refused)
      }
      walked.append(component)
    }
    return representedValue(current)
  }

  /// A path's components as the user writes the path, for every message that names one:
  /// positions and ids in brackets (`path[0].detail`, `rows[id: 3].title`).
  public static func shown(_ components: [String]) -> String {
    var out = ""
    for component in components {
      if component.hasPrefix("[") {
        out += component
      } else if !out.isEmpty, component.allSatisfy(\.isASCIIDigit) {
        out += "[\(component)]"
      } else {
        out += (out.isEmpty ? "" : ".") + component
      }
    }
    return out
  }

  /// The steps of a path: its dotted parts, with each `[N]` an index step of its own
  /// (`actions[0].label` is `actions`, `0`, `label`, as `actions.0.label`).
  static func components(of path: String) throws(ShellError) -> [String] {
    var result: [String] = []
    for part in BracketPath.dottedParts(path) {
      var rest = part[...]
      let name = rest.prefix { $0 != "[" }
      rest = rest.dropFirst(name.count)
      if !name.isEmpty { result.append(String(name)) }
      if name.isEmpty && (rest.isEmpty || result.isEmpty && !path.hasPrefix("[")) {
        throw ShellError(
          "'\(ShellError.shown(path))' has an empty part: write paths as alert.title")
      }
      while !rest.isEmpty {
        guard rest.first == "[", let close = BracketPath.closingBracket(in: rest) else {
          throw ShellError(
            "'\(ShellError.shown(path))' has an unclosed '[': write an element as actions[0]")
        }
        let index = rest[rest.index(after: rest.startIndex)..<close]
        if let id = elementID(in: index) {
          result.append(idComponent(id))
          rest = rest[rest.index(after: close)...]
          continue
        }
        guard !index.isEmpty else {
          throw ShellError(
            "'\(ShellError.shown(path))' has '[]': an element is a number in brackets, as actions[0]"
          )
        }
        // Anything else in brackets is a dictionary's key, as Swift's `coins["BTC"]`; on a
        // value that is not a dictionary it is refused where the walk reaches it.
        result.append(index.allSatisfy(\.isASCIIDigit) ? String(index) : keyComponent(index))
        rest = rest[rest.index(after: close)...]
      }
    }
    return result
  }

  /// The number of elements of a collection (an array, a set, a dictionary, a string, an
  /// identified array, a stack); nil for any other value.
  static func elementCount(of value: Any) -> Int? {
    if let elements = value as? NavigationElements { return elements.navigationIDs.count }
    if let collection = value as? any Collection { return collection.count }
    return nil
  }

  /// The field names at a path, for completion.
  public static func fieldNames(of value: Any) -> [String] {
    guard let value = unwrap(value), !(value is SecretValue) else { return [] }
    return children(of: value).compactMap(\.label).map(ShownFields.name)
  }

  /// The value inside an Optional (nil for `.none`), or the value itself.
  static func unwrap(_ value: Any) -> Any? {
    let value = representedValue(value)
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { unwrap($0.value) } ?? nil
  }

  private static func field(named name: String, in fields: [(label: String?, value: Any)])
    -> (label: String?, value: Any)?
  {
    fields.first { $0.label == name } ?? fields.first { $0.label == "_" + name }
  }

  /// Whether the value at `path` is, or lies inside, a secret.
  public static func isSecret(at path: String, in state: Any) -> Bool {
    var current = state
    for component in (try? components(of: path)) ?? [] {
      guard let value = unwrap(current) else { return false }
      if value is SecretValue { return true }
      guard let next = try? Self.value(at: component, in: value) else { return false }
      current = next
    }
    return unwrap(current) is SecretValue
  }

  private static func storedFields(of value: Any) -> [(label: String?, value: Any)] {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .enum ? [] : mirror.children.map { ($0.label, $0.value) }
  }

  private static func children(of value: Any) -> [(label: String?, value: Any)] {
    let mirror = (value as? CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
    if mirror.displayStyle == .enum { return [] }
    return mirror.children.map { ($0.label, $0.value) }
  }
}
