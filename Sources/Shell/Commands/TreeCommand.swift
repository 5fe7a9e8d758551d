/// `tree`: what is on screen, as a tree (see ``ScreenTree``).
struct TreeCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .navigation, name: "tree", usage: "tree",
    summary:
      "what is on screen as a tree: the root, stack screens (top marked), sheets, alerts; covered screens marked",
    example: "tree")
  static let pagesLongOutput = true

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    let host = session.host
    let tree = ScreenTree(
      state: host.state, feature: session.current.name,
      styles: session.current.presentationStyles, registered: host.presented)
    session.renderer.text(tree.lines.joined(separator: "\n"))
    return .done(.ok)
  }
}
