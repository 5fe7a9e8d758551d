import Composable
import Foundation
import XCTest

@testable import Shell

/// With `--uuid incrementing`, time travel takes back the UUIDs of the actions it undoes: a
/// replay of the commands still in effect never makes them, so the next UUID in the session must
/// be the next one there. A new user's `send add`, `undo`, `send add` made …0001 where the
/// saved script's replay made …0000, and `save --exhaustive` wrote a script that failed.
@MainActor
final class UUIDRewindTests: XCTestCase {
  struct Todos: Reducer {
    struct State: Equatable, Sendable { var ids: [UUID] = [] }
    enum Action: Equatable, Sendable { case add }
    @Dependency(\.uuid) var uuid
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.ids.append(uuid())
      return .none
    }
  }

  /// Runs `lines` with the incrementing uuid; the todos' ids at the end, and what was printed
  /// as errors.
  func run(_ lines: [String]) async throws -> (ids: [UUID], errors: String) {
    var errors = ""
    let sink = Output(result: { _ in }, error: { errors += $0 })
    var configuration = SessionConfiguration()
    configuration.uuid = .incrementing
    let session = try Session(
      features: [
        Feature(Todos(), name: "todos", initialState: Todos.State()),
        Feature(Todos(), name: "other", initialState: Todos.State()),
      ],
      initial: "todos", renderer: TextRenderer(output: sink), configuration: configuration)
    _ = await Runner(session: session, source: ListLineSource(lines)).run()
    let state = try XCTUnwrap(session.context.host.state as? Todos.State)
    return (state.ids, errors)
  }

  func testUndoTakesBackTheUUIDOfTheUndoneAction() async throws {
    let run = try await run(["send add", "undo", "send add"])
    XCTAssertEqual(run.ids, [UUID(0)], run.errors)
  }

  func testRedoAndGotoMoveTheCountWithTheState() async throws {
    var run = try await run(["send add", "send add", "undo", "redo", "send add"])
    XCTAssertEqual(run.ids, [UUID(0), UUID(1), UUID(2)], run.errors)
    run = try await self.run(["send add", "send add", "goto 1", "send add"])
    XCTAssertEqual(run.ids, [UUID(0), UUID(1)], run.errors)
  }

  func testResetStartsTheCountWhereTheFeatureStarted() async throws {
    let run = try await run(["send add", "send add", "reset", "send add"])
    XCTAssertEqual(run.ids, [UUID(0)], run.errors)
  }

  /// Another feature made a UUID since: its count is not the undone action's to take back (the
  /// session would make its UUID twice).
  func testACountAnotherFeatureMovedIsLeftAlone() async throws {
    let run = try await run(["send add", "use other", "send add", "use todos", "undo", "send add"])
    XCTAssertEqual(run.ids, [UUID(2)], run.errors)
  }

  /// The saved script replays to the session's state: its `send add` block sets …0000.
  func testTheExhaustiveScriptHasTheUUIDAReplayMakes() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-uuid-rewind-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await run(["send add", "undo", "send add", "save --exhaustive \(file.path)"])
    XCTAssertEqual(run.errors, "")
    let saved = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(saved.contains("00000000-0000-0000-0000-000000000000"), saved)
    XCTAssertFalse(saved.contains("00000000-0000-0000-0000-000000000001"), saved)
  }
}
