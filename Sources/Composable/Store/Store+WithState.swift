extension Store {
  /// Reads the current state through `body`, as TCA 1.x's `store.withState(\.count)`: a look at
  /// the state that observes nothing (for tests and logic outside views).
  public func withState<Value>(_ body: (_ state: State) -> Value) -> Value {
    body(state)
  }
}
