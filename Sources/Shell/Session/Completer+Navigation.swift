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
    return level.flatMap { action in
      [prefix + action.name + (action.isChild ? "." : "")]
        + elementActionNames(prefix + action.name, action)
    }
  }

  /// The case a `send` names (`setGenre`, `path[0].detail.rate`, or relative to the focus) and
  /// its parameters as they are typed: without the element ids its brackets give.
  func sendTarget(_ typed: String) -> (case: ActionDescription, parameters: [ActionParameter])? {
    var steps: [BracketPath.Step] = []
    if let focus, let focused = try? BracketPath.steps(focus.actionPath) { steps = focused }
    guard let typedSteps = try? BracketPath.steps(typed), case .name(let name)? = typedSteps.last
    else { return nil }
    steps += typedSteps.dropLast()
    let level = descend(host.actions, steps)
    guard let found = level.first(where: { $0.name == name }) else { return nil }
    let elementSteps = steps.filter { if case .name = $0 { false } else { true } }.count
    return (found, Array(found.parameters.dropFirst(min(elementSteps, found.parameters.count))))
  }

  /// `path[0].`, `path[1].`: a stack's or an identified array's elements by position, the
  /// form the docs use, for an action case that reaches elements (`path` with `element`).
  func elementActionNames(_ name: String, _ action: ActionDescription) -> [String] {
    guard action.children.contains(where: { $0.name == "element" }),
      let value = try? StatePath.value(at: absoluteStatePath(name)!, in: host.state),
      let elements = StatePath.unwrap(value) as? NavigationElements
    else { return [] }
    return elements.navigationIDs.indices.map { "\(name)[\($0)]." }
  }

  /// After `focus`: `..` and `/` when focused, then every presented child and stack element
  /// below the focus, by position (`path[0].detail`, `syncUpsList.addSyncUp`).
  func focusCompletions() -> [String] {
    let base = focus.map { $0.statePath + "." } ?? ""
    var paths: [String] = []
    func add(_ absolute: String) {
      guard absolute.hasPrefix(base), absolute.count > base.count else { return }
      let relative = positional(String(absolute.dropFirst(base.count)))
      if !paths.contains(relative) { paths.append(relative) }
    }
    for child in presentedChildren() {
      // An alert or a dialog is not something to focus on: `tap` answers it from here.
      if child.buttons == nil { add(child.valuePath) }
      for prefix in elementPaths(in: child.valuePath) { add(prefix) }
    }
    for path in stackElementPaths() { add(path) }
    return (focus == nil ? [] : ["..", "/"]) + paths.sorted()
  }

  /// The state path of each element of each stack in the state (`path[id: 0].detail`).
  private func stackElementPaths() -> [String] {
    var found: [String] = []
    func walk(_ value: Any, _ path: String, depth: Int) {
      guard depth < 8, let value = StatePath.unwrap(value) else { return }
      if value is StackStateMarker, let elements = value as? NavigationElements {
        for (offset, id) in elements.navigationIDs.enumerated() {
          guard let element = elements.navigationElement(at: offset) else { continue }
          let mirror = Mirror(reflecting: element)
          guard let label = mirror.children.first?.label else { continue }
          let elementPath = "\(path)[id: \(id)].\(label)"
          found.append(elementPath)
          walk(StatePath.payloadIfEnum(element), elementPath, depth: depth + 1)
        }
        return
      }
      for name in StatePath.fieldNames(of: value) {
        guard let field = try? StatePath.value(at: name, in: value) else { continue }
        walk(field, path.isEmpty ? name : path + "." + name, depth: depth + 1)
      }
    }
    walk(host.state, "", depth: 0)
    return found
  }

  /// The stack-element prefixes of a presented child's path (`path[id: 0].detail` of
  /// `path[id: 0].detail.destination.edit`).
  private func elementPaths(in path: String) -> [String] {
    guard let steps = try? BracketPath.steps(path) else { return [] }
    return steps.indices.compactMap { index in
      guard index > 0, case .id = steps[index - 1], case .name = steps[index] else { return nil }
      return BracketPath.text(Array(steps[...index]))
    }
  }

  /// `path[id: 3]` written by position (`path[1]`), as the user types it.
  private func positional(_ path: String) -> String {
    guard var steps = try? BracketPath.steps(path) else { return path }
    for index in steps.indices {
      guard case .id(let id) = steps[index] else { continue }
      let prefix = focus.map { $0.statePath + "." } ?? ""
      guard
        let value = try? StatePath.value(
          at: prefix + BracketPath.text(Array(steps[..<index])), in: host.state),
        let elements = StatePath.unwrap(value) as? NavigationElements,
        let position = elements.navigationIDs.firstIndex(of: id)
      else { continue }
      steps[index] = .position(position)
    }
    return BracketPath.text(steps)
  }

  /// After `tap` when a child presents what is tapped: the numbers and names of its alert's
  /// buttons or its sheet's actions without values.
  func childTapCompletions(matching word: String) -> [String] {
    guard let child = targetChild() else { return [] }
    let names: [String]
    if let buttons = child.buttons {
      names = buttons.buttonItems.map(\.label)
    } else {
      names = childActions(child).plain.map(\.name)
    }
    let numbers = names.indices.map { String($0 + 1) }
    let titles = names.map { title in
      title.lowercased().hasPrefix(word.lowercased()) ? word + title.dropFirst(word.count) : title
    }
    return numbers + titles
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
