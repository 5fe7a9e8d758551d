import Composable

/// `send ACTION [VALUE | LABEL=VALUE ...]`: sends an action to the current feature's store and
/// waits for the effects it starts.
struct SendCommand: ShellCommand {
  static let info = CommandInfo(
    group: .basics,
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
    // A quoted first word is a value where the action's name goes: not said back, as it may be
    // a secret typed without its action (`send "hunter2"`).
    guard action.quoteOffset == nil else {
      throw ShellError(
        "send takes the action's name first, unquoted: send ACTION [VALUE ...] (see 'actions'); a quoted word is a value"
      )
    }
    // Most sends have no values: no array is made from an empty slice (~100 instructions).
    let arguments = input.words.count > 1 ? Array(input.words.dropFirst()) : []
    return Self(name: action.text, arguments: arguments)
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
    // Inside `[id: `: the elements by id, to go on into one's actions.
    if let ids = session.elementIDCompletions(word, suffix: ".") {
      // Only a collection whose elements take actions: the walk reaches their cases.
      return ids.filter { id in
        let name = [session.focus?.actionPath, String(id.dropLast())].compactMap { $0 }
        return (try? session.walkActions(name.joined(separator: "."), checked: false)) != nil
      }
    }
    var components = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    components.removeLast()
    return session.navigationActionNames(components)
  }

  /// Whether every value is `nil` (or `.none`), bare or after `LABEL=`: an optional secret
  /// sent as nil carries none, so it is neither masked nor left out of `save`.
  private static func allAbsent(_ arguments: ArraySlice<Word>) -> Bool {
    arguments.allSatisfy { word in
      let value = word.equalsOffset.map { String(word.text.dropFirst($0 + 1)) } ?? word.text
      return word.quoteOffset == nil && (value == "nil" || value == ".none")
    }
  }

  /// A send of a secret payload (`Redacted<…>`) has its values masked, its action named as
  /// typed; the action is resolved as `send` resolves it (see ``Session/sentCase(_:)``). A
  /// send that names no action (it fails, and says why) is masked too, in a feature that takes
  /// secrets: its values may be one (`setPasword "hunter2"`, `binding.password "hunter2"`),
  /// as may a `LABEL=VALUE` typed where the action goes, a quoted value typed in its place
  /// (`send "hunter2"`), and values given to an action that takes fewer (`send login "hunter2"`).
  static func masked(_ line: ParsedLine, in session: Session) -> String? {
    guard case .success(let words) = line.words, words.count > 1 else { return nil }
    let name = words[1].text
    if let equals = name.firstIndex(of: "=") {
      return "send \(name[..<equals])= ••••"
    }
    if words[1].quoteOffset != nil { return "send ••••" }
    guard words.count > 2, !Self.allAbsent(words.dropFirst(2)) else { return nil }
    // A name that finds no case (a typo, `binding.password`) could have been meant for any
    // secret: its values are masked too; so are values past what the case takes.
    if let found = session.sentCase(name) {
      guard !found.isChild,
        found.parameters.contains(where: \.isSecret) || words.count - 2 > found.parameters.count
      else { return nil }
    }
    return BracketPath.leadingWords(line.text, count: 2) + " ••••"
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

  /// Sends, then waits for the effects the action started; a send that started none (or
  /// whose effects all ended at once) is done without an async call.
  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    let (name, arguments) = try session.sendName(
      self.name, self.arguments, keeps: !self.arguments.isEmpty)
    let host = session.host
    let task = try session.sendAction(
      name, arguments, label: name, typed: self.name,
      supplied: arguments.count - self.arguments.count)
    session.timeline.commandEffects.append(task)
    guard session.isUnsettled(task) else {
      session.showNewlyPresented()
      return .done(.ok)
    }
    return .waiting { () async throws(ShellError) in
      await session.settle(task, in: host)
      session.showNewlyPresented()
      return .ok
    }
  }
}

extension Session {
  /// Resolves an action's dotted name and words against the current feature's cases and sends
  /// it to its store; a value the action refuses is reported as `label: message`.
  /// `typed`: the action's name as typed relative to the focus, for the element paths an
  /// unknown action's message names. `supplied`: how many of the first words the shell put
  /// in (an element path's ids), which messages do not count as typed.
  func sendAction(
    _ name: String, _ arguments: [Word], label: String, typed: String? = nil, supplied: Int = 0
  ) throws(ShellError) -> StoreTask {
    let host = self.host
    let action: ResolvedAction
    do {
      action = try ActionResolver.resolve(
        name: name, arguments: arguments, in: host.actions, feature: current.name,
        supplied: supplied,
        spelled: { name in typed.map { typedActionName(name, typed: $0) } ?? name })
    } catch {
      guard let typed else { throw error }
      throw outsideFocus(error, typed: typed)
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
  /// Action names after `send`: the cases at the level the typed components reach (through
  /// `[N]`, from the focused child's actions), and the elements of the collections there
  /// whose actions those cases carry.
  fileprivate func navigationActionNames(_ components: [String]) -> [String] {
    let typed = components.joined(separator: ".")
    let path = [focus?.actionPath ?? "", typed].filter { !$0.isEmpty }.joined(separator: ".")
    let level = path.isEmpty ? host.actions : (try? walkActions(path, checked: false))?.level ?? []
    let prefix = typed.isEmpty ? "" : typed + "."
    let collections = elementCollections(at: typed, beside: level)
    var names: [String] = []
    for action in level {
      names.append(prefix + action.name + (action.isChild ? "." : ""))
      if !action.isChild, !action.children.isEmpty { names.append(prefix + action.name + ".") }
      for collection in collections where collection.caseName == action.name {
        for position in collection.count {
          names.append("\(prefix)\(collection.field)[\(position)].")
        }
      }
    }
    return names
  }

  /// `path[0].`, `path[1].`: the stacks and identified arrays in the state at `typed` (relative
  /// to the focus) whose elements take actions, each with the case that carries them (`path`,
  /// or TCA 1.0's `row` for `rows`) and how many elements it has, the form the docs use.
  private func elementCollections(at typed: String, beside level: [ActionDescription]) -> [(
    field: String, caseName: String, count: Range<Int>
  )] {
    let path = absoluteStatePath(typed) ?? ""
    guard let value = path.isEmpty ? host.state : try? StatePath.value(at: path, in: host.state),
      let state = StatePath.unwrap(value)
    else { return [] }
    return StatePath.fieldNames(of: state).compactMap { field in
      guard let held = try? StatePath.value(at: field, in: state),
        let elements = StatePath.unwrap(held) as? NavigationElements,
        let link = try? level.elementActions(forField: field, of: elements)
      else { return nil }
      return (field, link.names[0], elements.navigationIDs.indices)
    }
  }
}

extension Command {
  /// The action a `send` line names and its argument words; nil for another command.
  public var sentAction: (name: String, arguments: [Word])? {
    (base as? SendCommand).map { ($0.name, $0.arguments) }
  }
}
