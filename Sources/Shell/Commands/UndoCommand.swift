/// `undo [N]`: steps the state back over the last command's actions, or the last N commands'
/// (no effect runs).
struct UndoCommand: ShellCommand {
  static let info = CommandInfo(
    group: .history, name: "undo", usage: "undo [N]",
    summary:
      "step the state back over the last command's actions, or the last N commands' (no effect runs)",
    example: "undo")

  /// How many commands to step back over.
  var count = 1

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count <= 1 else { throw usageError }
    guard let word = input.words.first else { return Self() }
    guard let count = Int(word.text), count >= 1 else {
      throw ShellError(
        "undo N takes a whole number of commands from 1, not '\(ShellError.shown(word.text))': undo 2"
      )
    }
    return Self(count: count)
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try session.travel(
      to: session.undoPosition(commands: count), verb: "undo",
      otherwise: "nothing to undo: the state is at the start of the log")
    return .done(.ok)
  }
}

extension Session {
  /// Where `undo N` goes: back over the actions of the last `commands` commands still applied
  /// (as many as there are, when fewer); nil when none is.
  fileprivate func undoPosition(commands: Int) -> Int? {
    let log = context.log
    let entries = log.entries
    var index = log.position - log.firstPosition
    guard index > 0 else { return nil }
    for _ in 0..<commands where index > 0 {
      let command = entries[entries.startIndex + index - 1].command
      while index > 0, entries[entries.startIndex + index - 1].command == command { index -= 1 }
    }
    return log.firstPosition + index
  }
}
