// Exported by tca-shell 0.1.0 (save --swift): a session of timer as a TestStore test.
// Dependencies: a test clock; the others are live, as in the shell.
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class TimerSessionTests: XCTestCase {
  func testTimer() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: allFeatures.initialState(of: "timer", as: Timers.State.self),
      reducer: Timers(),
      withDependencies: {
        $0.context = .live
        $0.continuousClock = clock
      }
    )
    await store.send(.start) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(3))
    await store.receive(.tick) {
      $0.secondsElapsed = 1
    }
    await store.receive(.tick) {
      $0.secondsElapsed = 2
    }
    await store.receive(.tick) {
      $0.secondsElapsed = 3
    }
    await store.send(.stop) {
      $0.isRunning = false
    }
  }
}
