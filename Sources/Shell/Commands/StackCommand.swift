/// `stack`: the navigation stack, numbered.
struct StackCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "stack", usage: "stack",
    summary: "list the navigation stack, numbered, with each element's id and case",
    example: "stack")

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try session.showStack()
    return .ok
  }
}
