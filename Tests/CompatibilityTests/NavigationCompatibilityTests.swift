import ComposableTesting
import Foundation
import XCTest

/// Issue 13's navigation pieces in TCA 1.0–1.3's spelling: `forEach` with
/// `/Action.todo(id:action:)`, `Scope` over an enum case, `ifCaseLet`, `\.dismiss`.
@MainActor
final class NavigationCompatibilityTests: XCTestCase {
  func testForEachRunsTheTodoWithThatID() async {
    let store = TestStore(initialState: TodoList.State()) {
      TodoList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let first = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    let second = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    await store.send(.addButtonTapped) { $0.todos = [Todo.State(id: first)] }
    await store.send(.addButtonTapped) { $0.todos.append(Todo.State(id: second)) }
    await store.send(.todo(id: second, action: .checkBoxToggled)) {
      $0.todos[id: second]?.isComplete = true
    }
    await store.send(.todo(id: first, action: .titleChanged("Milk"))) {
      $0.todos[id: first]?.title = "Milk"
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [Todo.State(id: first, title: "Milk")]
    }
  }

  func testScopeAndIfCaseLetRunTheCurrentCase() async {
    let store = TestStore(initialState: Root.State.loggedOut(Session.State())) {
      Root()
    }
    await store.send(.loggedOut(.setName("blob"))) {
      $0 = .loggedOut(Session.State(name: "blob"))
    }
    await store.send(.loggedOut(.stopLoading)) {
      $0 = .loggedIn(Counter.State())
    }
    await store.send(.loggedIn(.increment)) {
      $0 = .loggedIn(Counter.State(count: 1))
    }
    await store.send(.logOutButtonTapped) {
      $0 = .loggedOut(Session.State())
    }
  }

  func testDismissClosesTheSheetFromItsOwnEffect() async {
    let store = TestStore(initialState: EditorSheet.State()) {
      EditorSheet()
    }
    await store.send(.editButtonTapped) { $0.editor = Editor.State() }
    await store.send(.editor(.presented(.textChanged("Hi")))) { $0.editor?.text = "Hi" }
    await store.send(.editor(.presented(.saveButtonTapped)))
    await store.receive(.editor(.dismiss)) { $0.editor = nil }
  }
}
