/// `undo`: steps the state back over the last command's actions (no effect runs).
struct UndoCommand: ShellCommand {
  static let info = CommandInfo(
    name: "undo", usage: "undo",
    summary: "step the state back over the last command's actions (no effect runs)",
    example: "undo")

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    guard let position = session.context.log.undoPosition else {
      throw ShellError("nothing to undo: the state is at the start of the log")
    }
    try session.travel(to: position, verb: "undo")
    return .ok
  }
}
