import Composable

/// A confirmation alert in TCA 1.0–1.3's spelling: `@PresentationState`, `PresentationAction`,
/// `.ifLet(\.$alert, action: /Action.alert)`.
struct ItemDeletion: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var items = ["Milk", "Eggs"]
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case deleteAllButtonTapped

    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        state.items = []
        return .none

      case .alert:
        return .none

      case .deleteAllButtonTapped:
        state.alert = AlertState {
          TextState("Delete all items?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}
