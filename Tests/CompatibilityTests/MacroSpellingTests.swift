import ComposableTesting
import Foundation
import Synchronization
import XCTest

/// TCA's macro spelling (1.4–1.7 onwards) compiles unchanged and behaves as TCA documents:
/// `@Reducer` on a struct and on enums of reducers, `@ObservableState`, `@Presents`,
/// `@CasePathable`, `@DependencyClient`, case key paths in reducers and in the test store.
@MainActor
final class MacroSpellingTests: XCTestCase {
  func testScopeForEachAndCaseKeyPathSendAndReceive() async {
    let store = TestStore(
      initialState: Rack.State(rows: [Tick.State(id: 1)])
    ) { Rack() }
    await store.send(\.header.increment) { $0.header.count = 1 }
    await store.send(\.rows[id: 1].increment) { $0.rows[id: 1]?.count = 1 }
    await store.send(\.rows[id: 1].increment) { $0.rows[id: 1]?.count = 2 }
    await store.receive(\.rows[id: 1].delegate.reachedTwo, 1)
  }

  func testADestinationEnumWithAnAlertWhoseButtonCarriesAValue() async {
    let store = TestStore(initialState: Rack.State()) { Rack() }
    await store.send(.removeTapped(id: 3)) {
      $0.destination = .alert(
        AlertState {
          TextState("Remove?")
        } actions: {
          ButtonState(role: .destructive, action: .remove(id: 3)) { TextState("Remove") }
        })
    }
    await store.send(\.destination.alert.remove, 3) { $0.destination = nil }
  }

  func testPresentsAndADestinationReducerWithoutATrailingClosure() async {
    var state = Rack.State()
    state.destination = .tally(Tick.State(id: 5, count: 1))
    let store = TestStore(initialState: state) { Rack() }
    await store.send(\.destination.tally.increment) { $0.destination?.tally?.count = 2 }
    await store.receive(\.destination.tally.delegate.reachedTwo)
    await store.send(\.destination.dismiss) { $0.destination = nil }
  }

  func testAStackPathEnumWithoutATrailingClosure() async {
    let store = TestStore(initialState: Rack.State()) { Rack() }
    await store.send(.path(.push(id: 0, state: .tally(Tick.State(id: 7, count: 1))))) {
      $0.path[id: 0] = .tally(Tick.State(id: 7, count: 1))
    }
    await store.send(\.path[id: 0].tally.increment) { $0.path[id: 0]?.tally?.count = 2 }
    await store.receive(\.path[id: 0].tally.delegate.reachedTwo, 7)
  }

  func testBindingsDependencyClientAndAsyncResult() async {
    let store = TestStore(initialState: Rack.State(fact: "old")) {
      Rack()
    } withDependencies: {
      $0.factClient.fact = { "\($0) is lonely" }
    }
    await store.send(\.binding.name, "Blob") {
      $0.name = "Blob"
      $0.fact = nil
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse.success, "0 is lonely") { $0.fact = "0 is lonely" }
  }

  func testAnUnimplementedClientEndpointFailsTheSendThatCalledIt() async {
    let messages = Mutex<[String]>([])
    let store = TestStore(
      initialState: Rack.State(), reducer: Rack(),
      reportFailure: { message, _, _ in messages.withLock { $0.append(message) } })
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse.failure)
    XCTAssertEqual(messages.withLock { $0 }, ["Unimplemented: 'FactClient.fact'"])
  }

  func testAnEnumStateIsCasePathableWithCasePropertiesAndIfCaseLet() async {
    let store = TestStore(initialState: Sitting.State.signedOut) { Sitting() }
    await store.send(.start) { $0 = .counting(Tick.State(id: 9)) }
    await store.send(\.counting.increment) { $0.counting?.count = 1 }
    XCTAssertTrue(Sitting.Action.counting(.increment).is(\.counting))
    XCTAssertEqual(
      Sitting.Action.counting(.delegate(.reachedTwo(id: 1)))[case: \.counting.delegate.reachedTwo],
      1)
    XCTAssertEqual(UUID(1).uuidString, "00000000-0000-0000-0000-000000000001")
  }
}
