import Composable

/// `stack`: the navigation stack, numbered.
struct StackCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    name: "stack", usage: "stack",
    summary:
      "list the navigation stack, numbered as path[N] indexes it, with each element's id and case",
    example: "stack")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try session.showStack()
    return .done(.ok)
  }
}

extension Session {
  /// `stack`: the navigation stack of the focused state, numbered from 0 as `path[N]` indexes
  /// it, with ids and cases.
  fileprivate func showStack() throws(ShellError) {
    let (name, _, stack) = try nearestStack()
    guard !stack.navigationIDs.isEmpty else {
      renderer.text("The stack (\(name)) is empty.")
      return
    }
    let lines = stack.navigationIDs.enumerated().map { offset, id in
      let element = stack.navigationElement(at: offset)!
      let mirror = Mirror(reflecting: element)
      let kind =
        mirror.displayStyle == .enum
        ? (mirror.children.first?.label ?? String(describing: element))
        : typeName(type(of: element))
      // Numbered as `path[0]` indexes the stack (and `focus`, `state` and `pop` take it).
      return "  [\(offset)] #\(id) \(kind)"
    }
    renderer.text((["Stack (\(name)):"] + lines).joined(separator: "\n"))
  }
}
