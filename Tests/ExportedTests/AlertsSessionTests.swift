// Exported by tca-shell 0.1.0 (save --swift): a session of alerts as a TestStore test.
// Dependencies: none fixed; the others are live, as in the shell.
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class AlertsSessionTests: XCTestCase {
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
    await store.send(.actionSheetButtonTapped) {
      $0.actionSheet = ConfirmationDialogState {
        TextState("Action sheet")
      } actions: {
        ButtonState(role: .cancel, action: .actionSheetCancelTapped) {
          TextState("Cancel")
        }
        ButtonState(action: .incrementButtonTapped) {
          TextState("Increment")
        }
        ButtonState(action: .decrementButtonTapped) {
          TextState("Decrement")
        }
      } message: {
        TextState("This is an action sheet.")
      }
    }
    await store.send(.actionSheetDismissed) {
      $0.actionSheet = nil
    }
    await store.send(.decrementButtonTapped) {
      $0.alert = AlertState {
        TextState("Decremented!")
      }
      $0.count = 0
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }
  }
}
