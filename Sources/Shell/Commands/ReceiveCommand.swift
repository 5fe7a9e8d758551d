import Composable

/// `receive CASE.PATH [VALUE] [{ … }]`: asserts the next action an effect sent back, as TCA's
/// `store.receive(\.case.path, value)`.
struct ReceiveCommand: ShellCommand {
  static let info = CommandInfo(
    group: .testing,
    name: "receive", usage: "receive CASE.PATH [VALUE] [{ ... }]",
    summary: "assert the next action an effect sent back, and the state it changed",
    example: "receive loginResponse.success { isLoading = false }")
  static let stateBlock = StateBlockUse.own

  let path: String
  /// The payload as the dumper prints it.
  let value: String?
  let block: StateBlock?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    let body = input.text.trimmingBlanks
    // The path runs to the first blank outside brackets (`path[id: 0].detail`).
    var depth = 0
    let path = String(
      body.prefix { character in
        if character == "[" { depth += 1 }
        if character == "]" { depth -= 1 }
        return depth > 0 || (character != " " && character != "\t")
      })
    guard !path.isEmpty else { throw usageError }
    let trimmedPath = path.hasPrefix("\\.") ? String(path.dropFirst(2)) : path
    guard let names = Self.names(trimmedPath) else {
      throw ShellError(
        "receive needs a case path of names: receive CASE.PATH [VALUE] (e.g. receive loginResponse.success)"
      )
    }
    let value = body.dropFirst(path.count).trimmingBlanks
    if !value.isEmpty { _ = try Lexer.words(value) }
    return Self(
      path: names.joined(separator: "."), value: value.isEmpty ? nil : value, block: input.block)
  }

  /// `path` (an action path as typed, `path[id: 0].detail`) as `receive` keeps a case path,
  /// `path.element[id: 0].detail`; nil when a part is no name.
  static func casePath(_ path: String) -> String? {
    names(path)?.joined(separator: ".")
  }

  /// The case names of a path, with TCA's key-path spelling of a stack element, `path[id: 0]`,
  /// as the listing's `path.element` limited to that id (`element[id: 0]`); nil when a part is
  /// no name.
  private static func names(_ path: String) -> [String]? {
    var names: [String] = []
    for part in path.split(separator: ".", omittingEmptySubsequences: false) {
      var name = part
      var id: Substring?
      if let open = part.firstIndex(of: "["), part.hasSuffix("]") {
        name = part[..<open]
        let inside = part[part.index(after: open)..<part.index(before: part.endIndex)]
        guard let elementID = StatePath.elementID(in: inside) else { return nil }
        id = Substring(elementID)
      }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        return nil
      }
      names.append(String(name))
      if let id { names.append("element[id: \(id)]") }
    }
    return names
  }

  /// The case paths of the actions waiting to be received, oldest first; when none of them
  /// starts with the typed word (none has arrived yet, as a timer's tick before `advance`), the
  /// feature's cases at the level the word reaches, a stack's elements by id among them
  /// (`path[id: 0].`, TCA's key-path spelling), as `receive` takes them.
  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    guard request.position == 1 else { return [] }
    var paths: [String] = []
    for received in session.exhaustive.received where received.feature == session.current.name {
      guard let path = session.receivedCasePath(of: received.action) else { continue }
      if !paths.contains(path) { paths.append(path) }
    }
    let word = request.current
    if paths.contains(where: { $0.hasPrefix(word) }) { return paths }
    return session.receivableCasePaths(matching: word)
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    let path = session.absoluteReceivePath(self.path)
    return .waiting { () async throws(ShellError) in
      try await session.receive(path: path, value: value, block: block)
    }
  }
}

extension Session {
  /// The case path Tab offers for a received action: from the root, as `save --exhaustive`
  /// writes it (`path.element`); inside a focus, relative to it, the longest path of the focused
  /// child's cases the action matches (`delegate.startMeeting`), nil for an action that did not
  /// reach the focused child.
  fileprivate func receivedCasePath(of action: Any) -> String? {
    guard let focus, let prefix = ReceiveCommand.casePath(focus.actionPath) else {
      return Self.casePath(of: action)
    }
    let focused = prefix.split(separator: ".").map(String.init)
    guard Self.matches(action, focused, nil),
      let level = try? walkActions(focus.actionPath, checked: false).level
    else { return nil }
    var path: [String] = []
    var cases = level
    // Down the child's cases as far as the action goes (a presentation's `presented` unnamed).
    while let next = cases.first(where: { Self.matches(action, focused + path + [$0.name], nil) }) {
      path.append(next.name)
      cases = next.children
    }
    return path.isEmpty ? nil : path.joined(separator: ".")
  }

  /// `receive`'s case path from the root. Inside a focus, a path the focused child's actions
  /// have is relative to it, as `send` takes one there (`delegate.startMeeting` on
  /// `focus path[0].detail` is `path[id: 0].detail.delegate.startMeeting`); a path only the
  /// root has is from the root, as before the focus.
  fileprivate func absoluteReceivePath(_ path: String) -> String {
    guard let focus, let prefix = ReceiveCommand.casePath(focus.actionPath) else { return path }
    let full = prefix + "." + path
    let feature = current.name
    func resolves(_ path: String) -> Bool {
      (try? ActionResolver.checkReceived(path: path, value: nil, in: host.actions, feature: feature))
        != nil
    }
    return resolves(full) || !resolves(path) ? full : path
  }
}

extension Session {
  /// `receive CASE.PATH [VALUE] [{ … }]`: takes the next received action of this feature
  /// (exhaustive: it must match; otherwise earlier ones are skipped), waiting for effects at
  /// most the effect timeout, then checks the state change it made.
  fileprivate func receive(path: String, value: String?, block: StateBlock?)
    async throws(ShellError)
    -> CommandResult
  {
    let block = absoluteBlock(block)
    let feature = current.name
    let host = self.host
    try ActionResolver.checkReceived(path: path, value: value, in: host.actions, feature: feature)
    try checkBlockTypes(block)
    let components = path.split(separator: ".").map(String.init)
    func next() -> Int? {
      let indices = exhaustive.received.indices.filter {
        exhaustive.received[$0].feature == feature
      }
      if exhaustive.isOn { return indices.first }
      return indices.first { Self.matches(exhaustive.received[$0].action, components, value) }
    }
    var outcome = WaitOutcome.done
    // A sheet left up or a screen left pushed sends nothing by itself: not waited for.
    if next() == nil, host.workingEffectsCount > 0 {
      await configuration.waitingForEffects { [self] in
        outcome = await awaitEffects(limit: configuration.effectTimeout, in: host) {
          next() != nil || host.workingEffectsCount == 0
        }
      }
    }
    try Self.refusePathIntoPlainPayload(
      exhaustive.isOn
        ? Array(exhaustive.received.filter { $0.feature == feature }.prefix(1).map(\.action))
        : exhaustive.received.filter { $0.feature == feature }.map(\.action),
      components)
    guard let index = next() else {
      if !exhaustive.isOn, value != nil,
        let sameCase = exhaustive.received.first(where: {
          $0.feature == feature && Self.matches($0.action, components, nil)
        })
      {
        // TCA's test store shows the action that did arrive against the one expected.
        return report([Self.unexpected(sameCase.action, components, value)]) ?? .ok
      }
      if outcome == .interrupted {
        // Ctrl-C: no timeout passed, so TCA's timeout message would be false.
        let arrived = exhaustive.received.filter { $0.feature == feature }
          .map { OneLineDump.action(customDump($0.action)) }
        return .failed(
          "receive \(path) interrupted before it arrived; received so far: \(arrived.isEmpty ? "nothing" : arrived.joined(separator: ", ")) (the effects keep running)"
        )
      }
      // Actions did arrive, none in this case: TCA's miss, not a timeout.
      let arrived = exhaustive.received.contains { $0.feature == feature }
      if !arrived, host.workingEffectsCount > 0, outcome == .parked {
        return report([TestStoreMessages.receiveAsleep()]) ?? .ok
      }
      if !arrived, host.workingEffectsCount > 0, outcome != .done {
        return report([TestStoreMessages.receiveTimeout(configuration.effectTimeout)]) ?? .ok
      }
      return report([TestStoreMessages.noActionMatchingCasePath]) ?? .ok
    }
    let received = exhaustive.received[index]
    exhaustive.received.removeSubrange(exhaustive.received.startIndex...index)
    guard Self.matches(received.action, components, value) else {
      return report([Self.unexpected(received.action, components, value)]) ?? .ok
    }
    let failure = try checkState(before: received.before, after: received.after, block: block)
    if failure == nil {
      confirmPassed(
        "received \(OneLineDump.action(customDump(received.action)))"
          + (block.map { " " + $0.shownText } ?? ""))
    }
    return report(failure.map { [$0] } ?? []) ?? .ok
  }

  /// `receive addBook.title` where `addBook` arrived carrying a struct (or a number, a string):
  /// its payload has no cases, so the name after it is a mistake in the command, said in one
  /// line before anything is taken off the received actions.
  private static func refusePathIntoPlainPayload(_ actions: [Any], _ path: [String])
    throws(ShellError)
  {
    for action in actions {
      var value: Any = action
      for (depth, name) in path.enumerated() {
        let mirror = Mirror(reflecting: value)
        if depth > 0 {
          switch mirror.displayStyle {
          case .enum?, .tuple?, .optional?: break
          default:
            throw ShellError(
              ActionResolver.noCaseInPayload(
                case: path[..<depth].joined(separator: "."),
                payload: typeName(type(of: value)), name: name))
          }
        }
        guard let child = mirror.children.first, child.label == name else { break }
        value = child.value
      }
    }
  }

  /// Whether `action` is the case at `path` (`loginResponse.success`), with `value` as its
  /// payload when given (written as the dumper prints it).
  fileprivate static func matches(_ action: Any, _ path: [String], _ value: String?) -> Bool {
    var rest = Expectation.normalized(TestStoreMessages.caseText(action))
    for (index, component) in path.enumerated() {
      // `element[id: 0]`: a stack element with that id (see ``names(_:)``).
      let name = String(component.prefix { $0 != "[" })
      let id = component.firstIndex(of: "[").map { component[$0...] }
        .flatMap { StatePath.elementID(in: $0.dropFirst().dropLast()) }
      // TCA's case key paths go through a presentation's `.presented` without naming it
      // (`\.destination.edit`), as `send` does.
      while !rest.hasPrefix("." + name + "("), rest != "." + name, name != "presented",
        let inner = Self.payload(of: "presented", in: rest)
      {
        rest = inner
      }
      let head = "." + name
      guard rest.hasPrefix(head) else { return false }
      rest.removeFirst(head.count)
      if rest.isEmpty { continue }
      guard rest.hasPrefix("("), rest.hasSuffix(")") else { return false }
      rest = String(rest.dropFirst().dropLast())
      if let id {
        let head = "id:" + Expectation.normalized(id) + ",action:"
        guard integerStackIDs(rest).hasPrefix(integerStackIDs(head)) else { return false }
      }
      // A stack element's `(id:action:)`, as `actions` lists it: the names after `element`
      // are the element's action, whatever its id (TCA's `\.path.element` keeps both; the
      // shell's listing names the action).
      if index < path.count - 1, let action = Self.elementAction(in: rest) { rest = action }
    }
    guard let value else { return true }
    if integerStackIDs(rest) == integerStackIDs(Expectation.normalized(value)) { return true }
    // Every form `send` and `expect` read (`Contact(id: "…")` for a UUID, `ContactError.notFound`
    // for an `any Error`): read as the payload's declared type, compared by value.
    guard let payload = payload(of: action, at: path) else { return false }
    return TypedValue.equals(value, payload.value, as: payload.type)
  }

  /// The payload down `path` of `action`'s nested cases, with the type its case declares (an
  /// existential for `anyFailed(any Error)`); nil when the action is not on that path.
  private static func payload(of action: Any, at path: [String]) -> (value: Any, type: Any.Type)? {
    var current: (value: Any, type: Any.Type) = (action, type(of: action))
    for name in path {
      guard let value = StatePath.unwrap(current.value),
        let child = Mirror(reflecting: value).children.first, child.label == name,
        let metadata = try? EnumMetadata.of(Swift.type(of: value)),
        let declared = metadata.cases.first(where: { $0.name == name })?.payload.type
      else { return nil }
      current = (child.value, declared)
      // One labelled value (`network(code: Int)`) is a one-element tuple to the runtime; its
      // case is written with the value alone.
      if let tuple = TupleMetadata(declared), tuple.elements.count == 1 {
        let element = Mirror(reflecting: child.value)
        let inner: Any? =
          element.displayStyle == .tuple ? element.children.first?.value : child.value
        guard let inner else { return nil }
        current = (inner, tuple.elements[0].type)
      }
    }
    return current
  }

  /// What `.name(…)` holds when `text` is that case; nil otherwise.
  private static func payload(of name: String, in text: String) -> String? {
    let head = "." + name + "("
    guard text.hasPrefix(head), text.hasSuffix(")") else { return nil }
    return String(text.dropFirst(head.count).dropLast())
  }

  /// The `action:` of an element payload `id:#0,action:.detail(…)` (blanks taken out, as
  /// ``Expectation/normalized(_:)`` leaves it); nil for any other text.
  private static func elementAction(in text: String) -> String? {
    guard text.hasPrefix("id:") else { return nil }
    var depth = 0
    var inString = false
    var index = text.startIndex
    let marker = ",action:"
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      if !inString {
        if "([".contains(character) { depth += 1 }
        if ")]".contains(character) { depth -= 1 }
        if depth == 0, text[index...].hasPrefix(marker) {
          return String(text[text.index(index, offsetBy: marker.count)...])
        }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// "Received unexpected action:": the received action of the same case diffed against the
  /// one asked for, only what differs marked (custom-dump's diff of the action asked for, built
  /// as a value by ``ExpectedAction``, or else the texts' diff, ``ReceivedActionDiff``); another case, or a
  /// `receive` without a value, shows both whole.
  private static func unexpected(_ action: Any, _ path: [String], _ value: String?) -> String {
    // The expected action built as a value: custom-dump's diff of the two, as TCA's
    // `store.receive(.path(.popFrom(id: 1)))` prints it.
    if let value, let expected = ExpectedAction.build(value: value, path: path, like: action),
      let change = diff(expected, action)
    {
      return TestStoreMessages.receivedUnexpected(diff: StateTreeDiff.text(customDumpDiff: change))
    }
    if let value,
      let diff = ReceivedActionDiff.text(expected: value, path: path, received: action)
    {
      return TestStoreMessages.receivedUnexpected(diff: diff)
    }
    // Another case: TCA's `receive(\.case.path)` (with or without a value) shows the received
    // action alone.
    guard let value, matches(action, path, nil) else {
      return TestStoreMessages.receivedUnexpected(dump: action)
    }
    return TestStoreMessages.receivedUnexpected(
      expected: actionText(action, path, value), received: action)
  }

  /// The action `receive` asked for, written as a dump (`Feedback.Action.response(1)`), or as
  /// its case path when no value was given.
  private static func actionText(_ action: Any, _ path: [String], _ value: String?) -> String {
    guard let value else { return "\\." + path.joined(separator: ".") }
    let type = typeName(Swift.type(of: action))
    var text = value
    for name in path.reversed() { text = ".\(name)(\(text))" }
    return type + text
  }
}

extension Session {
  /// The case paths from the root at the level `word` reaches (`syncUpsList.`, `path[id: 0].`),
  /// and, beside the case carrying a stack's or a list's elements, each element by id.
  fileprivate func receivableCasePaths(matching word: String) -> [String] {
    // Inside a focus, relative to it (see ``absoluteReceivePath(_:)``).
    if let ids = elementIDCompletions(word, suffix: ".", relative: focus != nil) { return ids }
    let parent = word.lastIndex(of: ".").map { String(word[..<$0]) } ?? ""
    let walked = [focus?.actionPath ?? "", parent].filter { !$0.isEmpty }.joined(separator: ".")
    guard let level = walked.isEmpty ? host.actions : try? walkActions(walked, checked: false).level
    else { return [] }
    return casePaths(at: parent, state: absoluteStatePath(parent) ?? parent, in: level)
  }

  /// `parent.NAME` for each case of `level` (`parent.NAME.` for a child), and
  /// `parent.FIELD[id: ID].` for the elements of each collection in the state at `state` (the
  /// path from the root to where `parent` goes) whose actions a case of `level` carries.
  private func casePaths(at parent: String, state statePath: String, in level: [ActionDescription])
    -> [String]
  {
    let prefix = parent.isEmpty ? "" : parent + "."
    var paths = level.map { prefix + $0.name + ($0.isChild ? "." : "") }
    guard
      let value = statePath.isEmpty
        ? host.state : try? StatePath.value(at: statePath, in: host.state),
      let state = StatePath.unwrap(value)
    else { return paths }
    for field in StatePath.fieldNames(of: state) {
      guard let held = try? StatePath.value(at: field, in: state),
        let elements = StatePath.unwrap(held) as? NavigationElements,
        (try? level.elementActions(forField: field, of: elements)) != nil
      else { continue }
      paths += ElementIDText.literals(of: elements).map { "\(prefix)\(field)[id: \($0)]." }
    }
    return paths
  }
}
