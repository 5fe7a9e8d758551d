/// `sheet`: reprints the presented child feature.
struct SheetCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "sheet", usage: "sheet",
    summary: "print the presented child feature: its state and the actions to tap",
    example: "sheet")

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    session.showLastChild()
    return .ok
  }
}
