/// `undo [N]`: steps the state back over the last command's actions, or the last N commands'
/// (no effect runs).
struct UndoCommand: ShellCommand {
  static let info = CommandInfo(
    group: .history, name: "undo", usage: "undo [N]",
    summary:
      "step the state back over the last command's actions, or the last N commands' (no effect runs)",
    example: "undo")

  /// How many commands to step back over; nil: one.
  var count: WholeNumber?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count <= 1 else { throw usageError }
    guard let word = input.words.first else { return Self() }
    guard let count = WholeNumber(word.text), count.value >= 1 else {
      throw ShellError(
        "undo N takes a whole number of commands from 1, not '\(ShellError.shown(word.text))': undo 2"
      )
    }
    return Self(count: count)
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    let positions = session.undoPositions()
    guard let last = positions.last else {
      throw ShellError("nothing to undo: the state is at the start of the log")
    }
    let count = count?.value ?? 1
    guard count <= positions.count else {
      // What `undo N` can reach, as `goto` and `pop` say what they can.
      throw ShellError(
        "undo \(self.count!): only \(Wording.count(positions.count, "command")) can be undone (undo \(positions.count) goes back to \(last == 0 ? "the initial state" : "#\(last), the oldest state the log keeps"))"
      )
    }
    try session.travel(to: positions[count - 1], verb: "undo")
    return .done(.ok)
  }
}

extension Session {
  /// Where each `undo N` goes, N from 1: back over the actions of the last N commands still
  /// applied; empty when none is.
  fileprivate func undoPositions() -> [Int] {
    let log = context.log
    let entries = log.entries
    var index = log.position - log.firstPosition
    var positions: [Int] = []
    while index > 0 {
      let command = entries[entries.startIndex + index - 1].command
      while index > 0, entries[entries.startIndex + index - 1].command == command { index -= 1 }
      positions.append(log.firstPosition + index)
    }
    return positions
  }
}
