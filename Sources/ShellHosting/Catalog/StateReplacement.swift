import Composable

extension StoreHost {
  /// Puts a recorded state back without running the reducer or any effect (time travel).
  func replaceState(with state: Any) throws {
    guard let state = state as? State else {
      throw ArgumentError("a recorded state of type \(type(of: state)) does not fit \(State.self)")
    }
    store.setState(state)
  }
}
