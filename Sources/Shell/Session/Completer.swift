import Composable

extension Session {
  /// Candidates for the word before the cursor: command names first; then, by command, feature
  /// names (`use`), dotted action names and `label=` (`send`), state paths (`state`,
  /// `expect`), command names (`help`), file names (`source`, `save`), `save`'s flags, the case
  /// paths of actions waiting to be received (`receive`).
  /// Words are read as the lexer reads them (a quoted word may hold blanks); candidates are
  /// values, which Tab quotes as needed.
  public func completions(for lineBeforeCursor: String) -> [String] {
    let typed = TypedLine(lineBeforeCursor)
    let words = typed.words + [typed.text]
    let position = typed.words.count
    guard position > 0 else { return CommandInfo.all.map(\.name) }
    let command = CommandInfo.aliases[words[0]] ?? words[0]
    let current = typed.text
    switch (command, position) {
    case ("use", 1):
      return features.map(\.name)
    case ("help", 1):
      return CommandInfo.all.map(\.name)
    case ("send", 1):
      return actionNames(matching: current)
    case ("send", _):
      return host.actions.find(words[1])?.parameters.compactMap(\.label).map { $0 + "=" } ?? []
    case ("state", 1), ("expect", 1):
      return statePaths(matching: current)
    case ("source", 1):
      return FileNames.completions(for: current)
    case ("receive", 1):
      // The case paths of the actions waiting to be received, oldest first.
      var paths: [String] = []
      for received in exhaustive.received where received.feature == self.current.name {
        let path = Self.casePath(of: received.action)
        if !paths.contains(path) { paths.append(path) }
      }
      return paths
    case ("save", _):
      // Its flags from the table parsing reads, then the file.
      return current.hasPrefix("-")
        ? SaveOptions.flags.map(\.name).filter { $0.hasPrefix(current) }
        : FileNames.completions(for: current)
    case ("tap", 1):
      let buttons = buttonCompletions(matching: current)
      return buttons.isEmpty ? childTapCompletions(matching: current) : buttons
    case ("focus", 1):
      return focusCompletions()
    case ("set", 1), ("set", 2), ("diff", 1), ("exhaustive", 1):
      return optionCompletions(words, position: position)
    default:
      return []
    }
  }

  /// After `tap`: the numbers and titles of the buttons of what is presented (a title with a
  /// blank is quoted when inserted).
  /// `tap` matches titles in any case, so completion does too: the typed start is kept as typed.
  func buttonCompletions(matching word: String = "") -> [String] {
    guard let item = context.view.target(in: host.presented) else { return [] }
    let numbers = item.buttons.indices.map { String($0 + 1) }
    let titles = item.buttons.map(\.label).map { title in
      title.lowercased().hasPrefix(word.lowercased()) ? word + title.dropFirst(word.count) : title
    }
    return numbers + titles
  }

  /// After `set` / `diff`: the option and its values.
  func optionCompletions(_ words: [String], position: Int) -> [String] {
    let command = words[0]
    if command == "set" && position == 2 {
      switch words.count > 1 ? words[1] : "" {
      case "date": return ["live"]
      case "uuid": return ["live", "incrementing"]
      default: return ["on", "off"]
      }
    }
    if command == "diff" || command == "exhaustive" { return ["on", "off"] }
    return command == "set" && position == 1 ? Self.optionNames : []
  }

  /// Action names at the level the dotted word reaches, written in full (`settings.toggle`).
  private func actionNames(matching word: String) -> [String] {
    var components = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    components.removeLast()
    if focus != nil || word.contains("[") {
      return navigationActionNames(components)
    }
    var level = host.actions
    for component in components {
      guard let next = level.first(where: { $0.name == component }) else { return [] }
      level = next.children
    }
    let prefix = components.isEmpty ? "" : components.joined(separator: ".") + "."
    return level.flatMap { action in
      [prefix + action.name + (action.isChild ? "." : "")]
        + elementActionNames(prefix + action.name, action)
    }
  }

  private func statePaths(matching word: String) -> [String] {
    var components = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    components.removeLast()
    let parent = components.joined(separator: ".")
    let absolute = absoluteStatePath(parent.isEmpty ? nil : parent)
    guard
      let value = absolute == nil
        ? host.state : try? StatePath.value(at: absolute!, in: host.state)
    else { return [] }
    let prefix = parent.isEmpty ? "" : parent + "."
    // A field with fields of its own is offered twice, `settings` and `settings.`: Tab then
    // completes the name and leaves the choice of stopping or walking in.
    return navigationFieldNames(of: value).flatMap { name -> [String] in
      let path = prefix + name
      let inner =
        (try? StatePath.value(at: absoluteStatePath(path)!, in: host.state)).map(
          navigationFieldNames) ?? []
      return inner.isEmpty ? [path] : [path, path + "."]
    }
  }

  /// Whether a typed line may go into the history file: not when it sends a secret value.
  public func keepsInHistory(_ line: String) -> Bool {
    shown(line) == line
  }

  /// The line as it may be shown again (`--echo`, `--json`, history): in a feature with secret
  /// values, a `send` that is not plainly a send of no secret has its values masked, and so has
  /// an `expect` on a secret path, since a mistyped command may still carry a password.
  public func shown(_ line: String) -> String {
    guard hasSecretParameters, let words = try? Lexer.words(line), let first = words.first else {
      return line
    }
    switch CommandInfo.aliases[first.text] ?? first.text {
    case "send" where words.count > 1:
      let name = words[1].text
      if !name.contains("="), let found = host.actions.find(name), !found.isChild,
        !found.parameters.contains(where: \.isSecret)
      {
        return line
      }
      if words.count == 2 && !name.contains("=") { return line }
      let shownName = name.split(separator: "=", maxSplits: 1).first.map(String.init) ?? name
      return "send \(shownName)\(name.contains("=") ? "=" : "") ••••"
    case "expect":
      guard case .expect(let path, _, _)? = try? Command.parse(line),
        StatePath.isSecret(at: path, in: host.state)
          || path.split(separator: ".").contains(where: { secretFieldNames.contains(String($0)) })
      else { return line }
      return "expect \(path) == ••••"
    default:
      return line
    }
  }

  private var hasSecretParameters: Bool {
    func anySecret(_ cases: [ActionDescription]) -> Bool {
      cases.contains { $0.parameters.contains(where: \.isSecret) || anySecret($0.children) }
    }
    return anySecret(host.actions)
  }

  /// Names of state fields holding a secret, for masking a mistyped path into one.
  private var secretFieldNames: Set<String> {
    Set(StatePath.fieldNames(of: host.state).filter { StatePath.isSecret(at: $0, in: host.state) })
  }

  /// Whether a parsed command sends a value to a secret parameter (a password).
  func carriesSecret(_ command: Command) -> Bool {
    guard case .send(let name, let arguments) = command.core, !arguments.isEmpty else {
      return false
    }
    return host.actions.find(name)?.parameters.contains(where: \.isSecret) ?? false
  }
}
