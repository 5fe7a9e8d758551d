import Composable

/// The form that adds or edits a sync-up (the tutorial's `SyncUpForm`): title, length in
/// minutes, attendees. Its parent decides what Save and Discard do.
@Reducer
public struct SyncUpForm {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var syncUp: SyncUp

    public init(syncUp: SyncUp) {
      self.syncUp = syncUp
      // The tutorial starts a new form with one empty attendee to fill in.
      if self.syncUp.attendees.isEmpty {
        self.syncUp.attendees.append(Attendee(id: 0))
      }
    }
  }

  public enum Action: Equatable, Sendable {
    case addAttendeeButtonTapped
    case removeAttendee(id: Int)
    case setAttendeeName(id: Int, name: String)
    case setMinutes(Int)
    case setTitle(String)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addAttendeeButtonTapped:
      let id = (state.syncUp.attendees.ids.max() ?? -1) + 1
      state.syncUp.attendees.append(Attendee(id: id))
    case .removeAttendee(let id):
      state.syncUp.attendees.remove(id: id)
      // A sync-up always has someone to talk (the tutorial refills an emptied list).
      if state.syncUp.attendees.isEmpty {
        state.syncUp.attendees.append(Attendee(id: id + 1))
      }
    case .setAttendeeName(let id, let name):
      state.syncUp.attendees[id: id]?.name = name
    case .setMinutes(let minutes):
      state.syncUp.minutes = max(1, minutes)
    case .setTitle(let title):
      state.syncUp.title = title
    }
    return .none
  }
}
