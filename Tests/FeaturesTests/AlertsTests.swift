import Composable
import Features
import XCTest

/// Seed 000's test flow, and TCA's case study flow, with exact expected states.
@MainActor
final class AlertsTests: XCTestCase {
  func testSeed000FlowIn2021Style() async {
    let store = Store(initialState: Alerts.State(), reducer: Alerts())
    store.send(.alertButtonTapped)
    XCTAssertEqual(
      store.state,
      Alerts.State(
        alert: AlertState {
          TextState("Alert!")
        } actions: {
          ButtonState(role: .cancel, action: .alertCancelTapped) { TextState("Cancel") }
          ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
        } message: {
          TextState("This is an alert")
        }))
    store.send(.incrementButtonTapped)
    XCTAssertEqual(
      store.state, Alerts.State(alert: AlertState { TextState("Incremented!") }, count: 1))
    store.send(.alertDismissed)
    XCTAssertEqual(store.state, Alerts.State(count: 1))
  }

  func testActionSheetIn2021Style() async {
    let store = Store(initialState: Alerts.State(), reducer: Alerts())
    store.send(.actionSheetButtonTapped)
    XCTAssertEqual(store.state.actionSheet?.title, TextState("Action sheet"))
    XCTAssertEqual(store.state.actionSheet?.message, TextState("This is an action sheet."))
    XCTAssertEqual(
      store.state.actionSheet?.buttons.map(\.label.string), ["Cancel", "Increment", "Decrement"])
    store.send(.actionSheetDismissed)
    store.send(.decrementButtonTapped)
    XCTAssertEqual(
      store.state, Alerts.State(alert: AlertState { TextState("Decremented!") }, count: -1))
  }

  func testCaseStudyAlertThroughIfLet() async {
    let store = Store(initialState: AlertsModern.State(), reducer: AlertsModern())
    store.send(.alertButtonTapped)
    XCTAssertEqual(store.state.alert?.title, TextState("Alert!"))
    store.send(.alert(.presented(.incrementButtonTapped)))
    XCTAssertEqual(
      store.state, AlertsModern.State(alert: AlertState { TextState("Incremented!") }, count: 1),
      "the replacing alert stays presented")
    store.send(.alert(.dismiss))
    XCTAssertEqual(store.state, AlertsModern.State(count: 1))
  }

  func testCaseStudyCancelDismisses() async {
    let store = Store(initialState: AlertsModern.State(), reducer: AlertsModern())
    store.send(.alertButtonTapped)
    // Cancel has no action: SwiftUI's binding sends `.dismiss`.
    store.send(.alert(.dismiss))
    XCTAssertEqual(store.state, AlertsModern.State())
  }

  func testCaseStudyDialogIncrementNilsTheDialog() async {
    let store = Store(initialState: AlertsModern.State(), reducer: AlertsModern())
    store.send(.confirmationDialogButtonTapped)
    XCTAssertEqual(store.state.confirmationDialog?.title, TextState("Confirmation dialog"))
    store.send(.confirmationDialog(.presented(.incrementButtonTapped)))
    XCTAssertEqual(
      store.state, AlertsModern.State(alert: AlertState { TextState("Incremented!") }, count: 1))
  }

  func testMultipleAlertsTitlesAndButtonsDependOnTheSlot() async {
    XCTAssertNil(MultipleAlerts.alert(for: .dismissed))
    let first = MultipleAlerts.alert(for: .presenting(.alert1))
    XCTAssertEqual(first?.title, TextState("Alert 1"))
    XCTAssertEqual(first?.buttons.map(\.label.string), ["Close (1)"])
    XCTAssertEqual(
      MultipleAlerts.alert(for: .presenting(.alert2))?.buttons.map(\.label.string), ["Close (2)"])
    let error = MultipleAlerts.alert(for: .presenting(.error))
    XCTAssertEqual(error, AlertState.errorAlert())
    XCTAssertEqual(error?.title, TextState("Error!!"))
    XCTAssertEqual(error?.buttons.map(\.role), [.cancel])

    let store = Store(initialState: MultipleAlerts.State(), reducer: MultipleAlerts())
    store.send(.alert2ButtonTapped)
    XCTAssertEqual(store.state.alert, .presenting(.alert2))
    store.send(.alertDismissed)
    XCTAssertEqual(store.state.alert, .dismissed)
  }
}
