/// A type that evolves a feature's `State` in response to its `Action`s and describes the side
/// effects to run, as TCA's `Reducer` protocol does.
///
/// Conform by implementing either ``reduce(into:action:)`` or ``body`` (a composition of other
/// reducers built with ``ReducerBuilder``), never both. The store calls `reduce`; when only
/// `body` is given, `reduce` runs the body.
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  associatedtype Body

  /// Mutates `state` for `action` and returns the effect to run afterwards (`.none` for none).
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in source order on the same state.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body; asking for one is a bug.
  public var body: Never {
    fatalError("'\(Self.self)' has no body: it implements reduce(into:action:) directly.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducers of ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer over `State` and `Action`, for naming in signatures (`ReducerOf<Counter>`).
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// The effect type of a reducer's actions, for naming in signatures (`EffectOf<Counter>`).
public typealias EffectOf<R: Reducer> = Effect<R.Action>
