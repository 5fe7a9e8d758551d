/// `actions`: the actions the current feature accepts, with their value types as Swift writes
/// them (a secret shows its `Redacted<…>`); a case the shell cannot send (a payload it cannot
/// build, an `indirect` case) is listed with the reason, the line `send` would print for it.
/// Inside a `focus`, the focused child's actions, named as `send` takes them there (relative,
/// without the element ids the focus path gives), as Tab offers them.
struct ActionsCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "actions", usage: "actions",
    summary: "list the actions the current feature accepts, with their value types",
    example: "actions")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    var level = session.host.actions
    var supplied = 0
    if let focus = session.focus {
      let walk = try session.walkActions(focus.actionPath, checked: false)
      level = walk.level
      supplied = walk.ids.count
    }
    session.renderer.text(
      Self.lines(level, prefix: "", supplied: supplied).map { "  " + $0 }.joined(separator: "\n"))
    return .done(.ok)
  }

  private static func lines(_ actions: [ActionDescription], prefix: String, supplied: Int)
    -> [String]
  {
    actions.flatMap { action in
      // A bound struct field is sendable whole and has its fields under it.
      (action.isChild
        ? []
        : [
          prefix + action.signature(droppingFirst: supplied)
            + (action.notSendable.map { "  (cannot be sent: \($0))" } ?? "")
        ]) + lines(action.children, prefix: prefix + action.name + ".", supplied: supplied)
    }
  }
}
