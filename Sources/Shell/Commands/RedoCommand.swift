/// `redo`: steps forward again after `undo`.
struct RedoCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "redo", usage: "redo", summary: "step forward again after undo", example: "redo")

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try session.travel(
      to: session.context.log.redoPosition, verb: "redo",
      otherwise: "nothing to redo: no action was undone")
    return .ok
  }
}
