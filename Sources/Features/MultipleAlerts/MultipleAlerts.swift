import Composable
import ShellHosting

/// Seed 001 in TCA terms: one slot holds which alert is presented, and one alert, whose title and
/// buttons depend on the slot, shows it (the seed's single `.alert` modifier).
public struct MultipleAlerts: Reducer {
  public enum MyAlert: Equatable, Hashable, Sendable {
    case alert1
    case alert2
    case error
  }

  public struct State: Equatable, Sendable {
    public var alert: AlertSlot<MyAlert> = .dismissed
    public init(alert: AlertSlot<MyAlert> = .dismissed) { self.alert = alert }
  }

  public enum Action: Equatable, Sendable {
    case alert1ButtonTapped
    case alert2ButtonTapped
    case errorButtonTapped
    case alertDismissed
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .alert1ButtonTapped: state.alert = .presenting(.alert1)
    case .alert2ButtonTapped: state.alert = .presenting(.alert2)
    case .errorButtonTapped: state.alert = .presenting(.error)
    case .alertDismissed: state.alert = .dismissed
    }
    return .none
  }

  /// The alert the slot shows: "Alert 1" with "Close (1)", "Alert 2" with "Close (2)", or the
  /// shared error alert. Every Close only dismisses, as the seed's buttons set `.dismissed`.
  public static func alert(for slot: AlertSlot<MyAlert>) -> AlertState<Action>? {
    switch slot {
    case .dismissed:
      nil
    case .presenting(.alert1):
      AlertState {
        TextState("Alert 1")
      } actions: {
        ButtonState(role: .cancel) { TextState("Close (1)") }
      }
    case .presenting(.alert2):
      AlertState {
        TextState("Alert 2")
      } actions: {
        ButtonState(role: .cancel) { TextState("Close (2)") }
      }
    case .presenting(.error):
      .errorAlert()
    }
  }
}
