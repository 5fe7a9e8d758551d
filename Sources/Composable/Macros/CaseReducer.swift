/// An enum of reducers made by `@Reducer` (a destination, a stack's path), as TCA's
/// `CaseReducer`: its `State` is an enum with a case a reducer, and its static ``body`` scopes
/// each case, so that `.ifLet(\.$destination, action: \.destination)` and
/// `.forEach(\.path, action: \.path)` need no trailing closure.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body == Reduce<State, Action> {
  /// The reducer of the enum: each case's reducer on its case of `State`.
  static var body: Reduce<State, Action> { get }
}

/// The state enum of a ``CaseReducer`` (TCA's `CaseReducerState`): names the reducer that runs it.
public protocol CaseReducerState {
  associatedtype StateReducer: CaseReducer
}

/// The cases of a `@Reducer` enum's `State` marked `@ReducerCaseIgnored`: plain state, with no
/// reducer and no actions, which the shell shows as state rather than as a presented feature.
/// `@Reducer` conforms the `State` when it has one. (A protocol of its own, as
/// ``_StateInitializerListing`` is.)
public protocol _IgnoredCaseListing {
  static var _$ignoredCases: Set<String> { get }
}
