import Composable

/// `state [PATH] [--full | --json]`: the state, or the value at a dotted path.
struct StateCommand: ShellCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "state", usage: "state [PATH] [--full | --json]",
    summary: "print the state or the value at a dotted path (--full: all of it; --json: as JSON)",
    example: "state count")

  let path: String?
  /// `--full`: all of it, however long.
  var full = false
  /// `--json`: the value as JSON.
  var json = false

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    let rest = input.words
    func isFlag(_ word: Word, _ flag: String) -> Bool { word.text == flag && !word.isQuoted }
    if rest.contains(where: { isFlag($0, "--json") }) {
      let paths = rest.filter { !isFlag($0, "--json") }
      guard paths.count <= 1, paths.first.map({ !$0.text.hasPrefix("-") }) ?? true else {
        throw usageError
      }
      return Self(path: paths.first?.text, json: true)
    }
    let full = rest.contains { isFlag($0, "--full") }
    let paths = rest.filter { !isFlag($0, "--full") }
    guard paths.count <= 1, paths.first.map({ !$0.text.hasPrefix("-") }) ?? true else {
      throw usageError
    }
    return Self(path: paths.first?.text, full: full)
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? session.statePaths(matching: request.current) : []
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    let state = session.host.state
    let value: Any
    do {
      value =
        try session.absoluteStatePath(path).map { path throws(ShellError) in
          try StatePath.value(at: path, in: state)
        }
        ?? state
    } catch {
      throw session.outsideFocus(error, typed: path ?? "")
    }
    if json {
      session.renderer.stateValue(JSONValue(value), feature: session.current.name)
    } else {
      session.renderer.text(StateDump.text(value, full: full))
    }
    return .done(.ok)
  }
}
