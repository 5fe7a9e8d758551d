import ComposableTesting
import XCTest

/// Seed 003's reducers and `Store(...) { ... }` lines, as written for TCA 1.x, run here.
@MainActor
final class Seed003Tests: XCTestCase {
  func testTheCounterPreviewsStoreCountsUpAndDown() async {
    let store = CounterView_Previews.previews.store
    store.send(.increment)
    store.send(.increment)
    store.send(.decrement)
    XCTAssertEqual(store.state, Counter.State(count: 1))
  }

  func testCounterInATestStoreBuiltWithATrailingClosure() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.decrement) { $0.count = 0 }
  }

  func testTheLoginPreviewsStoreKeepsTheFields() async {
    let store = LoginView_Previews.previews.store
    store.send(.setName("blob@example.com"))
    store.send(.setPassword("secret"))
    XCTAssertEqual(
      store.state, Session.State(isLoading: false, name: "blob@example.com", password: "secret"))
  }

  func testLoginSignsInWithTheFieldsThenStopsLoading() async {
    let store = TestStore(initialState: Session.State()) {
      Session()
    }
    await store.send(.setName("blob@example.com")) { $0.name = "blob@example.com" }
    await store.send(.setPassword("secret")) { $0.password = "secret" }
    await store.send(.login) { $0.isLoading = true }
    await store.receive(.stopLoading) { $0.isLoading = false }
    XCTAssertEqual(client.auth.attempts.last, "blob@example.com")
  }

  func testAFailedLoginStillStopsLoading() async {
    let store = TestStore(initialState: Session.State(name: "nobody", password: "wrong")) {
      Session()
    }
    await store.send(.login) { $0.isLoading = true }
    await store.receive(.stopLoading) { $0.isLoading = false }
    XCTAssertEqual(client.auth.attempts.last, "nobody")
  }

  func testStartLoadingShowsTheIndicator() async {
    let store = TestStore(initialState: Session.State()) {
      Session()
    }
    await store.send(.startLoading) { $0.isLoading = true }
    await store.send(.stopLoading) { $0.isLoading = false }
  }
}

@MainActor
final class StoreReadingTests: XCTestCase {
  func testWithStateReadsTheCurrentState() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
    }
    store.send(.increment)
    XCTAssertEqual(store.withState(\.count), 1)
    XCTAssertEqual(store.withState { $0.count * 10 }, 10)
  }

  func testTheSuspendingClockIsUnimplementedInTestsUntilOverridden() async {
    let issues = Locked<[String]>([])
    let previous = IssueReporter.install { message in issues.withLock { $0.append(message) } }
    defer { IssueReporter.install(previous) }
    @Dependency(\.suspendingClock) var clock
    let test = TestClock()
    await withDependencies {
      $0.context = .test
    } operation: {
      try? await clock.sleep(for: .seconds(1))
    }
    XCTAssertEqual(issues.withLock { $0 }, ["Unimplemented: '@Dependency(\\.suspendingClock)'"])
    withDependencies {
      $0.context = .test
      $0.suspendingClock = test
    } operation: {
      XCTAssertTrue(clock is TestClock)
    }
  }
}
