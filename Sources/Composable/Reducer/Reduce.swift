/// A reducer made from a closure, as TCA's `Reduce { state, action in ... }`.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let run: (inout State, Action) -> Effect<Action>

  /// Wraps `reduce`, which mutates the state in place and returns the effect to run.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.run = reduce
  }

  /// Erases another reducer, keeping its behaviour.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.run = { reducer.reduce(into: &$0, action: $1) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    run(&state, action)
  }
}
