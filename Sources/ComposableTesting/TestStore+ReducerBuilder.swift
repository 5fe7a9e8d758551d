import Composable

extension TestStore {
  /// Makes a test store from a reducer built in a closure, TCA 1.x's spelling:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  ///
  /// Dependencies start from their test values, as with the value form
  /// (matches TCA's `TestStore(initialState:reducer:withDependencies:)`).
  public convenience init(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> Reduce<State, Action>,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil,
    reportFailure: TestFailureReporter? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState, reducer: reducer(), withDependencies: prepareDependencies,
      reportFailure: reportFailure, fileID: fileID, file: filePath, line: line, column: column)
  }
}

/// A test store of a reducer's state and action (`TestStoreOf<Counter>`), as TCA's.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action>
where R.State: Equatable, R.Action: Sendable
