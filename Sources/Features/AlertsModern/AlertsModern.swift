import Composable

/// Seed 000's flow in TCA 1.x style, as TCA's "Alerts and Confirmation Dialogs" case study:
/// `PresentationState` + `PresentationAction` + `ifLet`. One tap is one action, and alerts and
/// dialogs dismiss themselves.
public struct AlertsModern: Reducer {
  public struct State: Equatable, Sendable {
    @PresentationState public var alert: AlertState<Action.Alert>?
    @PresentationState public var confirmationDialog:
      ConfirmationDialogState<Action.ConfirmationDialog>?
    public var count = 0

    public init(
      alert: AlertState<Action.Alert>? = nil,
      confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>? = nil,
      count: Int = 0
    ) {
      self.alert = alert
      self.confirmationDialog = confirmationDialog
      self.count = count
    }
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case alertButtonTapped
    case confirmationDialog(PresentationAction<ConfirmationDialog>)
    case confirmationDialogButtonTapped

    public enum Alert: Equatable, Sendable {
      case incrementButtonTapped
    }

    public enum ConfirmationDialog: Equatable, Sendable {
      case incrementButtonTapped
      case decrementButtonTapped
    }
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.incrementButtonTapped)),
        .confirmationDialog(.presented(.incrementButtonTapped)):
        state.alert = AlertState { TextState("Incremented!") }
        state.count += 1
        return .none
      case .alert:
        return .none
      case .alertButtonTapped:
        state.alert = AlertState {
          TextState("Alert!")
        } actions: {
          ButtonState(role: .cancel) { TextState("Cancel") }
          ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
        } message: {
          TextState("This is an alert")
        }
        return .none
      case .confirmationDialog(.presented(.decrementButtonTapped)):
        state.alert = AlertState { TextState("Decremented!") }
        state.count -= 1
        return .none
      case .confirmationDialog:
        return .none
      case .confirmationDialogButtonTapped:
        state.confirmationDialog = ConfirmationDialogState {
          TextState("Confirmation dialog")
        } actions: {
          ButtonState(role: .cancel) { TextState("Cancel") }
          ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
          ButtonState(action: .decrementButtonTapped) { TextState("Decrement") }
        } message: {
          TextState("This is a confirmation dialog.")
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
    .ifLet(\.$confirmationDialog, action: /Action.confirmationDialog)
  }
}
