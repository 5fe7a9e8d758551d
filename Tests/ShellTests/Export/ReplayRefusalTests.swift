import Composable
import Foundation
import XCTest

@testable import Shell

/// `save` refuses, in one line naming the command, where a replay cannot reach the session's
/// state: an undone `advance` left the test clock where it moved it, the log dropped actions an
/// export checks, a live UUID is in the state. A new user's saved scripts failed on replay.
@MainActor
final class ReplayRefusalTests: XCTestCase {
  struct Timer: Reducer {
    struct State: Equatable, Sendable {
      var seconds = 0
      var ids: [UUID] = []
    }
    enum Action: Equatable, Sendable { case start, stop, tick, add }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.uuid) var uuid
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      case .add:
        state.ids.append(uuid())
        return .none
      }
    }
  }

  /// Runs `lines` (`FILE` stands for a fresh file's path) with the test clock; what was
  /// printed, the error lines, and the files that were written.
  func run(
    _ lines: [String], logSize: Int? = nil, uuid: DependencySettings.UUIDMode = .live
  ) async throws -> (output: String, errors: [Substring], written: [String]) {
    var output = ""
    var errors = ""
    let sink = Output(result: { output += $0 }, error: { errors += $0 })
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    configuration.uuid = uuid
    if let logSize { configuration.logSize = logSize }
    let session = try Session(
      features: [Feature(Timer(), name: "timer", initialState: Timer.State())],
      initial: "timer", renderer: TextRenderer(output: sink), configuration: configuration)
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-replay-\(UUID())"
    ).path
    let lines = lines.map { $0.replacingOccurrences(of: "FILE", with: base) }
    _ = await Runner(session: session, source: ListLineSource(lines)).run()
    let written = [".tcash", ".swift", "-exhaustive.tcash"].map { base + $0 }.filter {
      FileManager.default.fileExists(atPath: $0)
    }
    for file in written { try? FileManager.default.removeItem(atPath: file) }
    return (output, errors.split(separator: "\n"), written)
  }

  func testAnUndoneAdvanceStopsEverySave() async throws {
    let run = try await run([
      "send start", "advance 1.5s", "undo", "send stop", "save FILE.tcash",
      "save --exhaustive FILE-exhaustive.tcash", "save --swift FILE.swift",
    ])
    XCTAssertEqual(run.written, [])
    XCTAssertEqual(run.errors.count, 3, "\(run.errors)")
    for line in run.errors {
      XCTAssertTrue(
        line.contains(
          ": cannot save: 'advance 1.5s' was undone, but the test clock stays where it moved it"),
        String(line))
    }
    XCTAssertTrue(
      run.output.contains("(the test clock stays where 'advance 1.5s' moved it: "), run.output)
  }

  /// The advance is still undone (nothing replaced its tick): `redo` would bring it back.
  func testAnAdvanceStillUndoneStopsSaveAndSaysRedo() async throws {
    let run = try await run(["send start", "advance 1.5s", "undo", "save FILE.tcash"])
    XCTAssertEqual(run.written, [])
    XCTAssertEqual(run.errors.count, 1, "\(run.errors)")
    XCTAssertTrue(
      run.errors.first?.hasSuffix(
        ": cannot save: 'advance 1.5s' was undone, but the test clock stays where it moved it (it cannot go back while effects sleep on it), and a replay would run with the clock behind; redo it, or run the session again without it"
      ) == true, "\(run.errors)")
  }

  /// After the undone advance's actions were replaced, the journal no longer holds it; the
  /// session still refuses (the session showed seconds 1 where a replay made 0).
  func testAReplacedAdvanceStopsSave() async throws {
    let run = try await run([
      "send start", "advance 1.5s", "undo", "advance 0.6s", "send stop", "save FILE.tcash",
    ])
    XCTAssertEqual(run.written, [])
    XCTAssertEqual(run.errors.count, 1, "\(run.errors)")
    XCTAssertTrue(
      run.errors.first?.contains(": cannot save: 'advance 1.5s' was undone, ") == true,
      "\(run.errors)")
  }

  func testARedoneAdvanceSaves() async throws {
    let run = try await run([
      "send start", "advance 1.5s", "undo", "redo", "send stop", "save FILE.tcash",
    ])
    XCTAssertEqual(run.errors, [])
    XCTAssertEqual(run.written.count, 1)
  }

  func testExportsRefuseActionsTheLogDropped() async throws {
    let run = try await run(
      [
        "send start", "advance 6s", "send stop", "save --exhaustive FILE-exhaustive.tcash",
        "save --swift FILE.swift",
      ], logSize: 5)
    XCTAssertEqual(run.written, [])
    XCTAssertEqual(run.errors.count, 2, "\(run.errors)")
    for (line, flag) in zip(run.errors, ["--exhaustive", "--swift"]) {
      XCTAssertTrue(
        line.contains(
          ": cannot save \(flag): actions of 'send start' are older than the log keeps (5 actions), "
        ), String(line))
      XCTAssertTrue(line.hasSuffix("raise --log-size and run the session again"), String(line))
    }
  }

  func testExportsRefuseALiveUUID() async throws {
    let run = try await run(["send add", "save --exhaustive FILE-exhaustive.tcash"])
    XCTAssertEqual(run.written, [])
    XCTAssertEqual(run.errors.count, 1, "\(run.errors)")
    XCTAssertTrue(
      run.errors.first?.hasSuffix(
        ": cannot save --exhaustive: 'send add' put a live UUID in the state (ids[0]), which a replay cannot match; fix the uuid first (--uuid incrementing, or set uuid incrementing) and run the session again"
      ) == true, "\(run.errors)")
    let incrementing = try await self.run(
      ["send add", "save --exhaustive FILE-exhaustive.tcash"], uuid: .incrementing)
    XCTAssertEqual(incrementing.errors, [])
    XCTAssertEqual(incrementing.written.count, 1)
  }

  /// A script sets the dependencies once, at its start: a `set` after a command in effect is
  /// refused by every save, naming it; one before the first command saves.
  func testASetAfterACommandInEffectStopsSave() async throws {
    let run = try await run(
      [
        "send add", "set uuid incrementing", "send add", "save FILE.tcash",
        "save --exhaustive FILE-exhaustive.tcash",
      ], uuid: .incrementing)
    XCTAssertEqual(run.written, [])
    XCTAssertEqual(run.errors.count, 2, "\(run.errors)")
    for line in run.errors {
      XCTAssertTrue(
        line.hasSuffix(
          ": cannot save: 'set uuid incrementing' changed a dependency after 'send add', and a script sets the dependencies once, at its start; run the session again with it first (or its flag)"
        ), String(line))
    }
    let first = try await self.run([
      "set date 2026-01-01T00:00:00Z", "set uuid incrementing", "send add", "save FILE.tcash",
    ])
    XCTAssertEqual(first.errors, [])
    XCTAssertEqual(first.written.count, 1)
  }

  /// A UUID the live generator made before `set uuid incrementing` is still random; the `set`
  /// after a command in effect is named first, by `save --swift` too.
  func testALiveUUIDFromBeforeSetUUIDIsRefused() async throws {
    let run = try await run([
      "send add", "set uuid incrementing", "send add", "save --swift FILE.swift",
    ])
    XCTAssertEqual(run.written, [])
    XCTAssertTrue(
      run.errors.first?.contains(
        ": cannot save: 'set uuid incrementing' changed a dependency after 'send add', ") == true,
      "\(run.errors)")
  }
}
