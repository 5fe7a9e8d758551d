import Composable

/// `focus PATH | focus .. | focus /`: steps into a presented child or stack element, out, or
/// back to the root.
struct FocusCommand: ShellCommand {
  static let info = CommandInfo(
    group: .navigation,
    name: "focus", usage: "focus PATH | focus .. | focus /",
    summary:
      "step into a presented child or stack element (send/state/expect work there), out, or back to the root",
    example: "focus path[0].detail")

  let target: String

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1, let word = input.words.first else { throw usageError }
    return Self(target: word.text)
  }

  /// `..`, `/`, the presented children and the stack's elements.
  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? session.focusCompletions(byID: request.current.contains("[i")) : []
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try session.changeFocus(target)
    return .done(.ok)
  }
}

extension Session {
  /// `focus PATH`, `focus ..`, `focus /`: steps into a presented child or stack element,
  /// out one level, or back to the root.
  fileprivate func changeFocus(_ target: String) throws(ShellError) {
    var frames = context.focus
    switch target {
    case "..":
      guard !frames.isEmpty else { throw ShellError("focus ..: already at \(current.name)'s root") }
      frames.removeLast()
    case "/":
      frames.removeAll()
    default:
      // Read as typed first, so that a message names the path the way the user wrote it.
      let typed = absoluteStatePath(target)!
      let value: Any
      do {
        value = try StatePath.value(at: typed, in: host.state)
      } catch {
        throw outsideFocus(error, typed: target)
      }
      guard let unwrapped = StatePath.unwrap(value) else {
        throw ShellError("nothing is presented at \(typed) to focus on (it is nil)")
      }
      let statePath = try caseOfEnum(try pinned(typed), unwrapped)
      // Each presented child or stack element the path passes through gets its own frame, as
      // focusing one step at a time would give (`focus ..` then goes back one level).
      let start = frames.last.flatMap { try? BracketPath.steps($0.statePath).count } ?? 0
      let steps = try BracketPath.steps(statePath)
      let stops = Set(presentedChildren().map(\.valuePath))
      for end in min(start, steps.count)..<steps.count {
        let label =
          steps[...end].reversed().lazy.compactMap { step -> String? in
            if case .name(let name) = step { return name } else { return nil }
          }.first ?? target
        let prefix = BracketPath.text(Array(steps[...end]))
        let isElement: Bool = {
          guard end > 0, case .name = steps[end], case .id = steps[end - 1] else { return false }
          let stack = try? StatePath.value(
            at: BracketPath.text(Array(steps[..<(end - 1)])), in: host.state)
          return stack.flatMap(StatePath.unwrap) is StackStateMarker
        }()
        guard end == steps.count - 1 || isElement || stops.contains(prefix) else { continue }
        frames.append(
          FocusFrame(label: label, statePath: prefix, actionPath: try actionPath(forState: prefix)))
      }
    }
    context.focus = frames
  }

  /// A slot holding an enum (a destination's `.edit(…)`, a stack element's `.detail(…)`) is
  /// focused on its case, as `focus destination.edit` is: the actions there are the case's.
  /// A case no action reaches is refused, naming the cases that can be focused.
  private func caseOfEnum(_ path: String, _ value: Any) throws(ShellError) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return path }
    let extended = mirror.children.first?.label.map { path + "." + $0 }
    if let extended, (try? actionPath(forState: extended)) != nil { return extended }
    let slot = (try? actionPath(forState: path)).flatMap { host.actions.find($0) }
    let choices = (slot?.children ?? []).filter(\.isChild).map { path + "." + $0.name }
    let list = choices.isEmpty ? "" : " (one of: \(choices.joined(separator: ", ")))"
    throw ShellError(
      "\(path) holds \(customDump(value).split(separator: "\n")[0]), which no action reaches: focus on a presented child or a stack element\(list)"
    )
  }

  /// `path` with each position (`path[1]`) replaced by the id of the element there now
  /// (`path[id: 3]`), so that a focus stays on its element.
  private func pinned(_ path: String) throws(ShellError) -> String {
    var steps: [BracketPath.Step] = []
    for step in try BracketPath.steps(path) {
      switch step {
      case .position, .id:
        // The element by the one check every element path goes through; an id typed another
        // way (without its quotes) is kept as its type's literal.
        let here = BracketPath.text(steps)
        let value = try StatePath.value(at: here, in: host.state)
        if let elements = StatePath.unwrap(value) as? NavigationElements {
          let position = try ElementLookup.position(step, in: elements, here: here)
          steps.append(.id(ElementIDText.literal(elements.navigationIDValues[position])))
          continue
        }
      case .name:
        break
      }
      steps.append(step)
    }
    return BracketPath.text(steps)
  }

  /// After `focus`: `..` and `/` when focused, then every presented child and stack element
  /// below the focus, by position (`path[0].detail`, `syncUpsList.addSyncUp`).
  /// `byID`: written by id instead (`path[id: 0].detail`), once the word typed has begun
  /// an id's brackets.
  fileprivate func focusCompletions(byID: Bool = false) -> [String] {
    let base = focus.map { $0.statePath + "." } ?? ""
    var paths: [String] = []
    func add(_ absolute: String) {
      guard absolute.hasPrefix(base), absolute.count > base.count else { return }
      let tail = String(absolute.dropFirst(base.count))
      let relative = byID ? tail : positional(tail)
      if !paths.contains(relative) { paths.append(relative) }
    }
    for child in presentedChildren() {
      // An alert or a dialog is not something to focus on: `tap` answers it from here.
      if child.buttons == nil { add(child.valuePath) }
      for prefix in elementPaths(in: child.valuePath) { add(prefix) }
    }
    for path in elementAndRowPaths() { add(path) }
    return (focus == nil ? [] : ["..", "/"]) + paths.sorted()
  }

  /// In one walk of the state: the path of each element of each stack (`path[id: 0].detail`),
  /// and of each row of an identified array whose elements take actions of their own
  /// (`rows[id: "…"]`, offered as `rows[0]`) outside stacks and presented children.
  private func elementAndRowPaths() -> [String] {
    var found: [String] = []
    func walk(_ value: Any, _ path: String, depth: Int, inStack: Bool) {
      guard depth < 8, let value = StatePath.unwrap(value) else { return }
      if value is StackStateMarker, let elements = value as? NavigationElements {
        for (offset, id) in elements.navigationIDs.enumerated() {
          guard let element = elements.navigationElement(at: offset) else { continue }
          let mirror = Mirror(reflecting: element)
          guard let label = mirror.children.first?.label else { continue }
          let elementPath = "\(path)[id: \(id)].\(label)"
          found.append(elementPath)
          walk(StatePath.payloadIfEnum(element), elementPath, depth: depth + 1, inStack: true)
        }
        return
      }
      if let elements = value as? NavigationElements {
        guard !inStack else { return }
        for id in elements.navigationIDValues {
          let row = "\(path)[id: \(ElementIDText.literal(id))]"
          guard (try? actionPath(forState: row)) != nil else { return }
          found.append(row)
        }
        return
      }
      for name in StatePath.fieldNames(of: value) {
        guard let field = try? StatePath.value(at: name, in: value) else { continue }
        walk(field, path.isEmpty ? name : path + "." + name, depth: depth + 1, inStack: inStack)
      }
    }
    walk(host.state, "", depth: 0, inStack: false)
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
        let position = ElementIDText.position(of: id, in: elements)
      else { continue }
      steps[index] = .position(WholeNumber(position))
    }
    return BracketPath.text(steps)
  }
}
