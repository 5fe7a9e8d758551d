import Composable

/// Seed 000 as written, in TCA's 2021 style: `alert` and `actionSheet` are plain optionals whose
/// buttons send this feature's actions, and the view names the dismiss actions. Nothing is
/// cleared automatically: the reducer sets the state to nil itself.
public struct Alerts: Reducer {
  public struct State: Equatable, Sendable {
    public var actionSheet: ConfirmationDialogState<Action>?
    public var alert: AlertState<Action>?
    public var count = 0

    public init(
      actionSheet: ConfirmationDialogState<Action>? = nil, alert: AlertState<Action>? = nil,
      count: Int = 0
    ) {
      self.actionSheet = actionSheet
      self.alert = alert
      self.count = count
    }
  }

  public enum Action: Equatable, Sendable {
    case actionSheetButtonTapped
    case actionSheetCancelTapped
    case actionSheetDismissed
    case alertButtonTapped
    case alertCancelTapped
    case alertDismissed
    case decrementButtonTapped
    case incrementButtonTapped
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .actionSheetButtonTapped:
      state.actionSheet = .sheet
      return .none
    case .actionSheetCancelTapped, .alertCancelTapped:
      return .none
    case .actionSheetDismissed:
      state.actionSheet = nil
      return .none
    case .alertButtonTapped:
      state.alert = .alert
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    case .decrementButtonTapped:
      state.alert = AlertState { TextState("Decremented!") }
      state.count -= 1
      return .none
    case .incrementButtonTapped:
      state.alert = AlertState { TextState("Incremented!") }
      state.count += 1
      return .none
    }
  }
}

extension AlertState where Action == Alerts.Action {
  /// "Alert!" with Cancel and Increment (seed 000).
  public static var alert: Self {
    AlertState {
      TextState("Alert!")
    } actions: {
      ButtonState(role: .cancel, action: .alertCancelTapped) { TextState("Cancel") }
      ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
    } message: {
      TextState("This is an alert")
    }
  }
}

extension ConfirmationDialogState where Action == Alerts.Action {
  /// "Action sheet" with Cancel, Increment and Decrement (seed 000).
  public static var sheet: Self {
    ConfirmationDialogState {
      TextState("Action sheet")
    } actions: {
      ButtonState(role: .cancel, action: .actionSheetCancelTapped) { TextState("Cancel") }
      ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
      ButtonState(action: .decrementButtonTapped) { TextState("Decrement") }
    } message: {
      TextState("This is an action sheet.")
    }
  }
}
