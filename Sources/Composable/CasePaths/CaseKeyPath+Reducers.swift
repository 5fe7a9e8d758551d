// TCA's spellings of Scope, ifLet, forEach and ifCaseLet with case key paths (`action: \.child`);
// each makes the `CasePath` the key path names and runs the case-path form.

extension Scope {
  /// `Scope(state: \.child, action: \.child) { Child() }`.
  public init(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Reduce<ChildState, ChildAction>
  ) {
    self.init(state: toChildState, action: CasePath(toChildAction), child: child)
  }

  /// `Scope(state: \.edit, action: \.edit) { Form() }` over one case of an enum state.
  public init(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Reduce<ChildState, ChildAction>
  ) {
    self.init(
      state: CasePath(toChildState), action: CasePath(toChildAction), fileID: fileID, line: line,
      child: child)
  }
}

extension Reducer {
  /// `.ifLet(\.child, action: \.child) { Child() }` over an optional field.
  public func ifLet<WrappedState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Reduce<
      WrappedState, WrappedAction
    >,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, WrappedState, WrappedAction> {
    ifLet(
      toWrappedState, action: CasePath(toWrappedAction), then: wrapped, fileID: fileID,
      line: line)
  }

  /// `.ifCaseLet(\.loaded, action: \.loaded) { Loaded() }` over one case of an enum state.
  public func ifCaseLet<Child: Reducer>(
    _ toChildState: CaseKeyPath<State, Child.State>,
    action toChildAction: CaseKeyPath<Action, Child.Action>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    then child: () -> Child
  ) -> some Reducer<State, Action> {
    ifCaseLet(
      CasePath(toChildState), action: CasePath(toChildAction), fileID: fileID, line: line,
      then: child)
  }
}

extension Reducer where Action: Sendable {
  /// `.ifLet(\.$alert, action: \.alert)`: something presented with no reducer of its own.
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, DestinationState, DestinationAction> {
    ifLet(
      toPresentationState, action: CasePath(toPresentationAction), fileID: fileID, line: line)
  }

  /// `.ifLet(\.$destination, action: \.destination) { Destination() }`.
  public func ifLet<Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<Destination.State>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<Destination.Action>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    destination: () -> Destination
  ) -> PresentationReducer<Self, Destination.State, Destination.Action>
  where Destination.Action: Sendable {
    ifLet(
      toPresentationState, action: CasePath(toPresentationAction), fileID: fileID, line: line,
      destination: destination)
  }

  /// `.forEach(\.rows, action: \.rows) { Row() }` over an ``IdentifiedArray``.
  public func forEach<ID: Hashable & Sendable, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, Element.State>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, Element.Action>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    element: () -> Element
  ) -> ForEachReducer<Self, ID, Element> {
    forEach(
      toElements, action: CasePath(toElementAction), fileID: fileID, line: line,
      element: element)
  }

  /// `.forEach(\.path, action: \.path) { Path() }` over a ``StackState``.
  public func forEach<Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<Destination.State>>,
    action toStackAction: CaseKeyPath<
      Action, StackAction<Destination.State, Destination.Action>
    >,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    destination: () -> Destination
  ) -> StackReducer<Self, Destination> {
    forEach(
      toStackState, action: CasePath(toStackAction), fileID: fileID, line: line,
      destination: destination)
  }
}
