import Composable

/// The list of sync-ups (the tutorial's `SyncUpsList`): Add presents the form in a sheet, whose
/// Save adds the new sync-up and whose Discard drops it. Tapping a row is for the app to handle
/// (it pushes the detail).
@Reducer
public struct SyncUpsList {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var addSyncUp: SyncUpForm.State?
    public var syncUps: IdentifiedArrayOf<SyncUp>

    public init(addSyncUp: SyncUpForm.State? = nil, syncUps: IdentifiedArrayOf<SyncUp> = []) {
      self.addSyncUp = addSyncUp
      self.syncUps = syncUps
    }
  }

  public enum Action: Equatable, Sendable {
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    case addSyncUpButtonTapped
    case confirmAddButtonTapped
    case discardButtonTapped
    case syncUpTapped(id: Int)
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addSyncUp, .syncUpTapped:
        return .none
      case .addSyncUpButtonTapped:
        let id = (state.syncUps.ids.max() ?? -1) + 1
        state.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: id))
        return .none
      case .confirmAddButtonTapped:
        guard var syncUp = state.addSyncUp?.syncUp else { return .none }
        syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if syncUp.attendees.isEmpty {
          syncUp.attendees.append(Attendee(id: 0))
        }
        state.syncUps.append(syncUp)
        state.addSyncUp = nil
        return .none
      case .discardButtonTapped:
        state.addSyncUp = nil
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: \.addSyncUp) { SyncUpForm() }
  }
}
