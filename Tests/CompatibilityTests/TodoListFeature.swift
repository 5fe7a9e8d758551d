import Composable
import Foundation

/// A to-do list as TCA 1.0–1.3 wrote one: `IdentifiedArrayOf`, an element case
/// `todo(id:action:)` and `.forEach(\.todos, action: /Action.todo(id:action:)) { Todo() }`.
struct TodoList: Reducer {
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo.State> = []
  }

  enum Action: Equatable {
    case addButtonTapped
    case clearCompletedButtonTapped
    case todo(id: Todo.State.ID, action: Todo.Action)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.todos.append(Todo.State(id: uuid()))
        return .none
      case .clearCompletedButtonTapped:
        state.todos = IdentifiedArray(uniqueElements: state.todos.filter { !$0.isComplete })
        return .none
      case .todo:
        return .none
      }
    }
    .forEach(\.todos, action: /Action.todo(id:action:)) {
      Todo()
    }
  }
}

struct Todo: Reducer {
  struct State: Equatable, Identifiable {
    let id: UUID
    var title = ""
    var isComplete = false
  }

  enum Action: Equatable {
    case checkBoxToggled
    case titleChanged(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .checkBoxToggled:
      state.isComplete.toggle()
      return .none
    case .titleChanged(let title):
      state.title = title
      return .none
    }
  }
}

/// Signed in or out: an enum state whose cases run their own reducers, with
/// `Scope(state: /State.case, action: /Action.case)` and `ifCaseLet`.
struct Root: Reducer {
  enum State: Equatable {
    case loggedIn(Counter.State)
    case loggedOut(Session.State)
  }

  enum Action: Equatable {
    case loggedIn(Counter.Action)
    case loggedOut(Session.Action)
    case logOutButtonTapped
  }

  var body: some ReducerOf<Self> {
    Scope(state: /State.loggedOut, action: /Action.loggedOut) {
      Session()
    }
    Reduce { state, action in
      switch action {
      case .loggedOut(.stopLoading):
        state = .loggedIn(Counter.State())
        return .none
      case .logOutButtonTapped:
        state = .loggedOut(Session.State())
        return .none
      case .loggedIn, .loggedOut:
        return .none
      }
    }
    .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) {
      Counter()
    }
  }
}

/// A sheet that closes itself with `@Dependency(\.dismiss)`.
struct EditorSheet: Reducer {
  struct State: Equatable {
    @PresentationState var editor: Editor.State?
  }

  enum Action: Equatable {
    case editButtonTapped
    case editor(PresentationAction<Editor.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.editor = Editor.State()
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: /Action.editor) {
      Editor()
    }
  }
}

struct Editor: Reducer {
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case textChanged(String)
    case saveButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      return .none
    case .saveButtonTapped:
      return .run { _ in await self.dismiss() }
    }
  }
}
