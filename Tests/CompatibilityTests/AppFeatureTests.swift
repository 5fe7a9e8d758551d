import Composable
import ComposableTesting
import Foundation
import XCTest

/// `Scope`, `ifLet`, `.dependency`, `.transformDependency`, `onChange(of:)`, `CombineReducers`,
/// `EmptyReducer`, `Effect.map`/`.merge`/`.send`, written and tested as TCA 1.x's documentation
/// does.
@MainActor
final class AppFeatureTests: XCTestCase {
  func testScopeRunsTheCounterOnItsPartOfTheState() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.counter(.increment)) {
      $0.counter.count = 1
      $0.countHistory = ["0 -> 1"]
    }
  }

  func testOnChangeRunsOnlyWhenTheValueChanged() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.counter(.increment)) {
      $0.counter.count = 1
      $0.countHistory = ["0 -> 1"]
    }
    // Opening the login sheet leaves the count alone: no new history entry.
    await store.send(.loginButtonTapped) { $0.login = Session.State() }
    await store.send(.counter(.decrement)) {
      $0.counter.count = 0
      $0.countHistory = ["0 -> 1", "1 -> 0"]
    }
  }

  func testMergedAndMappedSendEffectsAreReceivedInOrder() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.incrementTwiceButtonTapped)
    await store.receive(.counter(.increment)) {
      $0.counter.count = 1
      $0.countHistory = ["0 -> 1"]
    }
    await store.receive(.counter(.increment)) {
      $0.counter.count = 2
      $0.countHistory = ["0 -> 1", "1 -> 2"]
    }
  }

  func testIfLetRunsTheLoginWhileItIsPresented() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.loginButtonTapped) { $0.login = Session.State() }
    await store.send(.login(.setName("blob@example.com"))) { $0.login?.name = "blob@example.com" }
    await store.send(.closeLoginButtonTapped) { $0.login = nil }
  }

  func testAChildActionWhileTheChildIsNilIsReported() async {
    let failures = Failures()
    do {
      let store = TestStore(
        initialState: AppFeature.State(), reducer: { AppFeature() },
        reportFailure: failures.reporter)
      await store.send(.login(.setName("blob")))
    }
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
    XCTAssertTrue(
      failures.messages.first?.contains("received a child action when child state was \"nil\".")
        == true, "\(failures.messages)")
  }

  func testClosingTheCountdownCancelsItsEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showCountdownButtonTapped) { $0.countdown = Countdown.State() }
    await store.send(.countdown(.startButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.countdown(.stepped)) { $0.countdown?.remaining = 2 }
    await store.send(.closeCountdownButtonTapped) { $0.countdown = nil }
    // Without the cancellation the countdown would step again here, into a nil child.
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  func testDependencyAndTransformDependency() async {
    let noon = Date(timeIntervalSince1970: 1_800_000_000)
    // The store's test `uuid` is unimplemented: only `.dependency(\.uuid, .incrementing)` lets
    // the list make ids. (Given where the reducer is made once: a `body` is rebuilt for every
    // action, so `.incrementing` there would start again at 0 each time, in TCA too.)
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
        .dependency(\.uuid, .incrementing)
    } withDependencies: {
      $0.date = .constant(noon)
    }
    await store.send(.todos(.addButtonTapped("Milk"))) {
      $0.todos.items = [
        Todos.Item(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, title: "Milk",
          createdAt: noon.addingTimeInterval(3600))
      ]
    }
    await store.send(.todos(.addButtonTapped("Eggs"))) {
      $0.todos.items.append(
        Todos.Item(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Eggs",
          createdAt: noon.addingTimeInterval(3600)))
    }
  }

  func testTheLastDependencyModifierWinsForAKey() async {
    let first = UUID(uuidString: "11111111-1111-1111-1111-111111111111")!
    let second = UUID(uuidString: "22222222-2222-2222-2222-222222222222")!
    let store = Store(initialState: Todos.State()) {
      Todos()
        .dependency(\.uuid, .constant(first))
        .dependency(\.uuid, .constant(second))
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
    }
    store.send(.addButtonTapped("Milk"))
    XCTAssertEqual(store.state.items.map(\.id), [second])
  }

  func testCombineReducersWithAnEmptyReducerBranch() async {
    let logging = TestStore(initialState: Tally.State()) {
      Tally(isLogging: true)
    }
    await logging.send(.tapped) {
      $0.count = 1
      $0.log = ["tapped at 1"]
    }
    let quiet = TestStore(initialState: Tally.State()) {
      Tally(isLogging: false)
    }
    await quiet.send(.tapped) { $0.count = 1 }
  }

  func testEmptyReducerChangesNothing() async {
    let store: StoreOf<Tally> = Store(initialState: Tally.State(count: 3)) {
      EmptyReducer()
    }
    XCTAssertTrue(store.send(.tapped).hasNoEffects)
    XCTAssertEqual(store.state, Tally.State(count: 3))
  }
}
