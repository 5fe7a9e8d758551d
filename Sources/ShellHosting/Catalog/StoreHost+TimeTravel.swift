import Composable

extension StoreHost {
  func recordedState(_ entry: StateEntry) -> Any? { recorder.states[entry] }

  /// Puts a kept state back without running the reducer or any effect (time travel).
  func restoreState(_ entry: StateEntry) throws {
    guard let state = recorder.states[entry] else {
      throw ArgumentError("the state after that action is no longer kept")
    }
    store.setState(state)
  }

  func forgetState(_ entry: StateEntry) { recorder.states.forget(entry) }
}
