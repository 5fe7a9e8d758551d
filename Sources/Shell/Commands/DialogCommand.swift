/// `dialog`: the presented confirmation dialog with numbered buttons.
struct DialogCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .presentation,
    name: "dialog", usage: "dialog",
    summary: "print the presented confirmation dialog (action sheet) with numbered buttons",
    example: "dialog")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    session.showPresented(.confirmationDialog)
    return .done(.ok)
  }
}
