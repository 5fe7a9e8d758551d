/// `alert`: the presented alert with numbered buttons.
struct AlertCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .presentation,
    name: "alert", usage: "alert",
    summary: "print the presented alert with numbered buttons", example: "alert")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    session.showPresented(.alert)
    return .done(.ok)
  }
}
