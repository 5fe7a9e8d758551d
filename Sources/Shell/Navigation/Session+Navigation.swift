import Composable

extension Session {
  /// The prompt's name: the feature, then each focused child (`syncups/detail/edit`).
  public var promptName: String {
    // A feature whose store is not made yet has focused nothing (and the prompt makes none).
    guard let context = currentContext, !context.focus.isEmpty else { return current.name }
    let frames = context.focus
    return ([current.name] + frames.map(\.label)).joined(separator: "/")
  }

  var focus: FocusFrame? { currentContext?.focus.last }

  /// A state path as typed, made absolute from the focused child.
  func absoluteStatePath(_ path: String?) -> String? {
    guard let focus else { return path }
    guard let path, !path.isEmpty else { return focus.statePath }
    return focus.statePath + "." + path
  }

  /// A `send` name as typed, made absolute and with its brackets turned into the catalog's
  /// form: `rows[id: 3].toggle` → `rows.element.toggle` (or TCA 1.0's `row.toggle`) with
  /// `elementID=3` added to the values; `path[1]` reads the id of the stack's second element
  /// from the state (see ``walkActions(_:checked:)``). An element that is not there is refused
  /// (see ``ElementLookup``), unless `checked` is false: a reader that only asks which case the
  /// name reaches (masking a secret, completing labels) gets an id that is not there as typed.
  func navigationAction(
    _ name: String, _ arguments: [Word], relative: Bool = true, checked: Bool = true
  ) throws(ShellError) -> (String, [Word]) {
    let focus = relative ? self.focus : nil
    let full = focus.map { $0.actionPath + "." + name } ?? name
    guard BracketPath.hasBrackets(full) || focus != nil else { return (name, arguments) }
    let walk: ActionWalk
    do {
      walk = try walkActions(full, checked: checked)
    } catch {
      throw relative ? outsideFocus(error, typed: name) : error
    }
    return (walk.names.joined(separator: "."), walk.ids + arguments)
  }

  /// `error`, for a path (an action's or the state's) typed inside a focus whose first name is
  /// nothing there but a case or a field at the root, replaced by one line saying that the
  /// focus is why, in the user's words (a path inside a focus is relative to it).
  func outsideFocus(_ error: ShellError, typed: String) -> ShellError {
    guard let focus, case .name(let first)? = (try? BracketPath.steps(typed))?.first else {
      return error
    }
    // Whether the path's first name is an action case or a state field there.
    func named(in state: Any?, _ level: [ActionDescription]) -> Bool {
      level.contains { $0.name == first }
        || state.map { StatePath.fieldNames(of: $0).contains(first) } ?? false
    }
    let inside = (try? walkActions(focus.actionPath, checked: false))?.level ?? []
    let focused = (try? StatePath.value(at: focus.statePath, in: host.state)).flatMap(
      StatePath.unwrap)
    guard !named(in: focused, inside), named(in: host.state, host.actions) else { return error }
    return ShellError(
      "'\(ShellError.shown(typed))' names nothing in the focused \(focus.statePath): a path inside a focus is relative to it ('focus /' to go back to the root, 'focus ..' to step out)"
    )
  }

  /// A dotted action name from the root as the catalog has it (`path.element.detail`,
  /// `row.toggle`), written as the user writes it (`path[0].detail`, `rows[0].toggle`) for the
  /// path `typed` (relative to the focus): what messages about that path show.
  func typedActionName(_ name: String, typed: String) -> String {
    let full = focus.map { $0.actionPath + "." + typed } ?? typed
    guard BracketPath.hasBrackets(full), let walk = try? walkActions(full, checked: false) else {
      return name
    }
    // The pairs run from the root: the longest prefix of the name that differs is written.
    for pair in walk.typed.reversed()
    where name == pair.catalog || name.hasPrefix(pair.catalog + ".") {
      return pair.typed + name.dropFirst(pair.catalog.count)
    }
    return name
  }

  /// Whether the focus is on an element of a `StackState` (where `pop` leaves the screen).
  var focusIsStackElement: Bool {
    guard let focus, var steps = try? BracketPath.steps(focus.statePath) else { return false }
    while let last = steps.popLast() {
      guard case .id = last else { continue }
      let stack = try? StatePath.value(at: BracketPath.text(steps), in: host.state)
      return stack.flatMap(StatePath.unwrap) is StackStateMarker
    }
    return false
  }

  /// The action path that reaches the state at `statePath`: the same names, with `presented`
  /// put in where the state is a presentation (`addSyncUp` → `addSyncUp.presented`), and an
  /// element kept as the state names it (`rows[id: 3]`), whichever action form carries its
  /// actions (see ``walkActions(_:checked:)``).
  func actionPath(forState statePath: String) throws(ShellError) -> String {
    var names: [String] = []
    var level = host.actions
    let steps = try BracketPath.steps(statePath)
    for index in steps.indices {
      guard case .name(let name) = steps[index] else { continue }
      if index + 1 < steps.count, steps[index + 1].isElement {
        let here = BracketPath.text(Array(steps[...index]))
        let elements =
          (try? StatePath.value(at: here, in: host.state)).flatMap(StatePath.unwrap)
          as? NavigationElements
        let (skipped, beside) = level.beside(field: name)
        do {
          level = try beside.elementActions(forField: name, of: elements).element.children
        } catch {
          throw ShellError(error.message)
        }
        names += skipped + [name + BracketPath.text([steps[index + 1]])]
        continue
      }
      guard let (walked, next) = level.step(into: name) else {
        throw ShellError(
          "no actions reach '\(ShellError.shown(name))' in \(statePath): focus on a presented child or a stack element"
        )
      }
      names += walked
      level = next
    }
    if level.contains(where: { $0.name == "presented" }) { names.append("presented") }
    return names.joined(separator: ".")
  }

  /// After a command: a focused child that was dismissed or popped gives focus back to its
  /// parent, with one line saying so.
  func releaseVanishedFocus() {
    // Most sessions never focus: the frames are not copied to find that out.
    guard let context = currentContext, !context.focus.isEmpty else { return }
    var frames = context.focus
    var gone: [String] = []
    while let last = frames.last,
      (try? StatePath.value(at: last.statePath, in: host.state)).flatMap(StatePath.unwrap) == nil
    {
      gone.append(last.label)
      frames.removeLast()
    }
    guard !gone.isEmpty else { return }
    context.focus = frames
    renderer.text("(\(gone.joined(separator: ", ")) is gone: back at \(promptName))")
  }

  /// The nearest stack: the first `StackState` field of the focused child, else of the
  /// children it is inside, else of the root. Its field name, the action path it is reached
  /// by, and its elements.
  func nearestStack() throws(ShellError) -> (
    name: String, actionPrefix: String, elements: NavigationElements
  ) {
    let frames = context.focus
    for depth in stride(from: frames.count, through: 0, by: -1) {
      let frame = depth > 0 ? frames[depth - 1] : nil
      guard
        let root = frame == nil
          ? host.state : try? StatePath.value(at: frame!.statePath, in: host.state)
      else { continue }
      let value = StatePath.unwrap(root).map(StatePath.payloadIfEnum) ?? root
      for child in Mirror(reflecting: value).children {
        if child.value is StackStateMarker, let elements = child.value as? NavigationElements {
          let label = child.label ?? "path"
          let name = ShownFields.name(label)
          return (name, frame.map { $0.actionPath + "." } ?? "", elements)
        }
      }
    }
    throw ShellError("\(promptName) has no navigation stack (a StackState field)")
  }
}

extension StatePath {
  /// An enum's payload (a stack element `.detail(...)`), or the value itself.
  static func payloadIfEnum(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
      return value
    }
    return payload
  }
}

extension Session {
  /// A `{ … }` block typed inside a focused child, with its paths made absolute, as `state`
  /// and `expect` read theirs (`title = "X"` → `path[id: 0].detail.title = "X"`).
  func absoluteBlock(_ block: StateBlock?) -> StateBlock? {
    guard let block, let focus else { return block }
    return StateBlock(
      block.assignments.map {
        StateBlock.Assignment(path: focus.statePath + "." + $0.path, value: $0.value)
      })
  }

  /// The line `save` writes for a command: a `{ … }` block typed inside a focused child is
  /// written from the root, and the command's own words as it says (a `send` names its action
  /// from the root), so that the script replays without the `focus` commands.
  func replayText(_ command: Command, _ line: String) -> String {
    var line = line
    if focus != nil, let block = command.block,
      let split = try? StateBlock.split(line[...]), split.block != nil,
      let absolute = absoluteBlock(block)
    {
      line = String(split.command.trimmingBlanks) + " " + absolute.source
    }
    return command.base.replayText(line, in: self)
  }
}
