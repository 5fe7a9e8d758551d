import Composable
import ShellHosting

/// Every feature the shell offers, in the order `features` lists them. Adding a feature is one
/// reducer and one entry here: its actions and its `@PresentationState` alerts are read from its
/// types.
public let allFeatures: [Feature] = [
  Feature(
    Counter(), name: "counter", summary: "a count that goes up and down (seed 003)",
    initialState: Counter.State()),
  // 2021 style: the view names each presentation's dismiss action.
  Feature(
    Alerts(), name: "alerts", summary: "an alert and an action sheet, TCA's 2021 style (seed 000)",
    initialState: Alerts.State(),
    presentations: [
      .alert(\.alert, dismiss: .alertDismissed),
      .confirmationDialog(\.actionSheet, dismiss: .actionSheetDismissed),
    ]),
  Feature(
    AlertsModern(), name: "alerts-modern",
    summary: "the same flow with PresentationState, PresentationAction and ifLet (TCA 1.x)",
    initialState: AlertsModern.State()),
  // The seed's one `.alert(title, isPresented: $alertState.isPresented())`, built from the slot.
  Feature(
    MultipleAlerts(), name: "multiple-alerts",
    summary: "one slot for several kinds of alert (seed 001)", initialState: MultipleAlerts.State(),
    presentations: [
      .alert(
        identity: { $0.alert.isPresenting ? AnyHashable($0.alert) : nil },
        content: { MultipleAlerts.alert(for: $0.alert) }, dismiss: .alertDismissed)
    ]),
  Feature(
    Login(), name: "login",
    summary:
      "sign in with an email and a password (seed 003); demo account \(LocalAccountStore.demoEmail) / \(LocalAccountStore.demoPassword)",
    initialState: Login.State()),
  Feature(
    Timers(), name: "timer", summary: "a timer that ticks every second until stopped",
    initialState: Timers.State()),
  Feature(
    SyncUpsApp(), name: "syncups",
    summary: "TCA's SyncUps app: a list, a form in a sheet, a stack of detail and meeting screens",
    initialState: SyncUpsApp.State()),
  Feature(
    Todos(), name: "todos",
    summary: "TCA's Todos example: rows in an IdentifiedArray, a re-sort debounce",
    initialState: Todos.State.sample),
]
