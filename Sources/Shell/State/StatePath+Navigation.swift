import Composable

extension StatePath {
  /// The id inside `[id: X]` (blanks already removed by the command parser, or not), or nil.
  static func elementID(in brackets: Substring) -> String? {
    let inside = brackets.trimmingBlanks
    guard inside.hasPrefix("id:") else { return nil }
    let id = inside.dropFirst(3).trimmingBlanks
    return id.isEmpty ? nil : id
  }

  /// How an id step is kept among a path's components: never a field name.
  static func idComponent(_ id: String) -> String { "[id: \(id)]" }

  /// One navigation step from `value`, or nil when `component` is an ordinary field or index:
  /// `[id: X]` and a position on a stack or an identified array, a case name on an enum.
  static func navigationStep(_ component: String, in value: Any, here: String)
    throws(ShellError) -> Any?
  {
    if component.hasPrefix("[id: "), component.hasSuffix("]") {
      let id = String(component.dropFirst(5).dropLast())
      guard let elements = value as? NavigationElements else {
        throw ShellError(
          "\(here) is \(typeName(type(of: value))), not a stack or an identified array: [id: X] reaches into those"
        )
      }
      let position = try ElementLookup.position(.id(id), in: elements, here: here)
      return elements.navigationElement(at: position)
    }
    if let elements = value as? NavigationElements, let position = WholeNumber(component) {
      return elements.navigationElement(
        at: try ElementLookup.position(.position(position), in: elements, here: here))
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    guard let child = mirror.children.first, let label = child.label else {
      throw ShellError(
        "\(here) is \(customDump(value)), a case without a value: it has no '\(ShellError.shown(component))'"
      )
    }
    guard label == component else {
      throw ShellError("\(here) is the case '\(label)', not '\(ShellError.shown(component))'")
    }
    return child.value
  }
}
