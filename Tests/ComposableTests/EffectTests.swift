import Composable
import Synchronization
import XCTest

private struct Failure: Error, Equatable {}

/// Effects the issue names beyond the basics: `catch:`, `.map`, `cancelInFlight`, and stores that
/// go away.
private struct Fetcher: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case fail, failUnhandled
    case failed(String)
    case start
    case value(Int)
    case child(Child)
    case debounce(Int)
  }
  enum Child: Equatable, Sendable { case ping }
  enum CancelID { case debounce }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append("\(action)")
    switch action {
    case .fail:
      return .run { _ in
        throw Failure()
      } catch: { error, send in
        await send(.failed("\(error)"))
      }
    case .failUnhandled:
      return .run { _ in throw Failure() }
    case .start:
      return Effect<Child>.run { send in await send(.ping) }.map { .child($0) }
    case .debounce(let value):
      return .run { send in
        try await Task.sleep(for: .milliseconds(20))
        await send(.value(value))
      }
      .cancellable(id: CancelID.debounce, cancelInFlight: true)
    default:
      return .none
    }
  }
}

@MainActor
final class EffectTests: XCTestCase {
  func testCatchHandlerReceivesTheErrorAndCanSend() async {
    let store = Store(initialState: Fetcher.State(), reducer: Fetcher())
    await store.send(.fail).finish()
    XCTAssertEqual(store.state.log, ["fail", "failed(\"Failure()\")"])
  }

  func testUnhandledErrorIsReportedWithTheEffectsOrigin() async {
    let reported = LockedStrings()
    let previous = IssueReporter.install { reported.append($0) }
    defer { IssueReporter.install(previous) }
    let store = Store(initialState: Fetcher.State(), reducer: Fetcher())
    await store.send(.failUnhandled).finish()
    XCTAssertEqual(reported.values.count, 1)
    XCTAssertTrue(
      reported.values[0].hasPrefix(
        "An 'Effect.run' returned from 'ComposableTests/EffectTests.swift:"),
      reported.values[0])
    XCTAssertTrue(reported.values[0].hasSuffix("threw an unhandled error: Failure()"))
  }

  func testMapLiftsAChildEffectsActions() async {
    let store = Store(initialState: Fetcher.State(), reducer: Fetcher())
    await store.send(.start).finish()
    XCTAssertEqual(store.state.log.count, 2)
    XCTAssertTrue(store.state.log[1].hasSuffix("Fetcher.Child.ping)"), store.state.log[1])
  }

  func testCancelInFlightKeepsOnlyTheLatest() async {
    let store = Store(initialState: Fetcher.State(), reducer: Fetcher())
    let first = store.send(.debounce(1))
    let second = store.send(.debounce(2))
    await first.finish()
    await second.finish()
    XCTAssertEqual(store.state.log, ["debounce(1)", "debounce(2)", "value(2)"])
  }

  func testCancelAllEffectsStopsWhatIsInFlight() async {
    let store = Store(initialState: Fetcher.State(), reducer: Fetcher())
    let task = store.send(.debounce(1))
    XCTAssertTrue(store.hasEffectsInFlight)
    XCTAssertEqual(store.effectsInFlightCount, 1)
    store.cancelAllEffects()
    await task.finish()
    XCTAssertFalse(store.hasEffectsInFlight)
    XCTAssertEqual(store.state.log, ["debounce(1)"])
  }

  func testAStoreThatGoesAwayCancelsItsEffects() async throws {
    var store: Store? = Store(initialState: Fetcher.State(), reducer: Fetcher())
    let task = store!.send(.debounce(1))
    store = nil
    await task.finish()
    XCTAssertTrue(task.isFinished)
  }
}

/// Strings collected from any thread.
final class LockedStrings: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ value: String) { storage.withLock { $0.append(value) } }
  var values: [String] { storage.withLock { $0 } }
}
