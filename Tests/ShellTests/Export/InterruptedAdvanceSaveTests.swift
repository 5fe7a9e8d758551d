import Composable
import Features
import Foundation
import XCTest

@testable import Shell

/// An `advance` that Ctrl-C stopped short (issue 25, item 4) leaves the clock where it got to,
/// and `save` writes that distance, so the script replays to the same state.
@MainActor
final class InterruptedAdvanceSaveTests: XCTestCase {
  func testSaveKeepsHowFarAStoppedAdvanceMovedTheClock() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-advance-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    var output = ""
    var errors = ""
    let sink = Output(result: { output += $0 }, error: { errors += $0 })
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    // As Ctrl-C at a terminal does: the wait's task is cancelled while the advance runs.
    configuration.waitingForEffects = { work in
      let task = Task { @MainActor in await work() }
      try? await Task.sleep(for: .milliseconds(200))
      task.cancel()
      await task.value
    }
    let session = try Session(
      features: allFeatures, initial: "timer", renderer: TextRenderer(output: sink),
      configuration: configuration)
    let status = await Runner(
      session: session,
      source: ListLineSource([
        "diff off", "send start", "advance 24h", "send stop", "save \(file.path)",
      ])
    ).run()
    XCTAssertEqual(status, 0, errors)
    let elapsed = try XCTUnwrap(session.host.state as? Timers.State).secondsElapsed
    XCTAssertGreaterThan(elapsed, 0)
    XCTAssertLessThan(elapsed, 86_400)
    XCTAssertTrue(
      output.contains("(advance stopped at \(elapsed) s of 86400 s: the clock stays there)"),
      output)
    let saved = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(saved.contains("\nadvance \(elapsed)s\n"), saved)
    XCTAssertFalse(saved.contains("advance 24h"), saved)
  }
}
