/// A reducer that changes nothing and returns no effect, as TCA's `EmptyReducer`: a placeholder
/// in a `body`, or the `else` branch of a conditional reducer.
public struct EmptyReducer<State, Action>: Reducer {
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
