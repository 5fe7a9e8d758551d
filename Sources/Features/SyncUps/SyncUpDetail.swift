import Composable

/// One sync-up's screen (the tutorial's `SyncUpDetail`): Edit presents the form in a sheet;
/// Delete asks in an alert and, when confirmed, tells the app and dismisses itself; Start
/// Meeting asks the app to push the meeting.
@Reducer
public struct SyncUpDetail {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    public var syncUp: SyncUp

    public init(destination: Destination.State? = nil, syncUp: SyncUp) {
      self.destination = destination
      self.syncUp = syncUp
    }
  }

  public enum Action: Equatable, Sendable {
    case cancelEditButtonTapped
    case deleteButtonTapped
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped

    /// What the detail tells the app, which owns the list.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case deleteSyncUp
      case startMeeting
      case syncUpUpdated(SyncUp)
    }
  }

  /// What the detail presents: the edit form (a sheet) or the delete alert.
  @Reducer(state: .equatable, action: .equatable)
  public enum Destination {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmButtonTapped
    }
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none
      case .delegate:
        return .none
      case .destination(.presented(.alert(.confirmButtonTapped))):
        return .run { [dismiss] send in
          await send(.delegate(.deleteSyncUp))
          await dismiss()
        }
      case .destination:
        return .none
      case .doneEditingButtonTapped:
        guard case .edit(let form) = state.destination else { return .none }
        state.syncUp = form.syncUp
        state.destination = nil
        return .send(.delegate(.syncUpUpdated(form.syncUp)))
      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none
      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting))
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  /// The tutorial's delete confirmation.
  static var deleteSyncUp: Self {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmButtonTapped) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState("Are you sure you want to delete this meeting?")
    }
  }
}
