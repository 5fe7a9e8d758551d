/// `cancel`: cancels the running effects of the current feature.
struct CancelCommand: ShellCommand {
  static let info = CommandInfo(
    name: "cancel", usage: "cancel", summary: "cancel the current feature's running effects",
    example: "cancel")

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    await session.cancelEffects()
    session.showNewlyPresented()
    return .ok
  }
}
