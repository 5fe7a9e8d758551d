/// `stack`: the navigation stack, numbered.
struct StackCommand: ShellCommand {
  static let info = CommandInfo(
    name: "stack", usage: "stack",
    summary: "list the navigation stack, numbered, with each element's id and case",
    example: "stack")

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try session.showStack()
    return .ok
  }
}
