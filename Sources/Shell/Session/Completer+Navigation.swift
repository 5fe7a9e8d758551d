import Composable

extension Session {
  /// What may follow a value in a state path: its fields; a stack's or an identified array's
  /// elements by position (`path[0]`, no blank, so Tab needs no quotes); an enum's case.
  func navigationFieldNames(of value: Any) -> [String] {
    guard let unwrapped = StatePath.unwrap(value) else { return [] }
    if let elements = unwrapped as? NavigationElements {
      return elements.navigationIDs.indices.map { "[\($0)]" }
    }
    let mirror = Mirror(reflecting: unwrapped)
    if mirror.displayStyle == .enum {
      return mirror.children.first?.label.map { [$0] } ?? []
    }
    return StatePath.fieldNames(of: unwrapped).flatMap { name -> [String] in
      guard let field = try? StatePath.value(at: name, in: unwrapped),
        let elements = StatePath.unwrap(field) as? NavigationElements,
        !elements.navigationIDs.isEmpty
      else { return [name] }
      return [name] + elements.navigationIDs.indices.map { "\(name)[\($0)]" }
    }
  }

  /// Action names after `send` inside a focused child, or through `[N]`: the cases at the
  /// level the typed components reach, from the focused child's actions.
  func navigationActionNames(_ components: [String]) -> [String] {
    var level = host.actions
    if let focus, let steps = try? BracketPath.steps(focus.actionPath) {
      level = descend(level, steps)
    }
    let typed = components.joined(separator: ".")
    if !typed.isEmpty {
      guard let steps = try? BracketPath.steps(typed) else { return [] }
      level = descend(level, steps)
    }
    let prefix = typed.isEmpty ? "" : typed + "."
    return level.map { prefix + $0.name + ($0.isChild ? "." : "") }
  }

  private func descend(_ start: [ActionDescription], _ steps: [BracketPath.Step])
    -> [ActionDescription]
  {
    var level = start
    for step in steps {
      switch step {
      case .name(let name):
        level = level.first { $0.name == name }?.children ?? []
      case .position, .id:
        level = level.first { $0.name == "element" }?.children ?? []
      }
    }
    return level
  }
}
