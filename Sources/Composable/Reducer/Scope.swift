/// Runs a child reducer on a part of the parent's state for the child's actions, as TCA's
/// `Scope(state:action:child:)`.
///
/// The part is a key path (a field of a struct) or, with a case path, one case of an enum state
/// (see `Scope(state:action:child:)` taking a `CasePath`). Actions the case path does not extract
/// are ignored (`.none`); the child's effects are mapped back into parent actions with the case
/// path's `embed`.
public struct Scope<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  public typealias State = ParentState
  public typealias Action = ParentAction

  /// Where the child's state lives in the parent's.
  enum ChildStatePath {
    case field(WritableKeyPath<ParentState, ChildState>)
    case enumCase(CasePath<ParentState, ChildState>, site: String)
  }

  let toChildState: ChildStatePath
  let toChildAction: CasePath<ParentAction, ChildAction>
  let child: Reduce<ChildState, ChildAction>

  public init(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Reduce<ChildState, ChildAction>
  ) {
    self.toChildState = .field(toChildState)
    self.toChildAction = toChildAction
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    switch toChildState {
    case .field(let keyPath):
      return child.reduce(into: &state[keyPath: keyPath], action: childAction)
        .map(toChildAction.embed)
    case .enumCase(let casePath, let site):
      return reduceCase(casePath, site: site, into: &state, childAction)
    }
  }
}
