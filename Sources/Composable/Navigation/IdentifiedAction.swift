/// The action of one element of an ``IdentifiedArray`` run by `forEach`, as TCA's
/// `IdentifiedAction`: `.element(id: 3, action: .toggle)`.
public enum IdentifiedAction<ID: Hashable, Action> {
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where ID: Equatable, Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}

/// An identified action of a reducer's `Action` with `Identifiable` state
/// (`IdentifiedActionOf<Todo>`).
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
