import Composable

/// The whole SyncUps app (the tutorial's `AppFeature`): the list at the root of a navigation
/// stack of detail and meeting screens. The app keeps the list in step with what the screens
/// report (their delegate actions), as the tutorial did before shared state.
@Reducer
public struct SyncUpsApp {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var path = StackState<Path.State>()
    public var syncUpsList = SyncUpsList.State()

    public init(
      path: StackState<Path.State> = StackState<Path.State>(),
      syncUpsList: SyncUpsList.State = SyncUpsList.State()
    ) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  public enum Action: Equatable, Sendable {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  /// The screens the stack can show.
  @Reducer(state: .equatable, action: .equatable)
  public enum Path {
    case detail(SyncUpDetail)
    case meeting(RecordMeeting)
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) { SyncUpsList() }
    Reduce { state, action in
      switch action {
      case .syncUpsList(.syncUpTapped(let id)):
        guard let syncUp = state.syncUpsList.syncUps[id: id] else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none

      case .path(.element(let id, .detail(.delegate(let delegate)))):
        guard case .detail(let detail)? = state.path[id: id] else { return .none }
        switch delegate {
        case .deleteSyncUp:
          state.syncUpsList.syncUps.remove(id: detail.syncUp.id)
          return .none
        case .syncUpUpdated(let syncUp):
          state.syncUpsList.syncUps[id: syncUp.id] = syncUp
          return .none
        case .startMeeting:
          state.path.append(.meeting(RecordMeeting.State(syncUp: detail.syncUp)))
          // What the meeting view's `.task` would send when it appears.
          return .send(.path(.element(id: state.path.ids.last!, action: .meeting(.onAppear))))
        }

      case .path(.element(let id, .meeting(.delegate(.saveMeeting(let seconds))))):
        guard case .meeting(let meeting)? = state.path[id: id] else { return .none }
        let syncUpID = meeting.syncUp.id
        let meetingID = (meeting.syncUp.meetings.map(\.id).max() ?? -1) + 1
        let record = Meeting(id: meetingID, secondsElapsed: seconds)
        state.syncUpsList.syncUps[id: syncUpID]?.meetings.insert(record, at: 0)
        for elementID in state.path.ids {
          guard case .detail(var detail)? = state.path[id: elementID],
            detail.syncUp.id == syncUpID
          else { continue }
          detail.syncUp.meetings.insert(record, at: 0)
          state.path[id: elementID] = .detail(detail)
        }
        return .none

      case .path, .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
