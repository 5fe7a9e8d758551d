extension Reducer where Action: Sendable {
  /// Runs `element` on each element of an ``IdentifiedArray`` for its actions, as TCA's
  /// `forEach(\.rows, action: \.rows) { Row() }`. See ``ForEachReducer``.
  public func forEach<ID: Hashable & Sendable, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, Element.State>>,
    action toElementAction: CasePath<Action, IdentifiedAction<ID, Element.Action>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    element: () -> Element
  ) -> ForEachReducer<Self, ID, Element> {
    ForEachReducer(
      parent: self, toElements: toElements, toElementAction: toElementAction,
      element: element(), site: "\(fileID):\(line)")
  }
}

/// The reducer a collection's `forEach` returns; matches TCA's `_ForEachReducer`:
/// `.element(id:action:)` runs the element's reducer first (its effects lifted and tagged with
/// the element), then the parent. An id with no element is a runtime warning
/// (`A "forEach" at "FILE:LINE" received an action for a missing element.`), and the parent
/// still runs. Elements the parent removed have their effects cancelled.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer
where Parent.Action: Sendable, Element.Action: Sendable {
  public typealias State = Parent.State
  public typealias Action = Parent.Action

  let parent: Parent
  let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let element: Element
  let site: String

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var elementEffect = Effect<Action>.none
    if case .element(let id, let elementAction)? = toElementAction.extract(action) {
      if state[keyPath: toElements][id: id] != nil {
        let embed = toElementAction.embed
        let lifted = element.reduce(
          into: &state[keyPath: toElements][id: id]!, action: elementAction
        ).map { embed(.element(id: id, action: $0)) }
        elementEffect = NavigationEffects.tag(lifted, id: navigationID(id), dismiss: nil)
      } else {
        reportIssue(missingElementIssue(site: site, action: action, holder: "collection"))
      }
    }
    let idsBefore = state[keyPath: toElements].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElements].ids
    guard idsAfter != idsBefore else { return .merge(elementEffect, parentEffect) }
    let remaining = Set(idsAfter)
    let cancelEffects = idsBefore.filter { !remaining.contains($0) }.map {
      NavigationEffects.cancel(navigationID($0)) as Effect<Action>
    }
    return .merge([elementEffect, parentEffect] + cancelEffects)
  }

  private func navigationID(_ id: ID) -> NavigationID {
    NavigationID(slot: toElements, elementID: id)
  }
}

/// The issue a `forEach` reports for an element action whose id the `holder` (`collection`,
/// `stack`) no longer has, word for word as TCA 1.25.5's (`ForEachReducer`, `StackReducer`):
/// the action by its cases alone (``debugCaseOutput(_:)``: a list's whole action, a stack's
/// element action), and the hint for the view that sends it.
func missingElementIssue(site: String, action: Any, holder: String) -> String {
  let view =
    holder == "stack"
    ? "\"NavigationStack.init(path:)\" with a binding to a store"
    : "\"ForEachStore\""
  return """
    A "forEach" at "\(site)" received an action for a missing element.

      Action:
        \(debugCaseOutput(action))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer removed an element with this ID before this reducer ran. This reducer must run before any other reducer removes an element, which ensures that element reducers can handle their actions while their state is still available.

    An in-flight effect emitted this action when state contained no element at this ID. While it may be perfectly reasonable to ignore this action, consider canceling the associated effect before an element is removed, especially if it is a long-living effect.

    This action was sent to the store while its state contained no element at this ID. To fix this make sure that actions for this reducer can only be sent from a store when its state contains an element at this id. In SwiftUI applications, use \(view).
    """
}
