/// `sheet`: reprints the presented child feature.
struct SheetCommand: ShellCommand {
  static let info = CommandInfo(
    name: "sheet", usage: "sheet",
    summary: "print the presented child feature: its state and the actions to tap",
    example: "sheet")

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    session.showLastChild()
    return .ok
  }
}
