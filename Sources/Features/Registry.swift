import Composable

/// Every feature the shell offers, in the order `features` lists them. Adding a feature is one
/// reducer and one entry here.
public let allFeatures: [Feature] = [
  Feature(
    name: "counter", summary: "a count that goes up and down (seed 003)",
    initialState: { Counter.State() }, reducer: { Counter() }, actions: Counter.Action.cases),
  Feature(
    name: "alerts", summary: "an alert and an action sheet, TCA's 2021 style (seed 000)",
    initialState: { Alerts.State() }, reducer: { Alerts() }, actions: Alerts.Action.cases,
    presentations: Alerts.presentations),
  Feature(
    name: "alerts-modern",
    summary: "the same flow with PresentationState, PresentationAction and ifLet (TCA 1.x)",
    initialState: { AlertsModern.State() }, reducer: { AlertsModern() },
    actions: AlertsModern.Action.cases, presentations: AlertsModern.presentations),
  Feature(
    name: "multiple-alerts", summary: "one slot for several kinds of alert (seed 001)",
    initialState: { MultipleAlerts.State() }, reducer: { MultipleAlerts() },
    actions: MultipleAlerts.Action.cases, presentations: MultipleAlerts.presentations),
  Feature(
    name: "login",
    summary:
      "sign in with an email and a password (seed 003); demo account \(LocalAccountStore.demoEmail) / \(LocalAccountStore.demoPassword)",
    initialState: { Login.State() }, reducer: { Login() }, actions: Login.Action.cases,
    presentations: Login.presentations),
  Feature(
    name: "timer", summary: "a timer that ticks every second until stopped",
    initialState: { Timers.State() }, reducer: { Timers() }, actions: Timers.Action.cases),
  Feature(
    name: "syncups",
    summary: "TCA's SyncUps app: a list, a form in a sheet, a stack of detail and meeting screens",
    initialState: { SyncUpsApp.State() }, reducer: { SyncUpsApp() },
    actions: SyncUpsApp.Action.cases),
  Feature(
    name: "todos", summary: "TCA's Todos example: rows in an IdentifiedArray, a re-sort debounce",
    initialState: { Todos.State.sample }, reducer: { Todos() }, actions: Todos.Action.cases),
]
