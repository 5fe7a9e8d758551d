// Exported by tca-shell 0.1.0 (save --swift): a session of timer as a TestStore test.
// Dependencies: a test clock; the others are live, as in the shell.
// Structs are built with their memberwise initializers: Timers.State(isRunning:secondsElapsed:).
// One whose own init hides its memberwise one (tca-shell cannot see initializers) needs its calls changed here.
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
      initialState: Timers.State(isRunning: false, secondsElapsed: 0),
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
