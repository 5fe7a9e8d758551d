import Composable
import ComposableTesting
import Features
import XCTest

@MainActor
final class TimersTests: XCTestCase {
  func testTicksEverySecondUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State(), reducer: Timers()) {
      $0.continuousClock = clock
    }
    await store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.tick) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.secondsElapsed = 2 }
    await store.receive(.tick) { $0.secondsElapsed = 3 }
    await store.send(.stop) { $0.isRunning = false }
    await clock.advance(by: .seconds(5))
  }

  func testStartingTwiceRunsOneTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State(), reducer: Timers()) {
      $0.continuousClock = clock
    }
    await store.send(.start) { $0.isRunning = true }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.secondsElapsed = 1 }
    await store.send(.stop) { $0.isRunning = false }
  }
}
