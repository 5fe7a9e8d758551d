import Composable
import ComposableTesting
import XCTest

/// Effects that report issues, sleep, or chain, for the awaitable-wait and issue-reporter tests.
private struct Waits: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case warnNow, warnLater, sleep, chain, stopChain
    case step(String)
    case nested, stopOuter
  }
  enum CancelID { case chain, outer, inner }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .warnNow:
      reportIssue("warned in the reducer")
      return .none
    case .warnLater:
      return .run { _ in reportIssue("warned in an effect") }
    case .sleep:
      return .run { _ in try await Task.sleep(for: .seconds(30)) }
    case .chain:
      return .concatenate(
        .send(.step("first")),
        .run { _ in try await Task.sleep(for: .seconds(30)) },
        .send(.step("after the sleep"))
      )
      .cancellable(id: CancelID.chain)
    case .stopChain:
      return .cancel(id: CancelID.chain)
    case .step(let name):
      state.log.append(name)
      return .none
    case .nested:
      return .run { _ in try await Task.sleep(for: .seconds(30)) }
        .cancellable(id: CancelID.inner)
        .cancellable(id: CancelID.outer)
    case .stopOuter:
      return .cancel(id: CancelID.outer)
    }
  }
}

@MainActor
final class EffectWaitTests: XCTestCase {
  /// TCA's issue reporting is task-local: each test store's issues fail that store's test, even
  /// while another test store is alive (a process-wide handler went to the last store made).
  func testTwoLiveTestStoresKeepTheirIssuesApart() async {
    let first = Failures()
    let second = Failures()
    let firstStore = TestStore(
      initialState: Waits.State(), reducer: Waits(), reportFailure: first.reporter)
    let secondStore = TestStore(
      initialState: Waits.State(), reducer: Waits(), reportFailure: second.reporter)
    await firstStore.send(.warnNow)
    await firstStore.send(.warnLater)
    await firstStore.finish()
    XCTAssertEqual(first.messages, ["warned in the reducer", "warned in an effect"])
    XCTAssertEqual(second.messages, [])
    await secondStore.send(.warnNow)
    XCTAssertEqual(second.messages, ["warned in the reducer"])
    XCTAssertEqual(first.messages.count, 2)
  }

  func testFinishWithATimeoutSaysWhetherTheEffectsEnded() async {
    let store = Store(initialState: Waits.State(), reducer: Waits())
    let task = store.send(.sleep)
    let clock = ContinuousClock()
    let start = clock.now
    let finished = await task.finish(timeout: .milliseconds(50))
    XCTAssertFalse(finished)
    XCTAssertGreaterThanOrEqual(clock.now - start, .milliseconds(50))
    task.cancel()
    let ended = await task.finish(timeout: .seconds(5))
    XCTAssertTrue(ended)
    XCTAssertFalse(store.hasEffectsInFlight)
  }

  func testStoreWaitIsCancelledWithItsTask() async {
    let store = Store(initialState: Waits.State(), reducer: Waits())
    store.send(.sleep)
    let waiting = Task { @MainActor in
      await store.waitForEffects(until: { !store.hasEffectsInFlight }, timeout: nil)
    }
    waiting.cancel()
    let outcome = await waiting.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertTrue(store.hasEffectsInFlight, "cancelling a wait leaves the effects running")
    store.cancelAllEffects()
    let idle = await store.finishEffects(timeout: .seconds(5))
    XCTAssertTrue(idle)
  }

  /// A concatenation is cancelled as a whole: its later parts never start.
  func testCancellingAConcatenationStopsItsLaterParts() async {
    let store = Store(initialState: Waits.State(), reducer: Waits())
    let task = store.send(.chain)
    XCTAssertEqual(store.state.log, ["first"])
    XCTAssertEqual(store.effectsInFlightCount, 1)
    store.send(.stopChain)
    let finished = await task.finish(timeout: .seconds(5))
    XCTAssertTrue(finished)
    XCTAssertEqual(store.state.log, ["first"])
  }

  /// An effect made cancellable under two ids stops when either is cancelled.
  func testAnOuterCancellationIDCancelsANestedOne() async {
    let store = Store(initialState: Waits.State(), reducer: Waits())
    let task = store.send(.nested)
    store.send(.stopOuter)
    let finished = await task.finish(timeout: .seconds(5))
    XCTAssertTrue(finished)
  }

  /// A woken effect that sleeps again is settled before the clock moves on, so each second of a
  /// long advance delivers its own tick; `receive` is woken by the tick's arrival.
  func testAdvanceLetsAStoreEffectSleepAgainBeforeMovingOn() async {
    let clock = TestClock()
    let store = Store(initialState: Ticker.State(), reducer: Ticker()) {
      $0.continuousClock = clock
    }
    store.send(.start)
    _ = await store.waitForEffects(until: { store.effectsAreAsleep }, timeout: .seconds(5))
    XCTAssertTrue(store.effectsAreAsleep)
    await clock.advance(by: .seconds(10))
    XCTAssertEqual(store.state.ticks, 10)
    XCTAssertTrue(store.effectsAreAsleep)
    store.cancelAllEffects()
    await store.finishEffects(timeout: .seconds(5))
  }
}

private struct Ticker: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable, Sendable { case start, tick }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .ticking(.tick, on: clock)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}
