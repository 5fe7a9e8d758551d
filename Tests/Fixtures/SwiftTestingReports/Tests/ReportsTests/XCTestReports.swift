import ComposableTesting
import Tally
import XCTest

// The same mistakes in an XCTestCase; each test but `testPasses` fails only at its marked line.
@MainActor
final class XCTestReports: XCTestCase {
  func testWrongSendBlock() async {
    let store = TestStore(initialState: Tally.State(), reducer: Tally())
    await store.send(.increment) { $0.count = 2 }  // fails here
  }

  func testUnimplementedDependency() async {
    let store = TestStore(initialState: Tally.State(), reducer: Tally())
    await store.send(.askNumberClient)  // fails here
    await store.receive(.response(0))
  }

  func testEffectLeftRunning() async {
    let store = TestStore(initialState: Tally.State(), reducer: Tally())
    await store.send(.startLongRunning)  // fails here
  }

  func testPasses() async {
    let store = TestStore(initialState: Tally.State(), reducer: Tally())
    await store.send(.increment) { $0.count = 1 }
  }
}
