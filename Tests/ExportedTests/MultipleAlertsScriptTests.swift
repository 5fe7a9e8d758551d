// Exported by tca-shell 0.1.0 (save --swift): a session of multiple-alerts as a TestStore test.
// Dependencies: none fixed; the others are live, as in the shell.
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class MultipleAlertsScriptTests: XCTestCase {
  func testMultipleAlerts() async {
    let store = TestStore(
      initialState: allFeatures.initialState(of: "multiple-alerts", as: MultipleAlerts.State.self),
      reducer: MultipleAlerts(),
      withDependencies: {
        $0.context = .live
      }
    )
    await store.send(.alert1ButtonTapped) {
      $0.alert = .presenting(.alert1)
    }
    await store.send(.alertDismissed) {
      $0.alert = .dismissed
    }
    await store.send(.errorButtonTapped) {
      $0.alert = .presenting(.error)
    }
    await store.send(.alertDismissed) {
      $0.alert = .dismissed
    }
  }
}
