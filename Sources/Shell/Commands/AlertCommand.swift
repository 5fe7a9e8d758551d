/// `alert`: the presented alert with numbered buttons.
struct AlertCommand: ShellCommand {
  static let info = CommandInfo(
    name: "alert", usage: "alert",
    summary: "print the presented alert with numbered buttons", example: "alert")

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    session.showPresented(.alert)
    return .ok
  }
}
