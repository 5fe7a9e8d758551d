import Composable

/// Reads a value out of a state by a dotted path (`count`, `alert.title`, `items.0.name`),
/// walking the same fields the dumper prints. Optionals are looked through; a property wrapper's
/// storage (`_alert`) answers to its plain name (`alert`).
public enum StatePath {
  public static func value(at path: String, in state: Any) throws(ShellError) -> Any {
    var current = state
    var walked: [BracketPath.Step] = []
    let steps: [BracketPath.Step] =
      BracketPath.hasBrackets(path)
      ? try BracketPath.steps(path)
      : path.split(separator: ".", omittingEmptySubsequences: false).map {
        BracketPath.Step.name(String($0))
      }
    for step in steps {
      let here = walked.isEmpty ? "the state" : BracketPath.text(walked)
      guard case .name(let component) = step else {
        current = try element(step, of: current, here: here)
        walked.append(step)
        continue
      }
      guard !component.isEmpty else {
        throw ShellError(
          "'\(ShellError.shown(path))' has an empty part: write paths as alert.title")
      }
      guard let unwrapped = unwrap(current) else {
        throw ShellError("\(here) is nil, so it has no '\(ShellError.shown(component))'")
      }
      if unwrapped is SecretValue {
        throw ShellError("\(here) is a secret: nothing inside it can be read")
      }
      if let payload = casePayload(named: component, of: unwrapped, here: here) {
        current = try payload.get()
        walked.append(step)
        continue
      }
      let fields = children(of: unwrapped)
      if let index = Int(component),
        fields.allSatisfy({ $0.label == nil || $0.label!.hasPrefix("[") })
      {
        guard fields.indices.contains(index) else {
          throw ShellError(
            "\(here) has \(fields.count) element(s): index \(component) is out of range")
        }
        current = fields[index].value
      } else if let field = field(named: component, in: fields)
        ?? field(named: component, in: storedFields(of: unwrapped))
      {
        // Stored fields answer too: a dump may leave one out (a button's nil role) or rename it.
        current = field.value
      } else {
        let names = fields.compactMap(\.label).map {
          $0.hasPrefix("_") ? String($0.dropFirst()) : $0
        }
        let typeName = Composable.typeName(type(of: unwrapped))
        let list = names.isEmpty ? "it has no fields" : "fields: \(names.joined(separator: ", "))"
        throw ShellError(
          "no field '\(ShellError.shown(component))' in \(typeName)\(Suggestion.hint(for: component, in: names)) (\(list))"
        )
      }
      walked.append(step)
    }
    return representedValue(current)
  }

  /// The field names at a path, for completion.
  public static func fieldNames(of value: Any) -> [String] {
    guard let value = unwrap(value), !(value is SecretValue) else { return [] }
    return children(of: value).compactMap(\.label).map {
      $0.hasPrefix("_") ? String($0.dropFirst()) : $0
    }
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
    for component in path.split(separator: ".").map(String.init) {
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
