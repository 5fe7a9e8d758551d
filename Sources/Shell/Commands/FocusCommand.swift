/// `focus PATH | focus .. | focus /`: steps into a presented child or stack element, out, or
/// back to the root.
struct FocusCommand: ShellCommand {
  static let info = CommandInfo(
    name: "focus", usage: "focus PATH | focus .. | focus /",
    summary:
      "step into a presented child or stack element (send/state/expect work there), out, or back to the root",
    example: "focus path[0].detail")

  let target: String

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1 else { throw usageError }
    return Self(target: input.words[0].text)
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try session.changeFocus(target)
    return .ok
  }
}
