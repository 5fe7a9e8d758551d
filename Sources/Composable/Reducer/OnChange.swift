extension Reducer {
  /// Runs `reducer` after this one whenever the value `toValue` reads from the state changed, as
  /// TCA's `onChange(of:_:)`:
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .onChange(of: \.query) { oldValue, newValue in
  ///     Reduce { state, _ in
  ///       state.results = []
  ///       return .none
  ///     }
  ///   }
  /// ```
  ///
  /// `reducer` gets the value before and after the action, and runs with that same action on the
  /// changed state; its effects merge with this reducer's. Nothing runs when the value is equal.
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Reduce<State, Action>
  ) -> _OnChangeReducer<Self, Value> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// `onChange(of:_:)` for a value that is not `Equatable`: `isDuplicate` tells when it did not
  /// change (TCA's `removeDuplicates:`).
  public func onChange<Value>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Reduce<State, Action>
  ) -> _OnChangeReducer<Self, Value> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer `onChange(of:)` returns (TCA's type of the same name).
public struct _OnChangeReducer<Base: Reducer, Value>: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  let base: Base
  let toValue: (State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Reduce<State, Action>

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffect }
    return .merge(baseEffect, reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
