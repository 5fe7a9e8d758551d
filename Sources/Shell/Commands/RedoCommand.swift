/// `redo`: steps forward again after `undo`.
struct RedoCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .history,
    name: "redo", usage: "redo", summary: "step forward again after undo", example: "redo")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try session.travel(
      to: session.context.log.redoPosition, verb: "redo",
      otherwise: "nothing to redo: no action was undone")
    return .done(.ok)
  }
}
