/// `redo`: steps forward again after `undo`.
struct RedoCommand: ShellCommand {
  static let info = CommandInfo(
    name: "redo", usage: "redo", summary: "step forward again after undo", example: "redo")

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    guard let position = session.context.log.redoPosition else {
      throw ShellError("nothing to redo: no action was undone")
    }
    try session.travel(to: position, verb: "redo")
    return .ok
  }
}
