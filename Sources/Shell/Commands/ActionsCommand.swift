/// `actions`: the actions the current feature accepts, with their value types.
struct ActionsCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "actions", usage: "actions",
    summary: "list the actions the current feature accepts, with their value types",
    example: "actions")

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    session.renderer.text(
      Self.lines(session.host.actions, prefix: "").map { "  " + $0 }.joined(separator: "\n"))
    return .ok
  }

  private static func lines(_ actions: [ActionDescription], prefix: String) -> [String] {
    actions.flatMap { action in
      action.isChild
        ? lines(action.children, prefix: prefix + action.name + ".")
        : [prefix + action.signature]
    }
  }
}
