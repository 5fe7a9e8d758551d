import Composable

/// Something presented found in the state tree: a child feature (in a sheet, or as the
/// registration's `presentationStyles` say), or an alert or a dialog a child presents (those a
/// registration declares are shown by Session+Presentation).
struct PresentedChild {
  /// The `PresentationState`'s path (`path[id: 0].detail.destination`).
  let slotPath: String
  /// The presented value's path: the slot, plus the enum case for a destination (`….edit`).
  let valuePath: String
  let identity: AnyHashable
  /// The presented value (an enum case's payload).
  let value: Any
  /// Set for an alert or a dialog.
  let buttons: AnyButtonsState?
  /// How many stack or list elements the path goes through (their ids lead each action).
  let elementDepth: Int
  /// How the view shows a child feature (a sheet unless the registration says otherwise).
  let style: PresentationStyle
}

extension Session {
  /// Every presented child in the current feature's state, outermost first.
  func presentedChildren() -> [PresentedChild] {
    presentedPlaces().children
  }

  /// The presented children and the pushed screens (stack elements), each outermost first, in
  /// one walk of the state.
  func presentedPlaces() -> (children: [PresentedChild], screens: [PushedScreen]) {
    // Walking the state casts and mirrors every value: skipped after each send of a feature
    // whose action cannot reach a child.
    guard host.canHoldChildren else { return ([], []) }
    var found: [PresentedChild] = []
    var screens: [PushedScreen] = []
    collect(host.state, path: [], shown: [], into: &found, screens: &screens, depth: 0)
    return (found, screens)
  }

  /// `shown`: the path with a stack element written by its position (`path[1]`), as `focus`
  /// and `state` take it and a pushed screen's panel names it.
  private func collect(
    _ value: Any, path: [BracketPath.Step], shown: [BracketPath.Step],
    into found: inout [PresentedChild], screens: inout [PushedScreen], depth: Int
  ) {
    guard depth < 12 else { return }
    if let presentation = value as? AnyPresentationState {
      guard let presented = presentation.presentedValue else { return }
      var valuePath = path
      var payload = presented
      // A case `@ReducerCaseIgnored` keeps is plain state: no feature runs it.
      if IgnoredCase.holds(presented) { return }
      let mirror = Mirror(reflecting: presented)
      if mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label {
        valuePath.append(.name(label))
        payload = child.value
      }
      found.append(
        PresentedChild(
          slotPath: BracketPath.text(path), valuePath: BracketPath.text(valuePath),
          identity: presentationIdentity(of: presented), value: payload,
          buttons: payload as? AnyButtonsState,
          elementDepth: path.count { if case .name = $0 { false } else { true } },
          style: current.presentationStyles.style(
            value: Self.names(valuePath), slot: Self.names(path))))
      let shownValue = shown + valuePath[path.count...]
      collect(
        payload, path: valuePath, shown: shownValue, into: &found, screens: &screens,
        depth: depth + 1)
      return
    }
    if value is StackStateMarker, let elements = value as? NavigationElements {
      for (offset, id) in elements.navigationIDs.enumerated() {
        guard let element = elements.navigationElement(at: offset) else { continue }
        var elementPath = path + [.id(id)]
        var elementShown = shown + [.position(WholeNumber(offset))]
        var screen = element
        let mirror = Mirror(reflecting: element)
        if mirror.displayStyle == .enum, let child = mirror.children.first,
          let label = child.label
        {
          elementPath.append(.name(label))
          elementShown.append(.name(label))
          screen = child.value
        }
        screens.append(
          PushedScreen(
            elementPath: BracketPath.text(path + [.id(id)]),
            valuePath: BracketPath.text(elementPath), shownPath: BracketPath.text(elementShown),
            identity: AnyHashable(BracketPath.text(elementPath)), value: screen,
            elementDepth: elementPath.count { if case .name = $0 { false } else { true } }))
        collect(
          screen, path: elementPath, shown: elementShown, into: &found, screens: &screens,
          depth: depth + 1)
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct?:
      for child in mirror.children {
        guard let label = child.label, !label.hasPrefix("_$") else { continue }
        let name = ShownFields.name(label)
        collect(
          child.value, path: path + [.name(name)], shown: shown + [.name(name)], into: &found,
          screens: &screens, depth: depth + 1)
      }
    case .enum?:
      if let child = mirror.children.first, let label = child.label {
        collect(
          child.value, path: path + [.name(label)], shown: shown + [.name(label)], into: &found,
          screens: &screens, depth: depth + 1)
      }
    case .optional?:
      if let child = mirror.children.first {
        collect(
          child.value, path: path, shown: shown, into: &found, screens: &screens,
          depth: depth + 1)
      }
    default:
      return
    }
  }

  /// A path's field and case names, without element ids: how presentation styles name places.
  private static func names(_ path: [BracketPath.Step]) -> [String] {
    path.compactMap { if case .name(let name) = $0 { name } else { nil } }
  }

  /// Prints each child presented now that was not shown before (a new identity at its slot).
  func showNewlyPresentedChildren() {
    // A feature whose action reaches no child never has one to show (nor shown one before).
    guard host.canHoldChildren else { return }
    let registered = Set(host.presented.map(\.identity))
    let context = self.context
    let shown = context.shownChildren
    var next: [String: AnyHashable] = [:]
    let (children, screens) = presentedPlaces()
    // A screen pushed now gets its panel, as a sheet does, before what it presents.
    for screen in screens {
      let key = PushedScreen.key(screen.elementPath)
      next[key] = screen.identity
      guard shown[key] != screen.identity else { continue }
      showPushed(screen)
    }
    for child in children {
      next[child.slotPath] = child.identity
      guard shown[child.slotPath] != child.identity else { continue }
      if let ephemeral = child.value as? EphemeralState,
        registered.contains(ephemeral.presentationID)
      {
        continue
      }
      showChild(child)
      context.lastShownSlot = child.slotPath
    }
    context.shownChildren = next
  }

  func lastShown(in children: [PresentedChild]) -> PresentedChild? {
    guard let slot = context.lastShownSlot else { return nil }
    return children.last { $0.slotPath == slot }
  }

  /// The alert (or dialog) a child presents that `tap` would act on: the one shown last, else
  /// the innermost.
  func presentedButtons(dialog: Bool) -> PresentedChild? {
    let children = presentedChildren().filter {
      $0.buttons.map { $0.isConfirmationDialog == dialog } ?? false
    }
    return lastShown(in: children) ?? children.last
  }

  /// Prints a presented child: an alert or dialog as `alert` does, a feature under its style's
  /// heading (`Sheet: SyncUpForm (syncUpsList.addSyncUp)`).
  func showChild(_ child: PresentedChild) {
    if let buttons = child.buttons {
      renderer.presented(
        PresentedItem(foundAt: -1, identity: child.identity, buttons: buttons),
        feature: current.name, path: child.valuePath)
      return
    }
    let name = typeName(type(of: child.value))
    let feature = name.hasSuffix(".State") ? String(name.dropLast(6)) : name
    var lines = ["\(child.style.title): \(feature) (\(child.valuePath))"]
    // With compact diffs the change line already says what the child holds: said once.
    if (renderer as? TextRenderer)?.compactDiffs != true {
      lines += customDump(child.value).split(separator: "\n").map { "  " + $0 }
    }
    let (plain, valued) = childActions(child)
    for (index, action) in plain.enumerated() {
      lines.append("  [\(index + 1)] \(action.name)")
    }
    if !valued.isEmpty {
      lines.append("  send: " + valued.map(\.signature).joined(separator: ", "))
    }
    renderer.presentedChild(
      feature, style: child.style, path: child.valuePath, text: lines.joined(separator: "\n"),
      feature: current.name)
  }

  /// The child's sendable actions: those without values (numbered for `tap`), and the others
  /// (by signature, without the element ids the shell fills in).
  func childActions(_ child: PresentedChild) -> (
    plain: [ActionDescription], valued: [(name: String, signature: String)]
  ) {
    childActions(atState: child.valuePath, elementDepth: child.elementDepth)
  }

  /// ``childActions(_:)`` of the child feature whose state is at `valuePath`, through
  /// `elementDepth` stack or list elements (their ids lead each action).
  func childActions(atState valuePath: String, elementDepth: Int) -> (
    plain: [ActionDescription], valued: [(name: String, signature: String)]
  ) {
    guard let path = try? actionPath(forState: valuePath),
      let level = actionLevel(path)
    else { return ([], []) }
    var plain: [ActionDescription] = []
    var valued: [(String, String)] = []
    for action in level where !action.isChild {
      let own = Array(action.parameters.dropFirst(elementDepth))
      if own.isEmpty {
        plain.append(action)
      } else {
        valued.append((action.name, Self.signature(action.name, own)))
      }
    }
    // A form's fields are set through its binding action (`$store.contact.name`): listed by
    // their dotted names, as `send` takes them.
    if let binding = level.first(where: { $0.name == "binding" && $0.isChild }) {
      func add(_ cases: [ActionDescription], prefix: String) {
        for action in cases {
          let name = prefix + action.name
          if !action.isChild, action.notSendable == nil {
            valued.append(
              (name, Self.signature(name, Array(action.parameters.dropFirst(elementDepth)))))
          }
          add(action.children, prefix: name + ".")
        }
      }
      add(binding.children, prefix: "binding.")
    }
    return (plain, valued)
  }

  /// `name(label: Type, …)`, as a panel lists an action that takes values.
  private static func signature(_ name: String, _ parameters: [ActionParameter]) -> String {
    let list = parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.typeName }
    return "\(name)(\(list.joined(separator: ", ")))"
  }

  /// The action cases at an action path with brackets (`path[id: 0].detail`).
  private func actionLevel(_ path: String) -> [ActionDescription]? {
    (try? walkActions(path, checked: false))?.level
  }

  /// The child `tap` and `dismiss` act on: the one shown last, if still presented, else the
  /// innermost.
  func targetChild() -> PresentedChild? {
    let children = presentedChildren()
    return lastShown(in: children) ?? children.last
  }

  /// After a dismissal or a pop: how many effects it cancelled (those still working before it
  /// and gone once the cancelled ones have wound down).
  func reportCancelled(since before: Int, in host: any FeatureHost, verb: String = "dismissed")
    async
  {
    _ = await awaitEffects(limit: .seconds(1), in: host) {
      host.uncancelledEffectsCount == host.effectsInFlightCount
    }
    let cancelled = before - host.workingEffectsCount
    guard cancelled > 0 else { return }
    note("(cancelled \(Wording.count(cancelled, "effect")) of what was \(verb))")
    if explainsDecisions {
      note(
        "why: \(verb == "popped" ? "a pop" : "a dismiss") cancelled \(cancelled == 1 ? "this effect" : "these effects"): a screen's effects end with it"
      )
    }
  }

  /// The action path of a child's `PresentationState` (`….destination`, not `….presented`).
  func slotActionPath(_ child: PresentedChild) throws(ShellError) -> String {
    let path = try actionPath(forState: child.slotPath)
    return path.hasSuffix(".presented") ? String(path.dropLast(".presented".count)) : path
  }

  /// Sends an action named from the root (brackets allowed) with `values` after the element ids
  /// its brackets give, as `tap` does.
  func sendAbsolute(_ name: String, _ values: [Word] = [], tapped: Bool) async throws(ShellError) {
    let (resolvedName, arguments) = try navigationAction(name, values, relative: false)
    let host = self.host
    if tapped { timeline.sendSource = .tapped }
    defer { timeline.sendSource = .sent }
    let task = try sendAction(resolvedName, arguments, label: name)
    await settle(task, in: host)
  }
}
