// Exported by tca-shell 0.1.0 (save --swift): a session of counter as a TestStore test.
// Dependencies: none fixed; the others are live, as in the shell.
// Structs are built with their memberwise initializers: Counter.State(count:).
// One whose own init hides its memberwise one (tca-shell cannot see initializers) needs its calls changed here.
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class CounterSessionTests: XCTestCase {
  func testCounter() async {
    let store = TestStore(
      initialState: Counter.State(count: 0),
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
