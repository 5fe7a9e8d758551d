/// `goto N` / `goto NAME`: the state after action N of the log (0: before all), or where
/// `mark NAME` was.
struct GotoCommand: ShellCommand {
  static let info = CommandInfo(
    group: .history, name: "goto", usage: "goto N | goto NAME",
    summary: "jump to the state after action N of the log (0: before all), or to a mark",
    example: "goto 2")

  enum Target: Equatable {
    case position(WholeNumber)
    case mark(String)
  }

  let target: Target

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1, let word = input.words.first, !word.text.isEmpty else {
      throw usageError
    }
    if let position = WholeNumber(word.text) {
      return Self(target: .position(position))
    }
    // `-1` is a position written wrong, not the name of a mark.
    if word.text.hasPrefix("-"), word.text.dropFirst().allSatisfy(\.isASCIIDigit) {
      throw ShellError(
        "goto N takes a log position from 0 (see 'log'), not '\(word.text)': goto 0 is the start")
    }
    return Self(target: .mark(word.text))
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? session.context[MarkCommand.Marks.self].map(\.name) : []
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    switch target {
    case .position(let position):
      try session.travel(to: position.value, verb: "goto", shown: position.description)
    case .mark(let name):
      try session.travel(to: session.markedPosition(name), verb: "goto \(name)")
    }
    return .done(.ok)
  }
}

extension Session {
  /// The log position `mark NAME` stands at in the current feature; one line when there is no
  /// such mark or its actions are gone.
  fileprivate func markedPosition(_ name: String) throws(ShellError) -> Int {
    let marks = context[MarkCommand.Marks.self]
    guard let mark = marks.first(where: { $0.name == name }) else {
      let names = marks.map(\.name)
      let known =
        names.isEmpty
        ? "no marks yet: 'mark NAME' makes one" : "marks: \(names.joined(separator: ", "))"
      throw ShellError(
        "no mark '\(ShellError.shown(name))' in \(current.name)\(Suggestion.hint(for: name, in: names)) (\(known); or goto N, a log position)"
      )
    }
    guard let position = markPosition(mark.serial) else {
      throw ShellError(
        "mark '\(name)' is gone: the actions after it were undone and replaced, or dropped from the log (see 'log')"
      )
    }
    return position
  }
}
