import Composable
import Features
import Synchronization
import XCTest

@testable import Shell

/// One rule for a path that names an element that is not there (a fresh user's finding 1):
/// every command refuses it up front with the same line, naming the ids there are, and changes
/// nothing; an action for a missing id is still sent when written as TCA writes it
/// (`.element(id:action:)`), to show TCA's `forEach` warning.
@MainActor
final class MissingElementTests: XCTestCase {
  private func run(_ script: String, in feature: String) async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(
      "set diff off\n" + script, features: allFeatures, initial: feature, testClock: true)
  }

  func testEveryCommandRefusesAMissingRowWithTheSameLineAndSendsNothing() async throws {
    let warnings = Mutex<[String]>([])
    let previous = IssueReporter.install { message in warnings.withLock { $0.append(message) } }
    defer { IssueReporter.install(previous) }
    let run = try await run(
      """
      send todos[id: 42].toggle
      send todos[id: 42].setDescription "Milk"
      focus todos[id: 42]
      state todos[id: 42]
      expect todos[id: 42].isComplete == false
      send todos[7].toggle
      state todos[7]
      """, in: "todos")
    let missing = "no element with id 42 in todos (ids: 0, 1, 2)"
    let position = "todos has 3 elements: index 7 is out of range"
    XCTAssertEqual(
      run.errors,
      (2...6).map { "line \($0): \(missing)\n" }.joined()
        + "line 7: \(position)\nline 8: \(position)\n")
    XCTAssertEqual(run.output, "", "nothing was sent")
    XCTAssertEqual(warnings.withLock { $0 }, [], "no action reached the forEach")
  }

  func testAStackElementByIdIsRefusedAsByPosition() async throws {
    let run = try await run(
      """
      send path[id: 7].detail.editButtonTapped
      focus path[id: 7].detail
      send path[0].detail.editButtonTapped
      """, in: "syncups")
    XCTAssertEqual(
      run.errors,
      """
      line 2: no element with id 7 in path (it is empty)
      line 3: no element with id 7 in path (it is empty)
      line 4: path has 0 elements: index 0 is out of range

      """)
    XCTAssertEqual(run.output, "")
  }

  /// Inside a focused child, an element path is checked from the root as well.
  func testASendInsideAFocusIsCheckedToo() async throws {
    let run = try await run(
      """
      send syncUpsList.addSyncUpButtonTapped
      send syncUpsList.confirmAddButtonTapped
      send syncUpsList.syncUpTapped id=0
      focus path[0].detail
      focus /
      send path[id: 3].detail.editButtonTapped
      """, in: "syncups")
    XCTAssertEqual(
      run.errors,
      "line 7: no element with id 3 in path (ids: 0)\n")
  }

  /// Past a few ids, the line lists the first ones and counts the rest.
  func testAMissingIdAmongManyListsTheFirstIdsAndCountsTheRest() async throws {
    let adds = Array(repeating: "send addTodoButtonTapped", count: 6).joined(separator: "\n")
    let run = try await run(adds + "\nstate todos[id: 42]\nsend todos[id: 42].toggle", in: "todos")
    // A new row goes first, and takes the next id (3, 4, …).
    let line =
      "no element with id 42 in todos (ids: 8, 7, 6, 5, 4, 3, 0, 1 and 1 more)"
    XCTAssertEqual(run.errors, "line 8: \(line)\nline 9: \(line)\n")
  }

  /// TCA's `.element(id:action:)` written by its catalog name sends for any id: the reducer
  /// runs and TCA's runtime warning says the element is missing.
  func testTheActionWrittenAsTCAWritesItStillReachesTheReducer() async throws {
    let warnings = Mutex<[String]>([])
    let previous = IssueReporter.install { message in warnings.withLock { $0.append(message) } }
    defer { IssueReporter.install(previous) }
    let run = try await run("send todos.element.toggle 42", in: "todos")
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("id: 42,"), run.output)
    XCTAssertEqual(warnings.withLock { $0 }.count, 1)
    XCTAssertTrue(
      warnings.withLock { $0 }.first?.contains("received an action for a missing element.") == true)
  }

  /// A block says what the state is after the action, as TCA's assert closure does: a row
  /// the action adds may be named there; one that is not there then is the same line.
  func testABlockNamesRowsAfterTheAction() async throws {
    let run = try await run(
      """
      send addTodoButtonTapped { todos[id: 3].description = "" }
      send addTodoButtonTapped { todos[id: 42].description = "" }
      """, in: "todos")
    XCTAssertEqual(
      run.errors,
      "line 3: no element with id 42 in todos (ids: 4, 3, 0, 1, 2)\n")
  }
}
