/// Builds a reducer from the reducers listed in a block, as TCA's `@ReducerBuilder`.
///
/// The listed reducers run sequentially in source order on the same `inout` state, and their
/// effects are merged (they run concurrently), as in TCA's `_Sequence`.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(reducer)
  }

  @inlinable
  public static func buildBlock() -> Reduce<State, Action> {
    Reduce { _, _ in .none }
  }

  @inlinable
  public static func buildPartialBlock(first: Reduce<State, Action>) -> Reduce<State, Action> {
    first
  }

  @inlinable
  public static func buildPartialBlock(
    accumulated: Reduce<State, Action>, next: Reduce<State, Action>
  ) -> Reduce<State, Action> {
    Reduce { state, action in
      let first = accumulated.reduce(into: &state, action: action)
      let second = next.reduce(into: &state, action: action)
      return .merge(first, second)
    }
  }

  @inlinable
  public static func buildOptional(_ reducer: Reduce<State, Action>?) -> Reduce<State, Action> {
    reducer ?? Reduce { _, _ in .none }
  }

  @inlinable
  public static func buildEither(first: Reduce<State, Action>) -> Reduce<State, Action> { first }
  @inlinable
  public static func buildEither(second: Reduce<State, Action>) -> Reduce<State, Action> { second }

  /// A `for` loop's reducers, run in order with their effects merged.
  @inlinable
  public static func buildArray(_ reducers: [Reduce<State, Action>]) -> Reduce<State, Action> {
    Reduce { state, action in
      .merge(reducers.map { $0.reduce(into: &state, action: action) })
    }
  }

  /// An `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability(_ reducer: Reduce<State, Action>) -> Reduce<
    State, Action
  > { reducer }
}

/// Groups reducers into one, as TCA's `CombineReducers`: they run in order on the same state and
/// their effects are merged.
public struct CombineReducers<State, Action>: Reducer {
  @usableFromInline
  let reducers: Reduce<State, Action>

  public init(@ReducerBuilder<State, Action> _ build: () -> Reduce<State, Action>) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
