import ComposableTesting
import Features
import XCTest

@MainActor
final class CounterTestStoreTests: XCTestCase {
  func testIncrementAndDecrement() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter())
    await store.send(.increment) { $0.count = 1 }
    await store.send(.increment) { $0.count = 2 }
    await store.send(.decrement) { $0.count = 1 }
  }
}
