// `.ifLet(\.$destination, action: \.destination)` and `.forEach(\.path, action: \.path)` with no
// trailing closure: the state enum names its `@Reducer` enum, whose body runs the children.

extension Reducer where Action: Sendable {
  /// `.ifLet(\.$destination, action: \.destination)` for a `@Reducer enum Destination`.
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, DestinationState, DestinationAction>
  where
    DestinationState.StateReducer.State == DestinationState,
    DestinationState.StateReducer.Action == DestinationAction, DestinationAction: Sendable
  {
    ifLet(
      toPresentationState, action: CasePath(toPresentationAction), fileID: fileID, line: line
    ) { DestinationState.StateReducer.body }
  }

  /// `.forEach(\.path, action: \.path)` for a `@Reducer enum Path`.
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> StackReducer<Self, Reduce<ElementState, ElementAction>>
  where
    ElementState.StateReducer.State == ElementState,
    ElementState.StateReducer.Action == ElementAction, ElementAction: Sendable
  {
    forEach(toStackState, action: CasePath(toStackAction), fileID: fileID, line: line) {
      ElementState.StateReducer.body
    }
  }
}
