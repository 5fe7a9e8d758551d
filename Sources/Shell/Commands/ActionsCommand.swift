/// `actions`: the actions the current feature accepts, with their value types as Swift writes
/// them (a secret shows its `Redacted<…>`); a case the shell cannot send (a payload it cannot
/// build, an `indirect` case) is listed with the reason, the line `send` would print for it.
struct ActionsCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "actions", usage: "actions",
    summary: "list the actions the current feature accepts, with their value types",
    example: "actions")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    session.renderer.text(
      Self.lines(session.host.actions, prefix: "").map { "  " + $0 }.joined(separator: "\n"))
    return .done(.ok)
  }

  private static func lines(_ actions: [ActionDescription], prefix: String) -> [String] {
    actions.flatMap { action in
      action.isChild
        ? lines(action.children, prefix: prefix + action.name + ".")
        : [
          prefix + action.signature
            + (action.notSendable.map { "  (cannot be sent: \($0))" } ?? "")
        ]
    }
  }
}
