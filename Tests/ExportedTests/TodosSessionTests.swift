// Exported by tca-shell 0.1.0 (save --swift): a session of todos as a TestStore test.
// Dependencies: a test clock; the others are live, as in the shell.
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class TodosSessionTests: XCTestCase {
  func testTodos() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: allFeatures.initialState(of: "todos", as: Todos.State.self),
      reducer: Todos(),
      withDependencies: {
        $0.context = .live
        $0.continuousClock = clock
      }
    )
    await store.send(.todos(.element(id: 0, action: .toggle))) {
      $0.todos[id: 0]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.todos(.element(id: 1, action: .toggle))) {
      $0.todos[id: 1]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [Todo.State(description: "Call the plumber", id: 2, isComplete: false), Todo.State(description: "Buy milk", id: 0, isComplete: true), Todo.State(description: "Walk the dog", id: 1, isComplete: true)]
    }
    await store.send(.filterPicked(.completed)) {
      $0.filter = .completed
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [Todo.State(description: "Call the plumber", id: 2, isComplete: false)]
    }
  }
}
