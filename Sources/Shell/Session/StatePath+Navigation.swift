import Composable

extension StatePath {
  /// `path[1]` / `rows[id: 3]`: an element of a stack or identified array (an array takes a
  /// position too).
  static func element(_ step: BracketPath.Step, of value: Any, here: String) throws(ShellError)
    -> Any
  {
    guard let unwrapped = unwrap(value) else {
      throw ShellError("\(here) is nil, so it has no elements")
    }
    if let elements = unwrapped as? NavigationElements {
      let ids = elements.navigationIDs
      switch step {
      case .position(let position):
        guard let element = elements.navigationElement(at: position) else {
          throw ShellError(
            "\(here) has \(ids.count) element(s): position \(position) is out of range (0 to \(max(0, ids.count - 1)))"
          )
        }
        return element
      case .id(let id):
        guard let element = elements.navigationElement(id: id) else {
          let list = ids.isEmpty ? "it is empty" : "ids: \(ids.joined(separator: ", "))"
          throw ShellError(
            "no element with id \(id) in \(here)\(Suggestion.hint(for: id, in: ids)) (\(list))")
        }
        return element
      case .name:
        return unwrapped
      }
    }
    let mirror = Mirror(reflecting: unwrapped)
    if case .position(let position) = step, mirror.displayStyle == .collection {
      let elements = Array(mirror.children)
      guard elements.indices.contains(position) else {
        throw ShellError(
          "\(here) has \(elements.count) element(s): position \(position) is out of range")
      }
      return elements[position].value
    }
    throw ShellError(
      "\(here) is \(typeName(type(of: unwrapped))), not a stack or an identified array: [\(step == .position(0) ? "N" : "id: X")] reaches into those"
    )
  }

  /// The payload of the enum case `name` when `value` is an enum (a destination or a stack
  /// element: `destination.edit`, `path[1].detail`); nil when `value` is no enum.
  static func casePayload(named name: String, of value: Any, here: String)
    -> Result<Any, ShellError>?
  {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    guard let child = mirror.children.first, let label = child.label else {
      return .failure(
        ShellError("\(here) is \(customDump(value)), a case without a value: it has no '\(name)'"))
    }
    guard label == name else {
      return .failure(
        ShellError("\(here) is the case '\(label)', not '\(ShellError.shown(name))'"))
    }
    return .success(child.value)
  }
}
