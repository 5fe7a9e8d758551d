/// `quit` (or `exit`): leaves the shell.
struct QuitCommand: ShellCommand {
  static let info = CommandInfo(
    name: "quit", aliases: ["exit"], usage: "quit",
    summary: "leave the shell (also: exit, Ctrl-D)", example: "quit")

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult { .quit }
}
