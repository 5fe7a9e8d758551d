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
        Self.warn(site, action)
      }
    }
    let wasPresent = state[keyPath: toChildState] != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let dismissed = wasPresent && state[keyPath: toChildState] == nil
    return .merge(childEffect, parentEffect, dismissed ? .cancel(id: id) : .none)
  }

  /// TCA 1.25.5's `IfLetReducer` text, the action dumped whole.
  private static func warn(_ site: String, _ action: Action) {
    let dump = customDump(action).split(separator: "\n", omittingEmptySubsequences: false)
      .map { "    " + $0 }.joined(separator: "\n")
    reportIssue(
      """
      An "ifLet" at "\(site)" received a child action when child state was "nil".

        Action:
      \(dump)

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set child state to "nil" before this reducer ran. This reducer must run before any other reducer sets child state to "nil". This ensures that child reducers can handle their actions while their state is still available.

      An in-flight effect emitted this action when child state was "nil". While it may be perfectly reasonable to ignore this action, consider canceling the associated effect before child state becomes "nil", especially if it is a long-living effect.

      This action was sent to the store while state was "nil". Make sure that actions for this reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, use "IfLetStore".
      """)
  }
}

/// Cancellation id of the effects a child of one `ifLet` started.
private struct ChildEffectsID: Hashable, Sendable {
  let site: String
}
