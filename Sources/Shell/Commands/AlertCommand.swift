/// `alert`: the presented alert with numbered buttons.
struct AlertCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "alert", usage: "alert",
    summary: "print the presented alert with numbered buttons", example: "alert")

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    session.showPresented(.alert)
    return .ok
  }
}
