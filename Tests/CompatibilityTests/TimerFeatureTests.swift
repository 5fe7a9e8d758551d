import Composable
import ComposableTesting
import XCTest

/// `withDependencies { $0.continuousClock = clock }` with a test clock's `advance(by:)`, as TCA's
/// testing article drives time.
@MainActor
final class TimerFeatureTests: XCTestCase {
  func testTheTimerTicksEachSecondUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startButtonTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 2 }
    await store.send(.stopButtonTapped) { $0.isRunning = false }
    await store.finish()
  }

  func testCancellingTheSendsTaskEndsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startButtonTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await task.cancel()
    await clock.advance(by: .seconds(5))
  }

  func testNoTickBeforeASecondHasPassed() async {
    let clock = TestClock()
    let failures = Failures()
    do {
      let store = TestStore(
        initialState: Stopwatch.State(),
        reducer: { Stopwatch() },
        withDependencies: { $0.continuousClock = clock },
        reportFailure: failures.reporter
      )
      store.timeout = .milliseconds(50)
      await store.send(.startButtonTapped) { $0.isRunning = true }
      await clock.advance(by: .milliseconds(999))
      await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
      await store.send(.stopButtonTapped) { $0.isRunning = false }
    }
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
    XCTAssertTrue(
      failures.messages.first?.hasPrefix("Expected to receive an action, but received none")
        == true, "\(failures.messages)")
  }

  func testTheCountdownSleepsOnTheClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: Countdown.State(remaining: 2)) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.stepped) { $0.remaining = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.stepped) { $0.remaining = 0 }
    await store.finish()
  }

  func testAnImmediateClockLetsTheCountdownRunWithoutWaiting() async {
    let store = TestStore(initialState: Countdown.State(remaining: 2)) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.startButtonTapped)
    await store.receive(.stepped) { $0.remaining = 1 }
    await store.receive(.stepped) { $0.remaining = 0 }
    await store.finish()
  }

  func testALiveStoreUsesTheClockItWasGiven() async {
    let clock = TestClock()
    let store = Store(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = store.send(.startButtonTapped)
    await clock.advance(by: .seconds(3))
    XCTAssertEqual(store.state.secondsElapsed, 3)
    store.send(.stopButtonTapped)
    await timer.finish()
    XCTAssertFalse(store.hasEffectsInFlight, "stopping cancelled the timer")
  }
}
