/// `dismiss`: what swiping the presented alert or dialog away sends.
struct DismissCommand: ShellCommand {
  static let info = CommandInfo(
    name: "dismiss", usage: "dismiss",
    summary: "dismiss what is presented, as swiping it away would", example: "dismiss")
  static let stateBlock = StateBlockUse.asserted
  static let journal = JournalUse.whenItActs

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try await session.dismissAnywhere()
    return .ok
  }
}
