extension Reducer where Action: Sendable {
  /// Integrates a navigation stack's elements, each run by `destination`, as TCA's
  /// `forEach(\.path, action: \.path) { Path() }`. See ``StackReducer`` for the order of events.
  public func forEach<Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<Destination.State>>,
    action toStackAction: CasePath<Action, StackAction<Destination.State, Destination.Action>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    destination: () -> Destination
  ) -> StackReducer<Self, Destination> {
    StackReducer(
      parent: self, toStackState: toStackState, toStackAction: toStackAction,
      destination: destination(), site: "\(fileID):\(line)")
  }
}

/// The reducer a stack's `forEach` returns; matches TCA's `_StackReducer`:
///
/// - `.element(id:action:)`: the element's reducer runs first (its effects lifted into
///   `.element(id:action:)` and tagged with the element; inside them `dismiss()` sends
///   `.popFrom(id:)` for it), then the parent. A missing element is a runtime warning, then
///   the parent runs.
/// - `.popFrom(id:)`: the parent runs first, then the element and every element above it are
///   removed. A missing id is a runtime warning.
/// - `.push(id:state:)`: the element is added, then the parent runs. An id already in the stack
///   is a runtime warning (the parent still runs).
/// - Afterwards: every effect of an element that left the stack is cancelled; an element that
///   joined it (or was in the initial state, at the first action) gets TCA's long-living
///   effect, which ends when it leaves.
public struct StackReducer<Parent: Reducer, Destination: Reducer>: Reducer
where Parent.Action: Sendable, Destination.Action: Sendable {
  public typealias State = Parent.State
  public typealias Action = Parent.Action
  typealias Stack = StackState<Destination.State>

  let parent: Parent
  let toStackState: WritableKeyPath<Parent.State, Stack>
  let toStackAction: CasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
  let destination: Destination
  let site: String

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let idsBefore = state[keyPath: toStackState].mounted
    var elementEffect = Effect<Action>.none
    let parentEffect: Effect<Action>
    let embed = toStackAction.embed

    switch toStackAction.extract(action) {
    case .element(let id, let elementAction)?:
      if state[keyPath: toStackState][id: id] != nil {
        let lifted = DismissHandler.reducePresented {
          destination.reduce(into: &state[keyPath: toStackState][id: id]!, action: elementAction)
        }.map { embed(.element(id: id, action: $0)) }
        elementEffect = NavigationEffects.tag(
          lifted, id: navigationID(id), dismiss: embed(.popFrom(id: id)))
      } else {
        reportIssue(missingElementIssue(site: site, action: elementAction, holder: "stack"))
      }
      parentEffect = parent.reduce(into: &state, action: action)

    case .popFrom(let id)?:
      let canPop = state[keyPath: toStackState].ids.contains(id)
      parentEffect = parent.reduce(into: &state, action: action)
      if canPop {
        state[keyPath: toStackState].pop(from: id)
      } else {
        reportIssue(
          """
          A "forEach" at "\(site)" received a "popFrom" action for a missing element.

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: toStackState].ids)
          """)
      }

    case .push(let id, let element)?:
      if state[keyPath: toStackState].ids.contains(id) {
        reportIssue(
          """
          A "forEach" at "\(site)" received a "push" action for an element it already contains.

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: toStackState].ids)
          """)
      } else {
        state[keyPath: toStackState].insert(element, id: id)
      }
      parentEffect = parent.reduce(into: &state, action: action)

    case nil:
      parentEffect = parent.reduce(into: &state, action: action)
    }

    let idsAfter = state[keyPath: toStackState].ids
    guard idsAfter != idsBefore else { return .merge(elementEffect, parentEffect) }
    state[keyPath: toStackState].mounted = idsAfter
    let after = Set(idsAfter)
    let before = Set(idsBefore)
    let cancelEffects = idsBefore.filter { !after.contains($0) }.map {
      NavigationEffects.cancel(navigationID($0)) as Effect<Action>
    }
    let lifetimeEffects = idsAfter.filter { !before.contains($0) }.map {
      NavigationEffects.lifetime(navigationID($0)) as Effect<Action>
    }
    return .merge([elementEffect, parentEffect] + cancelEffects + lifetimeEffects)
  }

  private func navigationID(_ id: StackElementID) -> NavigationID {
    NavigationID(slot: toStackState, elementID: id)
  }
}
