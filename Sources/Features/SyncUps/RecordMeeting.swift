import Composable

/// The meeting screen (the tutorial's `RecordMeeting`): a timer on the clock dependency ticks
/// every second and hands over to the next speaker when one's share is up; the last speaker's
/// end, or End Meeting, saves the meeting and dismisses the screen. Ending early asks first.
@Reducer
public struct RecordMeeting {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var secondsElapsed = 0
    public var speakerIndex = 0
    public var syncUp: SyncUp

    public init(syncUp: SyncUp) {
      self.syncUp = syncUp
    }
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onAppear
    case timerTick

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDiscard
      case confirmSave
    }

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case saveMeeting(secondsElapsed: Int)
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { [dismiss] _ in await dismiss() }
      case .alert(.presented(.confirmSave)):
        return saveAndDismiss(state)
      case .alert, .delegate:
        return .none
      case .endMeetingButtonTapped:
        state.alert = .endMeeting
        return .none
      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed = state.speakerIndex * state.syncUp.secondsPerAttendee
        return .none
      case .onAppear:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.timerTick)
          }
        }
      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        guard state.secondsElapsed % state.syncUp.secondsPerAttendee == 0 else { return .none }
        if state.secondsElapsed >= state.syncUp.minutes * 60
          || state.speakerIndex == state.syncUp.attendees.count - 1
        {
          return saveAndDismiss(state)
        }
        state.speakerIndex += 1
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private func saveAndDismiss(_ state: State) -> Effect<Action> {
    .run { [dismiss, seconds = state.secondsElapsed] send in
      await send(.delegate(.saveMeeting(secondsElapsed: seconds)))
      await dismiss()
    }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// The tutorial's end-of-meeting question.
  static var endMeeting: Self {
    AlertState {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) { TextState("Save and end") }
      ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
      ButtonState(role: .cancel) { TextState("Resume") }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }
}
