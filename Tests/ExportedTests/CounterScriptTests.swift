// Exported by tca-shell 0.1.0 (save --swift): a session of counter as a TestStore test.
// Dependencies: none fixed; the others are live, as in the shell.
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class CounterScriptTests: XCTestCase {
  func testCounter() async {
    let store = TestStore(
      initialState: allFeatures.initialState(of: "counter", as: Counter.State.self),
      reducer: Counter(),
      withDependencies: {
        $0.context = .live
      }
    )
    await store.send(.increment) {
      $0.count = 1
    }
    await store.send(.increment) {
      $0.count = 2
    }
    await store.send(.decrement) {
      $0.count = 1
    }
  }
}
