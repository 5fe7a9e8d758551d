import Composable
import Features
import XCTest

@MainActor
final class CounterTests: XCTestCase {
  func testIncrementAndDecrement() async {
    let store = Store(initialState: Counter.State(), reducer: Counter())
    store.send(.increment)
    store.send(.increment)
    store.send(.decrement)
    XCTAssertEqual(store.state, Counter.State(count: 1))
  }

  func testRegistryOffersCounterWithItsActions() async {
    let counter = allFeatures.first { $0.name == "counter" }
    XCTAssertNotNil(counter)
    let host = counter!.makeHost()
    XCTAssertEqual(host.actions.map(\.name), ["increment", "decrement"])
    _ = try? host.send(caseAt: [host.actions.firstIndex { $0.name == "increment" }!], values: [])
    XCTAssertEqual(host.state as? Counter.State, Counter.State(count: 1))
  }
}
