/// Runs a child reducer on a part of the parent's state for the child's actions, as TCA's
/// `Scope(state:action:child:)`.
///
/// Actions the case path does not extract are ignored (`.none`); the child's effects are mapped
/// back into parent actions with the case path's `embed`.
public struct Scope<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  public typealias State = ParentState
  public typealias Action = ParentAction

  let toChildState: WritableKeyPath<ParentState, ChildState>
  let toChildAction: CasePath<ParentAction, ChildAction>
  let child: Reduce<ChildState, ChildAction>

  public init(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Reduce<ChildState, ChildAction>
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    return child.reduce(into: &state[keyPath: toChildState], action: childAction)
      .map(toChildAction.embed)
  }
}
