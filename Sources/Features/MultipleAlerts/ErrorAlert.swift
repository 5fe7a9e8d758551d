import Composable

extension AlertState {
  /// The shared error alert of seed 001 (its `errorAlert(isPresented:onClosed:)` modifier):
  /// "Error!!" with a Close button that only dismisses.
  public static func errorAlert() -> Self {
    AlertState {
      TextState("Error!!")
    } actions: {
      ButtonState(role: .cancel) { TextState("Close") }
    }
  }
}
