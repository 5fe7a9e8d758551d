extension Reducer where Action: Sendable {
  /// `forEach` with TCA 1.0–1.3's element case, `case todo(id: Todo.State.ID, action:
  /// Todo.Action)`, named by its case path `/Action.todo(id:action:)`: the same reducer as the
  /// `IdentifiedAction` form, the element's id and action read from and written to that case.
  public func forEach<ID: Hashable & Sendable, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, Element.State>>,
    action toElementAction: CasePath<Action, (ID, Element.Action)>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    element: () -> Element
  ) -> ForEachReducer<Self, ID, Element> {
    let identified = CasePath<Action, IdentifiedAction<ID, Element.Action>>(
      embed: { identified in
        switch identified {
        case .element(let id, let action): toElementAction.embed((id, action))
        }
      },
      extract: { action in
        toElementAction.extract(action).map { .element(id: $0.0, action: $0.1) }
      })
    return forEach(
      toElements, action: identified, fileID: fileID, line: line, element: element)
  }
}
