extension Reducer where Action: Sendable {
  /// Integrates something presented in `PresentationState`, as TCA's
  /// `ifLet(\.$alert, action: \.alert)`. See ``PresentationReducer`` for the order of events.
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, DestinationState, DestinationAction> {
    PresentationReducer(
      parent: self, toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, destination: nil, site: "\(fileID):\(line)")
  }

  /// Integrates a presented child feature (or a destination enum of several) with its own
  /// reducer, which runs on the presented state before the parent does, as TCA's
  /// `ifLet(\.$destination, action: \.destination) { Destination() }`.
  public func ifLet<Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<Destination.State>>,
    action toPresentationAction: CasePath<Action, PresentationAction<Destination.Action>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    destination: () -> Destination
  ) -> PresentationReducer<Self, Destination.State, Destination.Action>
  where Destination.Action: Sendable {
    let child = destination()
    return PresentationReducer(
      parent: self, toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      destination: Reduce { child.reduce(into: &$0, action: $1) }, site: "\(fileID):\(line)")
  }
}

/// The reducer `ifLet` returns; matches TCA's `_PresentationReducer`:
///
/// - `.presented(action)` or `.dismiss` while nothing is presented: a runtime warning (each time,
///   as TCA reports it), then the parent runs; nothing else.
/// - `.presented(action)`: the destination reducer (if any) runs on the presented state, then the
///   parent runs with the whole action. The child's effects are lifted into `.presented(...)`
///   and tagged with the presentation's identity; inside them `dismiss()` sends `.dismiss`.
///   Then, if what was presented is ephemeral (an alert or a dialog) and its identity is
///   unchanged, it is set to nil: it dismissed itself. A replacement the parent assigned (a new
///   id) stays presented.
/// - `.dismiss`: the parent runs first, then the state is set to nil unless the parent replaced it.
/// - Afterwards, when the presented identity changed (dismissed, or replaced by another), every
///   effect of the old, non-ephemeral child is cancelled; a newly presented non-ephemeral child
///   gets TCA's long-living effect, which ends when it goes away. The effects are merged: the
///   child's, the parent's, the cancellation, the new long-living one.
///
/// Identity is the key path plus the value's `id` (`Identifiable`), or its type and enum case:
/// see ``NavigationID``.
public struct PresentationReducer<Parent: Reducer, DestinationState, DestinationAction>: Reducer
where Parent.Action: Sendable {
  public typealias State = Parent.State
  public typealias Action = Parent.Action

  let parent: Parent
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<DestinationState>>
  let toPresentationAction: CasePath<Parent.Action, PresentationAction<DestinationAction>>
  let destination: Reduce<DestinationState, DestinationAction>?
  let site: String

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let initial = state[keyPath: toPresentationState]
    let presentationAction = toPresentationAction.extract(action)
    var childEffect = Effect<Action>.none
    let parentEffect: Effect<Action>

    switch (initial.wrappedValue, presentationAction) {
    case (let presented?, .dismiss?):
      let id = navigationID(presented)
      parentEffect = parent.reduce(into: &state, action: action)
      if currentID(state) == id {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
    case (let presented?, .presented(let childAction)?):
      let id = navigationID(presented)
      if let destination {
        let embed = toPresentationAction.embed
        let lifted = DismissHandler.reducePresented {
          destination.reduce(
            into: &state[keyPath: toPresentationState].wrappedValue!, action: childAction)
        }.map { embed(.presented($0)) }
        childEffect = NavigationEffects.tag(lifted, id: id, dismiss: embed(.dismiss))
      }
      parentEffect = parent.reduce(into: &state, action: action)
      if NavigationID.isEphemeral(presented), currentID(state) == id {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
    case (nil, _?):
      // TCA warns for `.dismiss` with nothing presented as for `.presented` (tca-oracle (f)).
      // TCA 1.25.5's `PresentationReducer` text, the action by its cases alone.
      reportIssue(
        """
        An "ifLet" at "\(site)" received a presentation action when destination state was absent.

          Action:
            \(debugCaseOutput(action))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer must run before any other reducer sets destination state to "nil". This ensures that destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that actions for this reducer can only be sent from a store when state is present, or from effects that start from this reducer.
        """)
      parentEffect = parent.reduce(into: &state, action: action)
    default:
      parentEffect = parent.reduce(into: &state, action: action)
    }

    // Nothing was or is presented, and no long-living effect runs: nothing to start or cancel
    // (most actions of most features; identities cost a cast or a Mirror).
    if initial.presentedID == nil, initial.wrappedValue == nil,
      state[keyPath: toPresentationState].wrappedValue == nil
    {
      return .merge(childEffect, parentEffect)
    }
    let now = currentID(state)
    let changed = initial.presentedID != now
    var cancelEffect = Effect<Action>.none
    if changed, let old = initial.presentedID,
      initial.wrappedValue.map({ navigationID($0) == old && !NavigationID.isEphemeral($0) })
        ?? true
    {
      cancelEffect = NavigationEffects.cancel(old)
    }
    if changed, now == nil {
      state[keyPath: toPresentationState].presentedID = nil
    }
    var lifetimeEffect = Effect<Action>.none
    if changed || state[keyPath: toPresentationState].presentedID == nil,
      let presented = state[keyPath: toPresentationState].wrappedValue,
      !NavigationID.isEphemeral(presented), let now
    {
      state[keyPath: toPresentationState].presentedID = now
      lifetimeEffect = NavigationEffects.lifetime(now)
    }
    return .merge(childEffect, parentEffect, cancelEffect, lifetimeEffect)
  }

  private func navigationID(_ value: DestinationState) -> NavigationID {
    NavigationID(slot: toPresentationState, value: value)
  }

  private func currentID(_ state: State) -> NavigationID? {
    state[keyPath: toPresentationState].wrappedValue.map(navigationID)
  }
}
