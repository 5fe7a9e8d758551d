import Composable

/// `send ACTION [VALUE | LABEL=VALUE ...]`: sends an action to the current feature's store and
/// waits for the effects it starts.
struct SendCommand: ShellCommand {
  static let info = CommandInfo(
    name: "send", usage: "send ACTION [VALUE | LABEL=VALUE ...]",
    summary:
      "send an action; prints it, the state diff, and actions received from effects ({ ... }: assert the changes)",
    example: "send increment")
  static let stateBlock = StateBlockUse.asserted
  static let journal = JournalUse.whenItActs

  /// The action's dotted name.
  let name: String
  let arguments: [Word]

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard let action = input.words.first else {
      throw ShellError("send needs an action: send ACTION (see 'actions')")
    }
    return Self(name: action.text, arguments: Array(input.words.dropFirst()))
  }

  /// Dotted action names; then the labels of the action's parameters (`stars=`) and the values
  /// of the next one where its kind has a finite set (a value enum's cases, `true`/`false`,
  /// `nil`), also after `label=` (`genre=poetry`).
  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    if request.position == 1 { return actionNames(matching: request.current, in: session) }
    guard let parameters = session.typedParameters(request.words[1]) else { return [] }
    if let equals = request.current.firstIndex(of: "=") {
      let label = String(request.current[..<equals])
      let kind = parameters.first { $0.label == label }?.kind
      return kind?.completions.map { label + "=" + $0 } ?? []
    }
    // The next value typed without a label goes to the first parameter no label has filled,
    // as the resolver binds it.
    var open = Array(parameters.indices)
    var positional = 0
    for word in request.words.dropFirst(2) {
      if let equals = word.firstIndex(of: "="),
        let index = parameters.firstIndex(where: { $0.label == String(word[..<equals]) })
      {
        open.removeAll { $0 == index }
      } else {
        positional += 1
      }
    }
    let labels = parameters.compactMap(\.label).map { $0 + "=" }
    let values = positional < open.count ? parameters[open[positional]].kind.completions : []
    return labels + values
  }

  /// Action names at the level the dotted word reaches, written in full (`settings.toggle`).
  @MainActor private static func actionNames(matching word: String, in session: Session)
    -> [String]
  {
    var components = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    components.removeLast()
    if session.focus != nil || word.contains("[") {
      return session.navigationActionNames(components)
    }
    var level = session.host.actions
    for component in components {
      guard let next = level.first(where: { $0.name == component }) else { return [] }
      level = next.children
    }
    let prefix = components.isEmpty ? "" : components.joined(separator: ".") + "."
    return level.flatMap { action in
      [prefix + action.name + (action.isChild ? "." : "")]
        + session.elementActionNames(prefix + action.name, action)
    }
  }

  /// A send of a secret payload (`Redacted<…>`) has its values masked, its action named as
  /// typed; the action is resolved as `send` resolves it (see ``Session/sentCase(_:)``). A
  /// send that names no action is shown as typed (it fails, and says why), except where it
  /// may still carry a secret: a typo of a secret case's name (`setPasword "hunter2"`), or a
  /// `LABEL=VALUE` typed where the action goes.
  /// Whether every value is `nil` (or `.none`), bare or after `LABEL=`: an optional secret
  /// sent as nil carries none, so it is neither masked nor left out of `save`.
  private static func allAbsent(_ arguments: ArraySlice<Word>) -> Bool {
    arguments.allSatisfy { word in
      let value = word.equalsOffset.map { String(word.text.dropFirst($0 + 1)) } ?? word.text
      return word.quoteOffset == nil && (value == "nil" || value == ".none")
    }
  }

  static func masked(_ line: ParsedLine, in session: Session) -> String? {
    guard case .success(let words) = line.words, words.count > 1 else { return nil }
    let name = words[1].text
    if let equals = name.firstIndex(of: "=") {
      return "send \(name[..<equals])= ••••"
    }
    guard words.count > 2, !Self.allAbsent(words.dropFirst(2)) else { return nil }
    if let found = session.sentCase(name) {
      guard !found.isChild, found.parameters.contains(where: \.isSecret) else { return nil }
    } else {
      let last = String(name.split(separator: ".").last ?? "")
      guard Suggestion.closest(to: last, in: secretCaseNames(session.host.actions)) != nil
      else { return nil }
    }
    return BracketPath.leadingWords(line.text, count: 2) + " ••••"
  }

  /// The names of the cases, at any depth, that take a secret.
  private static func secretCaseNames(_ cases: [ActionDescription]) -> [String] {
    cases.flatMap { action in
      (action.parameters.contains(where: \.isSecret) ? [action.name] : [])
        + secretCaseNames(action.children)
    }
  }

  /// A `send` typed inside a focused child is written from the root
  /// (`send path[id: 0].detail.editButtonTapped`), so that the script replays without the
  /// `focus` commands.
  func replayText(_ line: String, in session: Session) -> String {
    guard let focus = session.focus else { return line }
    // The name as typed: the word may have lost the blanks inside its brackets.
    let words = BracketPath.leadingWords(line, count: 2).split(separator: " ", maxSplits: 1)
    guard words.count == 2,
      let command = line.range(of: words[0]),
      let range = line.range(of: words[1], range: command.upperBound..<line.endIndex)
    else { return line }
    let typed = words[1]
    return line.replacingCharacters(in: range, with: focus.actionPath + "." + typed)
  }

  func carriesSecret(in session: Session) -> Bool {
    guard !arguments.isEmpty, !Self.allAbsent(arguments[...]) else { return false }
    return session.sentCase(name)?.parameters.contains(where: \.isSecret) ?? false
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    let (name, arguments) = try session.sendName(self.name, self.arguments)
    let host = session.host
    let task = try session.sendAction(name, arguments, label: name, typed: self.name)
    session.timeline.commandEffects.append(task)
    await session.settle(task, in: host)
    session.showNewlyPresented()
    return .ok
  }
}

extension Session {
  /// Resolves an action's dotted name and words against the current feature's cases and sends
  /// it to its store; a value the action refuses is reported as `label: message`.
  /// `typed`: the action's name as typed relative to the focus, for the element paths an
  /// unknown action's message names.
  func sendAction(_ name: String, _ arguments: [Word], label: String, typed: String? = nil)
    throws(ShellError) -> StoreTask
  {
    let host = self.host
    let action: ResolvedAction
    do {
      action = try ActionResolver.resolve(
        name: name, arguments: arguments, in: host.actions, feature: current.name)
    } catch {
      guard let typed else { throw error }
      throw ShellError(typedActionPaths(in: error.message, typed: typed))
    }
    do {
      return try host.send(caseAt: action.indices, values: action.values)
    } catch let error as ArgumentError {
      throw ShellError("\(label): \(error.message)")
    } catch {
      throw ShellError("\(label): \(error)")
    }
  }
}

extension Session {
  /// Action names after `send` inside a focused child, or through `[N]`: the cases at the
  /// level the typed components reach, from the focused child's actions.
  fileprivate func navigationActionNames(_ components: [String]) -> [String] {
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

  /// `path[0].`, `path[1].`: a stack's or an identified array's elements by position, the
  /// form the docs use, for an action case that reaches elements (`path` with `element`).
  fileprivate func elementActionNames(_ name: String, _ action: ActionDescription) -> [String] {
    guard action.children.contains(where: { $0.name == "element" }),
      let value = try? StatePath.value(at: absoluteStatePath(name)!, in: host.state),
      let elements = StatePath.unwrap(value) as? NavigationElements
    else { return [] }
    return elements.navigationIDs.indices.map { "\(name)[\($0)]." }
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

extension Command {
  /// The action a `send` line names and its argument words; nil for another command.
  public var sentAction: (name: String, arguments: [Word])? {
    (base as? SendCommand).map { ($0.name, $0.arguments) }
  }
}
