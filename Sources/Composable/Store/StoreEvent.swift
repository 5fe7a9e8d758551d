/// Where an action that a store processed came from.
public enum ActionOrigin: Sendable, Equatable {
  /// Sent to the store from outside (`store.send`).
  case sent
  /// Sent back by one of the store's effects (TCA's `_printChanges` calls these "received").
  case received
}

/// One processed action, as the store's observer sees it: the action, where it came from, and
/// the state just before and just after the reducer ran it.
public struct StoreEvent<State, Action> {
  public let action: Action
  public let origin: ActionOrigin
  public let stateBefore: State
  public let stateAfter: State

  /// An event as a store's observer would see it (also how the shell hands its logged actions
  /// to `save`'s writers).
  @inlinable
  public init(action: Action, origin: ActionOrigin, stateBefore: State, stateAfter: State) {
    self.action = action
    self.origin = origin
    self.stateBefore = stateBefore
    self.stateAfter = stateAfter
  }
}

extension StoreEvent {
  /// The same event with its types erased, for code that sees a store without its types (the
  /// shell's `FeatureHost`).
  @inlinable
  public var erased: StoreEvent<Any, Any> {
    StoreEvent<Any, Any>(
      action: action, origin: origin, stateBefore: stateBefore, stateAfter: stateAfter)
  }
}
