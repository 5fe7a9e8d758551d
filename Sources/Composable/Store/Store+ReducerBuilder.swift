extension Store {
  /// Makes a store from a reducer built in a closure, TCA 1.x's spelling:
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) {
  ///   Counter()
  /// } withDependencies: {
  ///   $0.continuousClock = ContinuousClock()
  /// }
  /// ```
  ///
  /// The closure is a ``ReducerBuilder`` block: several reducers listed run in order, as in a
  /// `body`. Behaves exactly as ``init(initialState:reducer:withDependencies:)`` with the
  /// built reducer (matches TCA's `Store(initialState:reducer:withDependencies:)`).
  @inlinable
  public convenience init(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> Reduce<State, Action>,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(
      initialState: initialState, reducer: reducer(), withDependencies: prepareDependencies)
  }
}
