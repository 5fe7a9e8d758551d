import Composable

extension PresentedItem {
  /// An alert or dialog found in a state tree (not one a registration declared): for hosts
  /// that show it with the same renderer.
  public init(foundAt slot: Int, identity: AnyHashable, buttons state: AnyButtonsState) {
    self.init(
      slot: slot, kind: state.isConfirmationDialog ? .confirmationDialog : .alert,
      identity: identity, title: state.titleText, titleHidden: state.titleIsHidden,
      message: state.messageText,
      buttons: state.buttonItems.map { .init(label: $0.label, role: $0.role) })
  }
}
