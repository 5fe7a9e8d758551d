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

  /// `..`, `/`, the presented children and the stack's elements.
  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? session.focusCompletions() : []
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try session.changeFocus(target)
    return .ok
  }
}
