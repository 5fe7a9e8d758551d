/// The actions of a navigation stack, as TCA's `StackAction`: an element's own action, pushing
/// an element, and popping from one (the back button, or an element's `dismiss()`).
public enum StackAction<State, Action> {
  /// An action of the element with `id`.
  case element(id: StackElementID, action: Action)
  /// Removes the element with `id` and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` under `id` (a navigation link's push).
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// A stack action of a reducer's state and action (`StackActionOf<Path>`).
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
