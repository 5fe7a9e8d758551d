/// `cancel`: cancels the running effects of the current feature.
struct CancelCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "cancel", usage: "cancel", summary: "cancel the current feature's running effects",
    example: "cancel")

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    await session.cancelEffects()
    session.showNewlyPresented()
    return .ok
  }
}
