import Composable
import Features
import Foundation
import XCTest

@testable import Shell

/// `save` writes the flags its replay needs (issue 25, item 11): a session run with the test
/// clock is saved with `--clock test` though no `advance` is left in effect (replayed on the
/// real clock, the timer ticks while `send start` waits, and the state differs), and an effect
/// timeout other than the default is written too.
@MainActor
final class ReplayFlagsTests: XCTestCase {
  private func save(
    _ script: String, testClock: Bool, effectTimeout: Duration = .seconds(5)
  ) async throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "replay-flags-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    var configuration = SessionConfiguration()
    if testClock { configuration.testClock = TestClock() }
    configuration.effectTimeout = effectTimeout
    var errors = ""
    let session = try Session(
      features: allFeatures, initial: "timer",
      renderer: TextRenderer(output: Output(result: { _ in }, error: { errors += $0 })),
      configuration: configuration)
    for line in (script + "\nsave \(file.path)").split(separator: "\n") {
      _ = await session.execute(String(line))
    }
    XCTAssertEqual(errors, "")
    return try String(contentsOf: file, encoding: .utf8).components(separatedBy: "`")[1]
  }

  func testTheTestClockIsWrittenWithNoAdvanceInEffect() async throws {
    let replay = try await save("send start\nsend stop", testClock: true)
    XCTAssertTrue(replay.hasPrefix("tca-shell --clock test < "), replay)
  }

  /// An advance that brought no tick is in effect (not in the log, so not undone), and the
  /// flag is written. (An undone advance is refused: ReplayRefusalTests.)
  func testTheTestClockIsWrittenWithAnAdvanceThatBroughtNothing() async throws {
    let replay = try await save("send start\nadvance 500ms\nsend stop", testClock: true)
    XCTAssertTrue(replay.hasPrefix("tca-shell --clock test < "), replay)
  }

  func testALiveClockSessionNeedsNoFlag() async throws {
    let replay = try await save("send start\nsend stop", testClock: false, effectTimeout: .zero)
    XCTAssertTrue(replay.hasPrefix("tca-shell --effect-timeout 0 < "), replay)
  }

  func testAnEffectTimeoutIsWrittenAsItsFlagReadsIt() async throws {
    let replay = try await save(
      "send start\nsend stop", testClock: true, effectTimeout: .milliseconds(1500))
    XCTAssertTrue(replay.hasPrefix("tca-shell --clock test --effect-timeout 1.5 < "), replay)
  }
}
