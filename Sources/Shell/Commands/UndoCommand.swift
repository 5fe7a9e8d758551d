/// `undo`: steps the state back over the last command's actions (no effect runs).
struct UndoCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .history,
    name: "undo", usage: "undo",
    summary: "step the state back over the last command's actions (no effect runs)",
    example: "undo")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try session.travel(
      to: session.context.log.undoPosition, verb: "undo",
      otherwise: "nothing to undo: the state is at the start of the log")
    return .done(.ok)
  }
}
