extension Scope {
  /// Runs `child` on one case of an enum state, as TCA's `Scope(state: \.edit, action: \.edit)`
  /// over a destination enum: `Scope(state: /State.edit, action: /Action.edit) { Edit() }`.
  ///
  /// A child action while the state is in another case is TCA's runtime warning ("A "Scope" at
  /// "FILE:LINE" received a child action when child state was set to a different case.") and
  /// changes nothing.
  public init(
    state toChildState: CasePath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Reduce<ChildState, ChildAction>
  ) {
    self.toChildState = .enumCase(toChildState, site: "\(fileID):\(line)")
    self.toChildAction = toChildAction
    self.child = child()
  }

  func reduceCase(
    _ casePath: CasePath<ParentState, ChildState>, site: String, into state: inout ParentState,
    _ childAction: ChildAction
  ) -> Effect<ParentAction> {
    guard var childState = casePath.extract(state) else {
      reportIssue(
        """
        A "Scope" at "\(site)" received a child action when child state was set to a different case.

          Action:
            \(customDump(childAction).replacingOccurrences(of: "\n", with: "\n    "))
          State:
            \(customDump(state).replacingOccurrences(of: "\n", with: "\n    "))

        This is generally considered an application logic error: the parent changed the case before this reducer ran, or an effect of the earlier case was not cancelled.
        """)
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state = casePath.embed(childState)
    return effect.map(toChildAction.embed)
  }
}

extension Reducer {
  /// Runs `child` on one case of this reducer's enum state for the child's actions, after this
  /// reducer, as TCA's `ifCaseLet(\.case, action: \.case) { Child() }`.
  public func ifCaseLet<Child: Reducer>(
    _ toChildState: CasePath<State, Child.State>,
    action toChildAction: CasePath<Action, Child.Action>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    then child: () -> Child
  ) -> some Reducer<State, Action> {
    let child = child()
    let scope = Scope(
      state: toChildState, action: toChildAction, fileID: fileID, line: line
    ) { Reduce(child) }
    // TCA's `ifCaseLet` runs the child first, as `ifLet` does.
    return Reduce<State, Action> { state, action in
      let childEffect = scope.reduce(into: &state, action: action)
      return .merge(childEffect, self.reduce(into: &state, action: action))
    }
  }
}
