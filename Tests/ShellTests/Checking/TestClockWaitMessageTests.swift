import Composable
import Features
import XCTest

@testable import Shell

/// With `--clock test`, a `receive` or `finish` whose effects are all asleep on the clock ends at
/// once: its failure says they are asleep and to advance, not that it waited its timeout (it did
/// not; TCA's test store would have waited that long in real time).
@MainActor
final class TestClockWaitMessageTests: XCTestCase {
  func testReceiveWithEveryEffectAsleepSaysToAdvance() async throws {
    let run = try await runScript(
      "send start\nadvance 1s\nreceive tick\nreceive tick\n", features: allFeatures,
      initial: "timer", testClock: true)
    XCTAssertEqual(
      run.errors,
      "line 4: Expected to receive an action, but received none: the effects still running are asleep on the test clock: advance it first (advance 1s).\n"
    )
  }

  func testFinishWithEveryEffectAsleepSaysToAdvance() async throws {
    let run = try await runScript(
      "send start\nfinish\n", features: allFeatures, initial: "timer", testClock: true)
    XCTAssertEqual(
      run.errors,
      "line 2: Expected effects to finish, but there are still effects in-flight: the effects still running are asleep on the test clock: advance it first (advance 1s).\n"
    )
  }
}
