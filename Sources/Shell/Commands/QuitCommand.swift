/// `quit` (or `exit`): leaves the shell.
struct QuitCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "quit", aliases: ["exit"], usage: "quit",
    summary: "leave the shell (also: exit, Ctrl-D)", example: "quit")

  func run(in session: Session) async throws(ShellError) -> CommandResult { .quit }
}
