import Composable

/// `sheet`: reprints the presented child feature.
struct SheetCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .presentation,
    name: "sheet", usage: "sheet",
    summary: "print the presented child feature: its state and the actions to tap",
    example: "sheet")
  static let pagesLongOutput = true

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    session.showLastChild()
    return .done(.ok)
  }
}

extension Session {
  /// `sheet`: prints the presented child feature shown last (or the innermost one). With no
  /// sheet up, what `tap` would answer instead (an alert a stack screen presents), so that
  /// `sheet` never says nothing is presented while `tap` finds something.
  fileprivate func showLastChild() {
    let children = presentedChildren().filter { $0.buttons == nil }
    if let child = lastShown(in: children) ?? children.last {
      return showChild(child)
    }
    if let item = context.view.target(in: host.presented) {
      return renderer.presented(item, feature: current.name)
    }
    guard let child = targetChild() else { return renderer.text("No sheet is presented.") }
    showChild(child)
  }
}
