/// `quit` (or `exit`): leaves the shell.
struct QuitCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "quit", aliases: ["exit"], usage: "quit",
    summary: "leave the shell (also: exit, Ctrl-D)", example: "quit")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .done(.quit)
  }
}
