import Composable

/// `state [PATH] [--full | --json]`: the state, or the value at a dotted path.
struct StateCommand: ShellCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "state", usage: "state [PATH] [--full | --json | --depth N]",
    summary:
      "print the state or the value at a dotted path (--full: all of it; --json: as JSON; --depth N: cut N levels deep)",
    example: "state count")
  static let pagesLongOutput = true

  let path: String?
  /// `--full`: all of it, however long.
  var full = false
  /// `--json`: the value as JSON.
  var json = false

  /// `--depth N`: what lies deeper than N levels collapsed to `Type(…)` / `[…]`.
  var depth: Int?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    var rest = Array(input.words)
    func isFlag(_ word: Word, _ flag: String) -> Bool { word.text == flag && !word.isQuoted }
    var depth: Int?
    if let index = rest.firstIndex(where: { isFlag($0, "--depth") }) {
      // A depth past any value's (too large for `Int`) cuts nothing, as a deep enough one.
      guard index + 1 < rest.count, let levels = WholeNumber(rest[index + 1].text)?.value,
        levels >= 1
      else {
        throw ShellError(
          "state --depth needs a whole number of levels from 1, e.g. state --depth 2")
      }
      depth = levels
      rest.removeSubrange(index...(index + 1))
      guard !rest.contains(where: { isFlag($0, "--json") || isFlag($0, "--full") }) else {
        throw ShellError(
          "state --depth cuts the dump; it does not go with --json or --full: state --depth 2")
      }
    }
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
    return Self(path: paths.first?.text, full: full, depth: depth)
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
    } else if let depth {
      session.renderer.text(customDump(value, maxDepth: depth))
    } else {
      session.renderer.text(StateDump.text(value, full: full))
    }
    return .done(.ok)
  }
}
