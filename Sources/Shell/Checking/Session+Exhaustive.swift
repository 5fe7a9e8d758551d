import Composable

/// The test-store side of scripts shared by several commands: `{ … }` blocks on `send`, `tap`
/// and `dismiss` and their checks (`receive` and `finish`, in their commands, use them too),
/// and what an exhaustive script must have asserted when it ends.
/// Failures print TCA's `TestStoreMessages`.
extension Session {
  /// Runs `send`, `tap` or `dismiss` and checks the state change its own actions made against
  /// `block`, as `store.send(action) { … }`; as far as it goes without waiting (see
  /// ``CommandStep``), the check after the command's effects have settled.
  func startAsserted(_ command: any ShellCommand, block: StateBlock?) throws(ShellError)
    -> CommandStep<ShellError>
  {
    let block = absoluteBlock(block)
    try checkBlockTypes(block)
    let check = AssertedCommand(block: block, in: self)
    exhaustive.watchesCommandChange = check.watches
    let step: CommandStep<ShellError>
    do throws(ShellError) {
      step = try command.start(in: self)
    } catch {
      exhaustive.stopWatching()
      throw error
    }
    switch step {
    case .done(let result):
      return .done(try check.conclude(result, in: self))
    case .waiting(let rest):
      return .waiting { [self] () async throws(ShellError) in
        let result: CommandResult
        do throws(ShellError) {
          result = try await rest()
        } catch {
          exhaustive.stopWatching()
          throw error
        }
        return try check.conclude(result, in: self)
      }
    }
  }

  /// Refuses a block value of the wrong type for its field before anything runs: a typo, not
  /// a state change that did not happen.
  func checkBlockTypes(_ block: StateBlock?) throws(ShellError) {
    for assignment in block?.assignments ?? [] {
      if isElementRemoval(assignment, in: host.state) { continue }
      try Expectation.checkType(path: assignment.path, expected: assignment.value, in: host.state)
    }
  }

  /// When the script ends: in exhaustive mode, actions received and not asserted, effects still
  /// running (at the command that started each) and runtime warnings fail it. True when it
  /// failed. `lastLine` is the script's last line, where what no command is known for is said;
  /// nil at a terminal, which numbers no lines (those are said as its errors are, `error: …`).
  public func finishScript(lastLine: Int?) -> Bool {
    takeReportedIssues()
    guard exhaustive.isOn else { return false }
    var failed = exhaustive.warnings > 0
    for context in contextsInUse {
      let feature = context.feature.name
      let pending = exhaustive.takeReceived(of: feature)
      if !pending.isEmpty {
        renderer.error(TestStoreMessages.unhandled(pending.map(\.action)), line: lastLine)
        failed = true
      }
      // A sheet left up or a screen left pushed is no effect still running: TCA's test store
      // cancels the presentations' own long-living effects before it looks.
      let running = context.host.uncancelledWorkingEffectsCount
      context.noteEffects(from: nil, before: 0, count: running)
      for origin in context.effectOrigins {
        switch origin {
        case .line(let line):
          renderer.error(TestStoreMessages.effectStillRunning, line: line)
        case .command(let command):
          renderer.error("'\(command)': " + TestStoreMessages.effectStillRunning, line: nil)
        }
        failed = true
      }
      for _ in context.effectOrigins.count..<running {
        renderer.error(TestStoreMessages.effectStillRunning, line: lastLine)
        failed = true
      }
    }
    return failed
  }

  /// Where an effect the running command starts comes from: its script line, or at a terminal
  /// the command as shown (secrets masked).
  var effectOrigin: EffectOrigin? {
    if let currentLine { return .line(currentLine) }
    return currentCommand.map { .command(shown($0)) }
  }

  /// Checks one step's state change: exhaustive, against the state before with the block's
  /// values written in; otherwise only the fields the block names. Nil when it holds.
  func checkState(before: Any, after: Any, block: StateBlock?) throws(ShellError) -> String? {
    // Dumping a large state costs: nothing is built when nothing is to be checked.
    guard block != nil || exhaustive.isOn else { return nil }
    guard let block else {
      // Both sides are values here: TCA's test store decides by `==` and prints custom-dump's
      // diff, so this is that diff (unchanged runs collapsed, enum payloads line by line,
      // multi-line strings as blocks, a changed secret under custom-dump's note).
      guard let change = diff(before, after) else { return nil }
      return TestStoreMessages.unexpectedChange(StateTreeDiff.text(customDumpDiff: change))
    }
    var actual = StateTree(after)
    let previous = exhaustive.isOn ? StateTree(before) : actual
    let base = exhaustive.isOn ? before : after
    var expected = previous
    // A secret asserted as "••••" may change while its dump stays the same.
    var secretChanged = false
    var assertsSecret = false
    for assignment in block.assignments {
      let components = try StatePath.components(of: assignment.path)
      if isElementRemoval(assignment, in: base) || isElementRemoval(assignment, in: after) {
        // TCA's `subscript(id:)` set to nil takes the element out (a stack's only that one).
        try expected.removeElement(at: components, in: base)
        continue
      }
      if let carried = secretCarried(assignment, in: after) {
        assertsSecret = true
        guard carried else { return Self.secretNotCarried(assignment.path) }
        if let node = try actual.node(at: components, in: after) {
          try expected.set(node, at: components, in: base)
        }
        if let old = value(assignment, before).flatMap(StatePath.unwrap),
          let new = value(assignment, after).flatMap(StatePath.unwrap)
        {
          secretChanged = secretChanged || !isEqualValues(old, new)
        } else {
          secretChanged = true
        }
        continue
      }
      if try holds(assignment, in: after) {
        if let node = try actual.node(at: components, in: after) {
          try expected.set(node, at: components, in: base)
        }
      } else {
        try expected.set(expectedNode(assignment, in: after), at: components, in: base)
      }
    }
    if exhaustive.isOn {
      let assigned = Set(
        block.assignments.compactMap { try? StatePath.components(of: $0.path).first })
      actual = Self.equalFieldsAsBefore(
        actual, expected, before: before, after: after, assigned: assigned)
    }
    if expected == actual {
      if exhaustive.isOn, !block.assignments.isEmpty, !secretChanged,
        expected == StateTree(before) || isEqualValues(before, after)
      {
        return TestStoreMessages.noChange
      }
      return exhaustive.isOn && !assertsSecret ? Self.unshownChange(before, after) : nil
    }
    // Dumped apart, but the block written into the state's value gives one `==` to the actual
    // state (`-0.0` against `0.0` inside a row): TCA's test store decides by `==`.
    let located = block.assignments.compactMap { assignment in
      (try? StatePath.components(of: assignment.path)).map { ($0, assignment) }
    }
    if !assertsSecret, located.count == block.assignments.count,
      let written = valueWritten(located, at: [], base: base, after: after),
      isEqualValues(written, after)
    {
      return exhaustive.isOn && !block.assignments.isEmpty && isEqualValues(before, after)
        ? TestStoreMessages.noChange : nil
    }
    // The state split where the block's paths go, as the expected one is, so that the diff
    // walks into an array or a stack element and marks only what differs.
    var actualSplit = actual
    for assignment in block.assignments {
      guard let components = try? StatePath.components(of: assignment.path),
        let node = try? actualSplit.node(at: components, in: after)
      else { continue }
      try? actualSplit.set(node, at: components, in: after)
    }
    return TestStoreMessages.stateMismatch(
      StateTreeDiff.text(
        expected: expected, actual: actualSplit, intoContainers: true,
        values: fieldValues(block, base: base, after: after)))
  }

  /// `contacts[id: 3] = nil`, `path[id: 1] = nil`: an element of a stack or an identified
  /// array set to nil by id, which removes it (the element type is not optional).
  private func isElementRemoval(_ assignment: StateBlock.Assignment, in state: Any) -> Bool {
    guard assignment.value.trimmingBlanks == "nil",
      let components = try? StatePath.components(of: assignment.path)
    else { return false }
    return StateTree.isElementByID(components, in: state)
  }

  /// For a mismatch's diff: the expected and the actual value of a struct field, where both
  /// are known. A field the block sets whole is expected to hold the value its text reads as
  /// (for the field's type); a field no assignment reaches, the value it had in `base`. Nil for
  /// a field with an assignment inside it or around it (its expected value is not built), or
  /// one whose block text does not read as its type.
  private func fieldValues(_ block: StateBlock, base: Any, after: Any)
    -> (_ path: [String]) -> (expected: Any, actual: Any)?
  {
    let assignments = block.assignments.compactMap { assignment in
      (try? StatePath.components(of: assignment.path)).map { (components: $0, assignment) }
    }
    // An element reached by id in the block (`[id: 1]`) and by position in the diff (`1`) may
    // be the same one: such steps count as overlapping.
    func mayMeet(_ lhs: String, _ rhs: String) -> Bool {
      lhs == rhs || (lhs.hasPrefix("[id:") != rhs.hasPrefix("[id:"))
    }
    func starts(_ long: [String], with short: [String]) -> Bool {
      long.count >= short.count && zip(long, short).allSatisfy(mayMeet)
    }
    return { [self] path in
      let dotted = StatePath.shown(path)
      guard let actual = try? StatePath.value(at: dotted, in: after) else { return nil }
      if let exact = assignments.first(where: { $0.components == path }) {
        guard secretCarried(exact.1, in: after) == nil,
          let value = try? TypedValue.read(exact.1.value, as: type(of: actual))
        else { return nil }
        return (value, actual)
      }
      let reaching = assignments.filter {
        starts($0.components, with: path) || starts(path, with: $0.components)
      }
      if !reaching.isEmpty,
        let expected = elementsSetByID(
          reaching.map { ($0.components, $0.1) }, at: path, base: base, after: after)
      {
        return (expected, actual)
      }
      if !reaching.isEmpty {
        // Assignments inside this value (`todos[id: 0].isComplete`, `path[id: 0].detail.x`):
        // written into its value in the state before, so the two are diffed as values.
        return valueWritten(
          reaching.map { ($0.components, $0.1) }, at: path, base: base, after: after
        )
        .map { ($0, actual) }
      }
      let overlaps = !reaching.isEmpty
      guard !overlaps, let expected = try? StatePath.value(at: dotted, in: base) else {
        return nil
      }
      return (expected, actual)
    }
  }

  /// The stack or identified array at `path` of `base` with the block's `[id: …]` assignments
  /// on its elements written in, as TCA's `subscript(id:)` sets them (`= nil` removes, an id not
  /// there appends), so the diff is custom-dump's of two values. Nil unless every assignment
  /// reaching `path` sets one of its elements whole by id, in a value read as the element type.
  private func elementsSetByID(
    _ reaching: [(components: [String], assignment: StateBlock.Assignment)], at path: [String],
    base: Any, after: Any
  ) -> Any? {
    guard
      reaching.allSatisfy({
        $0.components.count == path.count + 1 && Array($0.components.prefix(path.count)) == path
          && $0.components[path.count].hasPrefix("[id: ")
          && secretCarried($0.assignment, in: after) == nil
      }),
      let here = try? StatePath.value(at: StatePath.shown(path), in: base),
      Mirror(reflecting: here).displayStyle != .optional,
      var elements = here as? NavigationElements
    else { return nil }
    for (components, assignment) in reaching {
      let typed = String(components[path.count].dropFirst(5).dropLast())
      guard let id = ElementIDText.value(of: typed, type: elements.navigationIDType) else {
        return nil
      }
      var element: Any?
      if assignment.value.trimmingBlanks != "nil" {
        guard
          let read = try? TypedValue.read(assignment.value, as: elements.navigationElementType)
        else { return nil }
        element = read
      }
      guard let set = elements.settingNavigationElement(id: id, to: element) as? NavigationElements
      else { return nil }
      elements = set
    }
    return elements
  }

  /// The value at `path` of `base` with the block's assignments inside it written in
  /// (``BlockValueWriter``), in the block's order; nil unless each assignment lies strictly
  /// inside `path`, carries no secret, and can be written.
  private func valueWritten(
    _ reaching: [(components: [String], assignment: StateBlock.Assignment)], at path: [String],
    base: Any, after: Any
  ) -> Any? {
    guard
      reaching.allSatisfy({
        $0.components.count > path.count && Array($0.components.prefix(path.count)) == path
          && secretCarried($0.assignment, in: after) == nil
      }),
      var value = path.isEmpty ? base : try? StatePath.value(at: StatePath.shown(path), in: base)
    else { return nil }
    for (components, assignment) in reaching {
      guard
        let written = BlockValueWriter.write(
          assignment.value, at: components.dropFirst(path.count), in: value)
      else { return nil }
      value = written
    }
    return value
  }

  /// `actual` with each top-level field that `==` finds equal to its value before, though it
  /// dumps another way (`-0.0` against `0.0`), given the expected tree's node for it: the test
  /// store compares by `==`, and custom-dump's diff shows such a field as a context line with
  /// its old value, not as a change. Fields a block assigns (`assigned`) are left as they are;
  /// fields deeper down are compared by their dumps (the tree holds no values).
  private static func equalFieldsAsBefore(
    _ actual: StateTree, _ expected: StateTree, before: Any, after: Any, assigned: Set<String>
  ) -> StateTree {
    guard case .structure(let type, var fields, let oneLine) = actual,
      case .structure(type, let expectedFields, _) = expected,
      expectedFields.map(\.label) == fields.map(\.label)
    else { return actual }
    let differing = fields.indices.filter { fields[$0].node != expectedFields[$0].node }
    guard !differing.isEmpty else { return actual }
    let beforeFields = Dictionary(
      ShownFields.children(of: before).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    let afterFields = Dictionary(
      ShownFields.children(of: after).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    for index in differing {
      let name = ShownFields.name(fields[index].label)
      guard !assigned.contains(name), let old = beforeFields[name], let new = afterFields[name],
        isEqualValues(old, new)
      else { continue }
      fields[index].node = expectedFields[index].node
    }
    return .structure(type: type, fields: fields, oneLine: oneLine)
  }

  /// For a block that describes every change the dump shows: a change it cannot show (a
  /// secret that changed) and the block left out, as the test store's mismatch. The expected
  /// side is the state after the block's changes, so those read as unchanged lines and only
  /// the unshown change is marked, under custom-dump's note. Nil when there is none.
  private static func unshownChange(_ before: Any, _ after: Any) -> String? {
    guard let change = diff(before, after), change.contains(unequalButAlikeNote) else {
      return nil
    }
    var lines: [Substring] = []
    var keepPair = 0
    for line in change.split(separator: "\n", omittingEmptySubsequences: false) {
      if keepPair > 0 {
        lines.append(line)
        keepPair -= 1
      } else if line.hasSuffix(unequalButAlikeNote) {
        lines.append(line)
        keepPair = 2
      } else if line.hasPrefix("+ ") {
        lines.append("  " + line.dropFirst(2))
      } else if !line.hasPrefix("- ") {
        lines.append(line)
      }
    }
    return TestStoreMessages.stateMismatch(
      StateTreeDiff.text(customDumpDiff: lines.joined(separator: "\n")))
  }

  /// The tree a block's value stands for: as written, or, when it is written another way than
  /// the dumper prints it (`"2026-01-02T03:04:05Z"` for a `Date`, `poetry` for `.poetry`), the
  /// value `send` would read for the field's type, so that a diff marks only what differs.
  private func expectedNode(_ assignment: StateBlock.Assignment, in state: Any) -> StateTree {
    let written = StateTree(source: assignment.value)
    let field = try? StatePath.value(at: assignment.path, in: state)
    if let field, let words = try? Lexer.words(assignment.value), words.count == 1,
      Expectation.spellsNil(words[0], for: field)
    {
      // `.none` for an optional is nil, as the dump prints it.
      return StateTree(source: "nil")
    }
    guard let field,
      let value = try? TypedValue.read(assignment.value, as: type(of: field))
    else { return written }
    let read = StateTree(value, nested: true)
    return Expectation.normalized(read.text) == Expectation.normalized(written.text)
      ? written : read
  }

  /// For `path = "••••"` (or `••••`) on a secret field, as `save --exhaustive` writes one: whether
  /// the field holds a secret an action of this session carried, one the script sent or one an
  /// effect sent back, compared by what they hold (the block cannot say the value). Nil for any
  /// other assignment.
  private func secretCarried(_ assignment: StateBlock.Assignment, in state: Any) -> Bool? {
    let written = assignment.value.trimmingBlanks
    guard written == ActionResolver.leftOutSecret || written == StateChanges.secretValue,
      let secret = value(assignment, state).flatMap(StatePath.unwrap), secret is SecretValue
    else { return nil }
    let log = context.log
    return log.entries.prefix(log.cursor).contains { entry in
      Self.secrets(in: entry.action).contains { isEqualValues($0, secret) }
    }
  }

  /// Why `path = "••••"` failed: the field's secret came from no action.
  static func secretNotCarried(_ path: String) -> String {
    "\(path) holds a secret no action of this session carried: \"••••\" in a block stands for a secret the script sends (or an effect sends back), compared by what it holds"
  }

  /// The value at an assignment's path, nil when the path reaches none.
  private func value(_ assignment: StateBlock.Assignment, _ state: Any) -> Any? {
    (try? StatePath.value(at: assignment.path, in: state)).map(representedValue)
  }

  /// The secrets an action carries, down its payloads.
  private static func secrets(in value: Any, depth: Int = 0) -> [Any] {
    let value = representedValue(value)
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle != .optional, value is SecretValue { return [value] }
    guard depth < 12 else { return [] }
    return mirror.children.flatMap { secrets(in: $0.value, depth: depth + 1) }
  }

  /// Whether the state holds the block's value at its path. A path through nil holds nothing,
  /// as optional chaining in an assert closure changes nothing; a mistyped field is an error.
  private func holds(_ assignment: StateBlock.Assignment, in state: Any) throws(ShellError) -> Bool
  {
    do {
      return try Expectation.check(path: assignment.path, expected: assignment.value, in: state)
        == nil
    } catch {
      if error.kind == .pathThroughNil { return false }
      throw error
    }
  }

  /// Prints every failure but the last as its own `line N:` error; returns the last.
  func report(_ failures: [String]) -> CommandResult? {
    guard let last = failures.last else { return nil }
    for failure in failures.dropLast() { renderer.error(failure, line: currentLine) }
    return .failed(last)
  }

  /// `id: #0` as `id: 0`: a dump shows a stack element id as `#0`, TCA's tests write the
  /// integer literal; either is accepted after `receive`.
  nonisolated static func integerStackIDs(_ text: String) -> String {
    text.replacing("id: #", with: "id: ").replacing("id:#", with: "id:")
  }

}
