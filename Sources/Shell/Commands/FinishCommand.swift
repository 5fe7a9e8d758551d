/// `finish`: waits for every running effect, as `store.finish()`.
struct FinishCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "finish", usage: "finish",
    summary: "wait for running effects; fails when one still runs, as store.finish()",
    example: "finish")

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    await session.finish()
  }
}
