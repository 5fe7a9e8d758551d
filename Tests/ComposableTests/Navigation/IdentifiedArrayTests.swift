import Composable
import ComposableTesting
import XCTest

/// `IdentifiedArray` (swift-identified-collections' behaviour: ordered, unique ids, lookup by id)
/// and `forEach` over it (TCA's `_ForEachReducer`; tca-navigation.md, "forEach over an
/// IdentifiedArray").
@MainActor
final class IdentifiedArrayTests: XCTestCase {
  struct Todo: Equatable, Identifiable, Sendable {
    var id: Int
    var title: String
  }

  func testOrderedUniqueAndLookedUpByID() {
    var todos: IdentifiedArrayOf<Todo> = [Todo(id: 3, title: "c"), Todo(id: 1, title: "a")]
    XCTAssertFalse(todos.append(Todo(id: 3, title: "again")).inserted, "an id already present is ignored")
    XCTAssertEqual(todos.ids, [3, 1])
    XCTAssertEqual(todos[id: 1]?.title, "a")
    todos[id: 1]?.title = "A"
    XCTAssertEqual(todos[1].title, "A")
    todos[id: 2] = Todo(id: 2, title: "b")
    XCTAssertEqual(todos.map(\.id), [3, 1, 2])
    todos[id: 3] = nil
    XCTAssertEqual(todos.ids, [1, 2])
    XCTAssertNil(todos[id: 3])
  }

  func testMoveAndSortKeepIDsWithTheirElements() {
    var todos: IdentifiedArrayOf<Todo> = [
      Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c"),
    ]
    todos.move(fromOffsets: [0], toOffset: 3)
    XCTAssertEqual(todos.ids, [2, 3, 1])
    todos.move(fromOffsets: [2], toOffset: 0)
    XCTAssertEqual(todos.ids, [1, 2, 3])
    todos.sort { $0.title > $1.title }
    XCTAssertEqual(todos.ids, [3, 2, 1])
    XCTAssertEqual(todos[id: 2]?.title, "b")
    todos.remove(atOffsets: [0, 2])
    XCTAssertEqual(todos.ids, [2])
  }

  func testDumpsAsAnArray() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "a")]
    XCTAssertEqual(
      customDump(todos),
      """
      [
        [0]: IdentifiedArrayTests.Todo(
          id: 1,
          title: "a"
        )
      ]
      """)
    XCTAssertEqual(customDump(IdentifiedArrayOf<Todo>()), "[]")
  }

  func testElementRunsFirstThenTheParent() {
    let store = Store(
      initialState: ListHost.State(rows: [Child.State(id: 3)]), reducer: ListHost())
    store.send(.rows(.element(id: 3, action: .increment)))
    XCTAssertEqual(store.state.rows[id: 3]?.count, 1)
    XCTAssertEqual(store.state.seen, ["parent saw count 1"])
  }

  func testAnActionForAMissingIDWarnsInsteadOfCrashing() {
    let warnings = LockedStrings()
    let previous = IssueReporter.install { warnings.append($0) }
    defer { IssueReporter.install(previous) }
    let store = Store(initialState: ListHost.State(), reducer: ListHost())
    store.send(.rows(.element(id: 9, action: .increment)))
    XCTAssertEqual(warnings.values.count, 1)
    XCTAssertTrue(
      warnings.values[0].hasPrefix("A \"forEach\" at \"")
        && warnings.values[0].contains("received an action for a missing element."))
    XCTAssertEqual(store.state.seen, ["parent saw count nil"], "the parent still ran")
  }

  func testRemovingARowCancelsItsEffects() async {
    let clock = TestClock()
    let failures = Failures()
    let store = TestStore(
      initialState: ListHost.State(rows: [Child.State(id: 1), Child.State(id: 2)]),
      reducer: ListHost(), withDependencies: { $0.continuousClock = clock },
      reportFailure: failures.reporter)
    // The rows' timers are half a second apart, so their ticks come in one order: two effects
    // woken by the same advance may send in either order.
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await clock.advance(by: .milliseconds(500))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.rows(.element(id: 1, action: .tick))) { $0.rows[id: 1]?.count = 1 }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.count = 1 }
    await store.send(.remove(1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.count = 2 }
    await store.send(.remove(2)) { $0.rows.remove(id: 2) }
    await clock.advance(by: .seconds(1))
    await store.finish()
    XCTAssertEqual(failures.messages, [], "only the remaining row ticked")
  }
}
