import Composable

extension Session {
  /// Candidates for the word before the cursor: command names first; then what the command's
  /// declaration offers (see `ShellCommand.completions`).
  /// Words are read as the lexer reads them (a quoted word may hold blanks); candidates are
  /// values, which Tab quotes as needed.
  public func completions(for lineBeforeCursor: String) -> [String] {
    // Nothing to offer in a comment.
    guard Comment.start(in: lineBeforeCursor) == nil else { return [] }
    let typed = TypedLine(lineBeforeCursor)
    guard let name = typed.words.first else { return CommandInfo.all.map(\.name) }
    guard let command = CommandTable.named(name) else { return [] }
    return command.completions(CompletionRequest(words: typed.words, current: typed.text), in: self)
  }

  /// State paths at the level the dotted word reaches (`state`, `expect`).
  func statePaths(matching word: String) -> [String] {
    // Inside `[id: `: the elements by id, as a path ending there or going on into one.
    if let ids = elementIDCompletions(word, suffix: "") {
      return ids.flatMap { [$0, $0 + "."] }
    }
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
    keepsInHistory(ParsedLine(line))
  }

  public func keepsInHistory(_ line: ParsedLine) -> Bool {
    shown(line) == line.text
  }

  /// The line as it may be shown again (`--echo`, `--json`, history): in a feature with secret
  /// values, the command's declaration masks what could carry one (see `ShellCommand.masked`).
  public func shown(_ line: String) -> String {
    shown(ParsedLine(line))
  }

  public func shown(_ line: ParsedLine) -> String {
    guard hasSecretParameters, case .success(let words) = line.words, let first = words.first,
      let command = CommandTable.named(first.text)
    else { return line.text }
    return command.masked(line, in: self) ?? line.text
  }

  private var hasSecretParameters: Bool {
    func anySecret(_ cases: [ActionDescription]) -> Bool {
      cases.contains { $0.parameters.contains(where: \.isSecret) || anySecret($0.children) }
    }
    return anySecret(host.actions)
  }
}
