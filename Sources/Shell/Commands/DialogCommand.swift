/// `dialog`: the presented confirmation dialog with numbered buttons.
struct DialogCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "dialog", usage: "dialog",
    summary: "print the presented confirmation dialog (action sheet) with numbered buttons",
    example: "dialog")

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    session.showPresented(.confirmationDialog)
    return .ok
  }
}
