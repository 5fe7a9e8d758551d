import Composable
import ComposableTesting
import Features
import XCTest

/// TCA's Todos example: rows through `forEach` with `IdentifiedAction`, and the completion
/// debounce (`.cancellable(id:cancelInFlight: true)`) on a test clock.
@MainActor
final class TodosTests: XCTestCase {
  func testTwoTogglesHalfASecondApartSortOnce() async {
    let clock = TestClock()
    let store = TestStore(initialState: Todos.State.sample, reducer: Todos()) {
      $0.continuousClock = clock
    }
    await store.send(.todos(.element(id: 0, action: .toggle))) {
      $0.todos[id: 0]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.todos(.element(id: 1, action: .toggle))) {
      $0.todos[id: 1]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos.sort { !$0.isComplete && $1.isComplete }
    }
    XCTAssertEqual(store.state.todos.ids, [2, 0, 1])
    await store.finish()
  }

  func testAddDeleteMoveFilterAndClearCompleted() async {
    let store = TestStore(initialState: Todos.State.sample, reducer: Todos()) {
      $0.continuousClock = TestClock()
    }
    await store.send(.addTodoButtonTapped) { $0.todos.insert(Todo.State(id: 3), at: 0) }
    await store.send(.todos(.element(id: 3, action: .setDescription("Water plants")))) {
      $0.todos[id: 3]?.description = "Water plants"
    }
    await store.send(.move(from: 0, to: 4)) { $0.todos.move(fromOffsets: [0], toOffset: 4) }
    XCTAssertEqual(store.state.todos.ids, [0, 1, 2, 3])
    await store.send(.delete(id: 1)) { $0.todos.remove(id: 1) }
    await store.send(.filterPicked(.completed)) { $0.filter = .completed }
    XCTAssertEqual(store.state.filteredTodos, [])
    store.exhaustivity = .off
    await store.send(.todos(.element(id: 2, action: .toggle)))
    await store.send(.clearCompletedButtonTapped) {
      $0.todos.remove(id: 2)
    }
    XCTAssertEqual(store.state.todos.ids, [0, 3])
    await store.skipInFlightEffects()
  }
}
