import Synchronization

extension Reducer {
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

  /// Integrates a presented child feature with its own reducer, which runs on the presented
  /// state before the parent does.
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
/// - `.presented(action)` while nothing is presented: a runtime warning (once per `ifLet`), then
///   the parent runs; nothing else.
/// - `.presented(action)`: the destination reducer (if any) runs on the presented state, then the
///   parent runs with the whole action. Then, if what was presented is ephemeral (an alert or a
///   dialog) and its identity is unchanged, it is set to nil: it dismissed itself. A replacement
///   the parent assigned (a new id) stays presented.
/// - `.dismiss`: the parent runs first, then the state is set to nil unless the parent replaced it.
public struct PresentationReducer<Parent: Reducer, DestinationState, DestinationAction>: Reducer {
  public typealias State = Parent.State
  public typealias Action = Parent.Action

  let parent: Parent
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<DestinationState>>
  let toPresentationAction: CasePath<Parent.Action, PresentationAction<DestinationAction>>
  let destination: Reduce<DestinationState, DestinationAction>?
  let site: String

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let presentationAction = toPresentationAction.extract(action) else {
      return parent.reduce(into: &state, action: action)
    }
    guard let presented = state[keyPath: toPresentationState].wrappedValue else {
      if case .presented = presentationAction { Self.warnOnce(site) }
      return parent.reduce(into: &state, action: action)
    }
    let identity = Self.identity(of: presented)
    switch presentationAction {
    case .presented(let childAction):
      var childEffect = Effect<Action>.none
      if let destination {
        let embed = toPresentationAction.embed
        childEffect = destination.reduce(
          into: &state[keyPath: toPresentationState].wrappedValue!, action: childAction
        ).map { embed(.presented($0)) }
      }
      let parentEffect = parent.reduce(into: &state, action: action)
      if presented is EphemeralState, isUnchanged(state, identity) {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
      return .merge(childEffect, parentEffect)
    case .dismiss:
      let parentEffect = parent.reduce(into: &state, action: action)
      if isUnchanged(state, identity) {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
      return parentEffect
    }
  }

  private func isUnchanged(_ state: State, _ identity: AnyHashable?) -> Bool {
    guard let now = state[keyPath: toPresentationState].wrappedValue else { return false }
    return Self.identity(of: now) == identity
  }

  /// An ephemeral state's id, else an `Identifiable` id, else nil (any value counts as the same).
  static func identity(of value: DestinationState) -> AnyHashable? {
    if let ephemeral = value as? EphemeralState { return ephemeral.presentationID }
    if let identifiable = value as? any Identifiable { return identifier(of: identifiable) }
    return nil
  }

  private static func identifier<T: Identifiable>(of value: T) -> AnyHashable {
    AnyHashable(value.id)
  }

  private static func warnOnce(_ site: String) {
    let first = warnedSites.withLock { $0.insert(site).inserted }
    guard first else { return }
    reportIssue(
      "An 'ifLet' at \"\(site)\" received a presentation action when destination state was absent. This is generally considered an application logic error: make sure the state is presented before sending it actions."
    )
  }
}

private let warnedSites = Mutex<Set<String>>([])
