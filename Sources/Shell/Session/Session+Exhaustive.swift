import Composable

/// The test-store side of scripts: `{ … }` blocks on `send`, `tap` and `dismiss`, `receive`,
/// `finish`, `exhaustive on|off`, and what an exhaustive script must have asserted when it ends.
/// Failures print TCA's `TestStore` messages (see `TestStoreMessages`).
extension Session {
  /// Runs `send`, `tap` or `dismiss` and checks the state change its own actions made against
  /// `block`, as `store.send(action) { … }`.
  func runAsserted(_ command: any ShellCommand, block: StateBlock?) async throws(ShellError)
    -> CommandResult
  {
    let block = absoluteBlock(block)
    let feature = current.name
    try checkBlockTypes(block)
    var failures: [String] = []
    let pending = exhaustive.takeReceived(of: feature)
    // Non-exhaustive, a send drops what was not received, as TCA's `send` does.
    if exhaustive.isOn, !pending.isEmpty {
      failures.append(TestStoreMessages.mustHandle(pending.map(\.action)))
    }
    exhaustive.commandEvents = []
    let host = self.host
    let effectsBefore = host.uncancelledEffectsCount
    let result = try await command.run(in: self)
    exhaustive.noteEffects(
      feature: feature, line: currentLine, before: effectsBefore,
      count: host.uncancelledEffectsCount)
    let own = exhaustive.commandEvents
    exhaustive.commandEvents = []
    // As TCA's test store, the expected state starts from the last asserted one: before any
    // received action that was not asserted.
    let lastAsserted = exhaustive.isOn ? pending.first?.before : nil
    if let first = own.first, let last = own.last,
      let failure = try checkState(
        before: lastAsserted ?? first.stateBefore, after: last.stateAfter, block: block)
    {
      failures.append(failure)
    } else if own.isEmpty, let block,
      let failure = try checkState(before: host.state, after: host.state, block: block)
    {
      failures.append(failure)
    }
    return report(failures) ?? result
  }

  /// `receive CASE.PATH [VALUE] [{ … }]`: takes the next received action of this feature
  /// (exhaustive: it must match; otherwise earlier ones are skipped), waiting for effects at
  /// most the effect timeout, then checks the state change it made.
  func receive(path: String, value: String?, block: StateBlock?) async throws(ShellError)
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
    if next() == nil, host.hasEffectsInFlight {
      await waitingForEffects { [self] in
        outcome = await awaitEffects(limit: effectTimeout, in: host) {
          next() != nil || !host.hasEffectsInFlight
        }
      }
    }
    let expected = "\\." + path + (value.map { ", " + $0 } ?? "")
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
        return report([
          TestStoreMessages.receivedUnexpected(
            expected: Self.actionText(sameCase.action, components, value),
            received: sameCase.action)
        ]) ?? .ok
      }
      if outcome == .interrupted {
        // Ctrl-C: no timeout passed, so TCA's timeout message would be false.
        let arrived = exhaustive.received.filter { $0.feature == feature }
          .map { OneLineDump.action(customDump($0.action)) }
        return .failed(
          "receive \(path) interrupted before it arrived; received so far: \(arrived.isEmpty ? "nothing" : arrived.joined(separator: ", ")) (the effects keep running)"
        )
      }
      if host.hasEffectsInFlight, outcome != .done {
        return report([TestStoreMessages.receiveTimeout(effectTimeout)]) ?? .ok
      }
      return report([TestStoreMessages.didNotReceive(expected)]) ?? .ok
    }
    let received = exhaustive.received[index]
    exhaustive.received.removeSubrange(exhaustive.received.startIndex...index)
    guard Self.matches(received.action, components, value) else {
      return report([
        TestStoreMessages.receivedUnexpected(
          expected: Self.actionText(received.action, components, value), received: received.action)
      ]) ?? .ok
    }
    let failure = try checkState(before: received.before, after: received.after, block: block)
    return report(failure.map { [$0] } ?? []) ?? .ok
  }

  /// Refuses a block value of the wrong type for its field before anything runs: a typo, not
  /// a state change that did not happen.
  private func checkBlockTypes(_ block: StateBlock?) throws(ShellError) {
    for assignment in block?.assignments ?? [] {
      try Expectation.checkType(path: assignment.path, expected: assignment.value, in: host.state)
    }
  }

  /// `finish`: every received action must have been received (exhaustive), then every effect
  /// must end within the effect timeout, as `store.finish()`.
  func finish() async -> CommandResult {
    let host = self.host
    var failures: [String] = []
    if exhaustive.isOn {
      let pending = exhaustive.takeReceived(of: current.name)
      if !pending.isEmpty { failures.append(TestStoreMessages.unhandled(pending.map(\.action))) }
    }
    if host.hasEffectsInFlight {
      await waitingForEffects { [self] in
        _ = await awaitEffects(limit: effectTimeout, in: host) { !host.hasEffectsInFlight }
      }
    }
    if host.hasEffectsInFlight { failures.append(TestStoreMessages.finishTimeout(effectTimeout)) }
    exhaustive.noteEffects(
      feature: current.name, line: nil, before: 0, count: host.uncancelledEffectsCount)
    return report(failures) ?? .ok
  }

  /// `exhaustive on|off`, or alone: which it is.
  func setExhaustive(_ value: String) throws(ShellError) {
    switch value.lowercased() {
    case "on": exhaustive.isOn = true
    case "off": exhaustive.isOn = false
    default:
      throw ShellError(
        "exhaustive is on or off, not '\(ShellError.shown(value))': exhaustive on, or exhaustive off"
      )
    }
  }

  /// When the script ends: in exhaustive mode, actions received and not asserted, effects still
  /// running (at the line that started each) and runtime warnings fail it. True when it failed.
  public func finishScript(lastLine: Int) -> Bool {
    guard exhaustive.isOn else { return false }
    var failed = exhaustive.warnings > 0
    for context in contextsInUse {
      let feature = context.feature.name
      let pending = exhaustive.takeReceived(of: feature)
      if !pending.isEmpty {
        renderer.error(TestStoreMessages.unhandled(pending.map(\.action)), line: lastLine)
        failed = true
      }
      let running = context.host.uncancelledEffectsCount
      exhaustive.noteEffects(feature: feature, line: nil, before: 0, count: running)
      for line in exhaustive.effectLines[feature] ?? [] {
        renderer.error(TestStoreMessages.effectStillRunning, line: line)
        failed = true
      }
      for _ in (exhaustive.effectLines[feature]?.count ?? 0)..<running {
        renderer.error(TestStoreMessages.effectStillRunning, line: lastLine)
        failed = true
      }
    }
    return failed
  }

  /// Checks one step's state change: exhaustive, against the state before with the block's
  /// values written in; otherwise only the fields the block names. Nil when it holds.
  func checkState(before: Any, after: Any, block: StateBlock?) throws(ShellError) -> String? {
    // Dumping a large state costs: nothing is built when nothing is to be checked.
    guard block != nil || exhaustive.isOn else { return nil }
    let actual = StateTree(after)
    guard let block else {
      let previous = StateTree(before)
      guard previous != actual else { return nil }
      return TestStoreMessages.unexpectedChange(
        StateTreeDiff.text(expected: previous, actual: actual))
    }
    let previous = exhaustive.isOn ? StateTree(before) : actual
    var expected = previous
    for assignment in block.assignments {
      let components = assignment.path.split(separator: ".").map(String.init)
      if try holds(assignment, in: after) {
        if let node = actual.node(at: components) { expected.set(node, at: components) }
      } else {
        expected.set(StateTree(source: assignment.value), at: components)
        if actual.node(at: components) == nil, !exhaustive.isOn {
          // Inside a value the tree keeps whole: say so plainly.
          let failure = try Expectation.check(
            path: assignment.path, expected: assignment.value, in: after)
          if let failure { return failure }
        }
      }
    }
    if expected == actual {
      if exhaustive.isOn, !block.assignments.isEmpty, expected == StateTree(before) {
        return TestStoreMessages.noChange
      }
      return nil
    }
    return TestStoreMessages.stateMismatch(StateTreeDiff.text(expected: expected, actual: actual))
  }

  /// Whether the state holds the block's value at its path. A path through nil holds nothing,
  /// as optional chaining in an assert closure changes nothing; a mistyped field is an error.
  private func holds(_ assignment: StateBlock.Assignment, in state: Any) throws(ShellError) -> Bool
  {
    do {
      return try Expectation.check(path: assignment.path, expected: assignment.value, in: state)
        == nil
    } catch {
      if error.message.contains(" is nil, so it has no ") { return false }
      throw error
    }
  }

  /// Prints every failure but the last as its own `line N:` error; returns the last.
  private func report(_ failures: [String]) -> CommandResult? {
    guard let last = failures.last else { return nil }
    for failure in failures.dropLast() { renderer.error(failure, line: currentLine) }
    return .failed(last)
  }

  /// Whether `action` is the case at `path` (`loginResponse.success`), with `value` as its
  /// payload when given (written as the dumper prints it).
  static func matches(_ action: Any, _ path: [String], _ value: String?) -> Bool {
    guard var rest = Optional(Expectation.normalized(TestStoreMessages.caseText(action))) else {
      return false
    }
    for name in path {
      let head = "." + name
      guard rest.hasPrefix(head) else { return false }
      rest.removeFirst(head.count)
      if rest.isEmpty { continue }
      guard rest.hasPrefix("("), rest.hasSuffix(")") else { return false }
      rest = String(rest.dropFirst().dropLast())
    }
    guard let value else { return true }
    return integerStackIDs(rest) == integerStackIDs(Expectation.normalized(value))
  }

  /// `receive addBook.title` where `addBook` arrived carrying a struct (or a number, a string):
  /// its payload has no cases, so the name after it is a mistake in the command, said in one
  /// line before anything is taken off the received actions.
  static func refusePathIntoPlainPayload(_ actions: [Any], _ path: [String]) throws(ShellError) {
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

  /// `id: #0` as `id: 0`: a dump shows a stack element id as `#0`, TCA's tests write the
  /// integer literal; either is accepted after `receive`.
  static func integerStackIDs(_ text: String) -> String {
    text.replacing("id: #", with: "id: ").replacing("id:#", with: "id:")
  }

  /// The action `receive` asked for, written as a dump (`Feedback.Action.response(1)`), or as
  /// its case path when no value was given.
  static func actionText(_ action: Any, _ path: [String], _ value: String?) -> String {
    guard let value else { return "\\." + path.joined(separator: ".") }
    let type = typeName(Swift.type(of: action))
    var text = value
    for name in path.reversed() { text = ".\(name)(\(text))" }
    return type + text
  }
}
