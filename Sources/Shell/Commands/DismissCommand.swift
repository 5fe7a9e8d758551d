/// `dismiss`: what swiping the presented alert or dialog away sends.
struct DismissCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "dismiss", usage: "dismiss",
    summary: "dismiss what is presented, as swiping it away would", example: "dismiss")
  static let stateBlock = StateBlockUse.asserted
  static let journal = JournalUse.whenItActs

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try await session.dismissAnywhere()
    return .ok
  }
}
