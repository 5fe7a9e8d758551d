/// `finish`: waits for every running effect, as `store.finish()`.
struct FinishCommand: ShellCommand {
  static let info = CommandInfo(
    name: "finish", usage: "finish",
    summary: "wait for running effects; fails when one still runs, as store.finish()",
    example: "finish")

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    await session.finish()
  }
}
