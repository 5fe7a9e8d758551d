import Composable
import Foundation
import XCTest

@testable import Shell

/// A timer on the live clock that `send` waited for until the wait's time ran out: how many
/// ticks arrived in that wait depends on timing, and a replay receives another number (a new
/// user's `save --exhaustive` replayed to a failure). `save` refuses, naming the command and
/// the test clock; with the test clock the same session saves.
@MainActor
final class TimedOutWaitSaveTests: XCTestCase {
  struct Ticker: Reducer {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable { case start, stop, tick }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .milliseconds(20))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  func run(_ lines: [String], testClock: Bool) async throws -> (output: String, errors: String) {
    var output = ""
    var errors = ""
    let sink = Output(result: { output += $0 }, error: { errors += $0 })
    var configuration = SessionConfiguration()
    configuration.effectTimeout = .milliseconds(150)
    if testClock { configuration.testClock = TestClock() }
    let session = try Session(
      features: [
        Feature(Ticker(), name: "ticker", initialState: Ticker.State()),
        Feature(Ticker(), name: "other", initialState: Ticker.State()),
      ],
      initial: "ticker", renderer: TextRenderer(output: sink), configuration: configuration)
    _ = await Runner(session: session, source: ListLineSource(lines)).run()
    return (output, errors)
  }

  func testSaveRefusesWhatArrivedWhileAWaitRanOutOfTime() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-timed-out-\(UUID())")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await run(
      [
        "send start", "send stop", "save --exhaustive \(file.path).tcash",
        "save --swift \(file.path).swift",
      ], testClock: false)
    // One line each for `save --exhaustive` and `save --swift`; the count is the timing's.
    let lines = run.errors.split(separator: "\n")
    XCTAssertEqual(lines.count, 2, run.errors)
    for line in lines {
      XCTAssertTrue(line.contains(": cannot save: 'send start' received "), String(line))
      XCTAssertTrue(
        line.contains(
          " while it waited for an effect that was still running when the wait's time ran out, and a replay would receive as many as come in its own wait; run the session with --clock test"
        ), String(line))
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path + ".tcash"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path + ".swift"))
  }

  /// The refusal names the feature of a command that is not the current one's (a new user
  /// could not tell which 'send start' a refusal meant).
  func testARefusalNamesTheFeatureOfACommandNotTheCurrentOne() async throws {
    let run = try await run(
      ["send start", "send stop", "use other", "save /tmp/tca-shell-other-\(UUID()).tcash"],
      testClock: false)
    XCTAssertTrue(
      run.errors.contains(": cannot save: 'send start' in ticker received "), run.errors)
  }

  /// A still-running effect's refusal points at the feature's own way to end it: `cancel`
  /// would only lead to the next refusal (a new user's dead end).
  func testAStillRunningEffectsRefusalPointsAtTheFeaturesWayToEndIt() async throws {
    let run = try await run(
      ["send start", "save --exhaustive /tmp/tca-shell-running-\(UUID()).tcash"], testClock: true)
    XCTAssertTrue(
      run.errors.contains(
        "end it as the feature does (e.g. send stop: cancelling it from the shell leaves nothing to replay)"
      ),
      run.errors)
    XCTAssertFalse(run.errors.contains("or cancel"), run.errors)
  }

  func testWithTheTestClockTheSameSessionSaves() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-test-clock-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await run(
      ["send start", "advance 100ms", "send stop", "save --exhaustive \(file.path)"],
      testClock: true)
    XCTAssertEqual(run.errors, "")
    let saved = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(saved.contains("receive tick { ticks = 5 }"), saved)
  }
}
