import Features
import XCTest

@testable import Shell

/// Values inside collections and payloads are type-checked as a bare struct literal is (issue
/// 23 item 11): Swift would not compile `[5]` for an `IdentifiedArrayOf<Todo.State>` nor an
/// unknown label inside a stack element's payload, so `expect` and blocks refuse them in one
/// line, before anything is sent, instead of comparing and dumping.
@MainActor
final class LiteralShapeCheckTests: XCTestCase {
  func testANumberForARowIsATypeError() async throws {
    let run = try await runScript(
      "expect todos == [5]", features: allFeatures, initial: "todos")
    XCTAssertEqual(run.errors, "line 1: todos[0] is Todo.State, got an integer 5\n")
    XCTAssertEqual(run.status, 1)
  }

  func testAFieldOfTheWrongTypeInsideARowIsATypeError() async throws {
    let run = try await runScript(
      #"send todos[id: 0].toggle { todos = [Todo.State(description: 5, id: 0, isComplete: true)] }"#,
      features: allFeatures, initial: "todos", testClock: true)
    XCTAssertEqual(run.errors, "line 1: todos[0].description is String, got an integer 5\n")
    XCTAssertFalse(run.output.contains("Todos.Action"), "nothing was sent: \(run.output)")
  }

  func testAnUnknownLabelInsideAStackElementIsOneErrorBeforeTheSend() async throws {
    let run = try await runScript(
      """
      send syncUpsList.addSyncUpButtonTapped
      send syncUpsList.confirmAddButtonTapped
      send syncUpsList.syncUpTapped id=0 { path = [#0: .detail(SyncUpDetail.State(_destinaton: nil, syncUp: SyncUp(id: 0, attendees: [], minutes: 5, meetings: [], title: "")))] }
      state path
      """, features: allFeatures, initial: "syncups")
    XCTAssertEqual(
      run.errors,
      "line 3: path[id: 0].detail: no field '_destinaton' in SyncUpDetail.State: did you mean '_destination'? (fields: _destination, syncUp)\n"
    )
    XCTAssertTrue(run.output.hasSuffix("[:]\n"), "the element was not pushed: \(run.output)")
  }

  /// What Swift compiles is not refused: an empty collection, `nil` in an optional, `.some(…)`.
  func testWellTypedValuesInsideCollectionsPass() async throws {
    let run = try await runScript(
      """
      expect todos != []
      expect todos != [Todo.State(description: "x", id: 9, isComplete: false)]
      """, features: allFeatures, initial: "todos")
    XCTAssertEqual(run.errors, "")
  }
}
