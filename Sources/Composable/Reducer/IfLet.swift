extension Reducer {
  /// Runs a child reducer on an optional part of the state while it is non-nil, as TCA's
  /// `ifLet(_:action:then:)`:
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.child, action: /Action.child) {
  ///     Child()
  ///   }
  /// ```
  ///
  /// For a child action the child runs first on the unwrapped state, then this (the parent)
  /// reducer runs. A child action while the state is nil is a runtime warning (the parent still
  /// runs). When the parent sets the child state to nil, the child's running effects are
  /// cancelled, as in TCA.
  public func ifLet<WrappedState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Reduce<
      WrappedState, WrappedAction
    >,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, WrappedState, WrappedAction> {
    _IfLetReducer(
      parent: self, toChildState: toWrappedState, toChildAction: toWrappedAction,
      child: wrapped(), site: "\(fileID):\(line)")
  }
}

/// The reducer `ifLet(_:action:then:)` returns (TCA's `_IfLetReducer`).
public struct _IfLetReducer<Parent: Reducer, ChildState, ChildAction>: Reducer {
  public typealias State = Parent.State
  public typealias Action = Parent.Action

  let parent: Parent
  let toChildState: WritableKeyPath<State, ChildState?>
  let toChildAction: CasePath<Action, ChildAction>
  let child: Reduce<ChildState, ChildAction>
  let site: String

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let id = ChildEffectsID(site: site)
    var childEffect = Effect<Action>.none
    if let childAction = toChildAction.extract(action) {
      if state[keyPath: toChildState] != nil {
        childEffect = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
          .map(toChildAction.embed)
          .cancellable(id: id)
      } else {
        Self.warn(site)
      }
    }
    let wasPresent = state[keyPath: toChildState] != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let dismissed = wasPresent && state[keyPath: toChildState] == nil
    return .merge(childEffect, parentEffect, dismissed ? .cancel(id: id) : .none)
  }

  private static func warn(_ site: String) {
    reportIssue(
      "An 'ifLet' at \"\(site)\" received a child action when child state was nil. This is generally considered an application logic error: make sure the child state is non-nil while the child can send actions."
    )
  }
}

/// Cancellation id of the effects a child of one `ifLet` started.
private struct ChildEffectsID: Hashable, Sendable {
  let site: String
}
