// Exported by tca-shell 0.1.0 (save --swift): a session of alerts, alerts-modern as a TestStore test.
// Dependencies: none fixed; the others are live, as in the shell.
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class AlertsScriptTests: XCTestCase {
  func testAlerts() async {
    let store = TestStore(
      initialState: allFeatures.initialState(of: "alerts", as: Alerts.State.self),
      reducer: Alerts(),
      withDependencies: {
        $0.context = .live
      }
    )
    await store.send(.alertButtonTapped) {
      $0.alert = AlertState {
        TextState("Alert!")
      } actions: {
        ButtonState(role: .cancel, action: .alertCancelTapped) {
          TextState("Cancel")
        }
        ButtonState(action: .incrementButtonTapped) {
          TextState("Increment")
        }
      } message: {
        TextState("This is an alert")
      }
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }
    await store.send(.incrementButtonTapped) {
      $0.alert = AlertState {
        TextState("Incremented!")
      }
      $0.count = 1
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }
  }
  func testAlertsModern() async {
    let store = TestStore(
      initialState: allFeatures.initialState(of: "alerts-modern", as: AlertsModern.State.self),
      reducer: AlertsModern(),
      withDependencies: {
        $0.context = .live
      }
    )
    await store.send(.alertButtonTapped) {
      $0.alert = AlertState {
        TextState("Alert!")
      } actions: {
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
        ButtonState(action: .incrementButtonTapped) {
          TextState("Increment")
        }
      } message: {
        TextState("This is an alert")
      }
    }
    await store.send(.alert(.presented(.incrementButtonTapped))) {
      $0.alert = AlertState {
        TextState("Incremented!")
      }
      $0.count = 1
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.send(.confirmationDialogButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState {
        TextState("Confirmation dialog")
      } actions: {
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
        ButtonState(action: .incrementButtonTapped) {
          TextState("Increment")
        }
        ButtonState(action: .decrementButtonTapped) {
          TextState("Decrement")
        }
      } message: {
        TextState("This is a confirmation dialog.")
      }
    }
    await store.send(.confirmationDialog(.presented(.decrementButtonTapped))) {
      $0.alert = AlertState {
        TextState("Decremented!")
      }
      $0.confirmationDialog = nil
      $0.count = 0
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }
}
