import Composable

/// TCA's Todos example: an `IdentifiedArray` of rows, each its own `Todo` reducer, with add,
/// delete, move, clear completed and a filter. A toggle re-sorts the list (completed rows
/// last) one second later; another toggle within that second restarts the wait (a debounce:
/// `.cancellable(id:cancelInFlight: true)` on the clock dependency).
@Reducer
public struct Todos {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var filter: Filter = .all
    public var todos: IdentifiedArrayOf<Todo.State> = []

    public init(filter: Filter = .all, todos: IdentifiedArrayOf<Todo.State> = []) {
      self.filter = filter
      self.todos = todos
    }

    /// The rows the filter shows, in order.
    public var filteredTodos: [Todo.State] {
      switch filter {
      case .active: todos.filter { !$0.isComplete }
      case .all: Array(todos)
      case .completed: todos.filter(\.isComplete)
      }
    }
  }

  public enum Filter: String, Equatable, Sendable, CaseIterable {
    case active, all, completed
  }

  public enum Action: Equatable, Sendable {
    case addTodoButtonTapped
    case clearCompletedButtonTapped
    case delete(id: Int)
    case filterPicked(Filter)
    case move(from: Int, to: Int)
    case sortCompletedTodos
    case todos(IdentifiedAction<Int, Todo.Action>)
  }

  enum CancelID { case todoCompletion }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        let id = (state.todos.ids.max() ?? -1) + 1
        state.todos.insert(Todo.State(id: id), at: 0)
        return .none
      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none
      case .delete(let id):
        state.todos.remove(id: id)
        return .none
      case .filterPicked(let filter):
        state.filter = filter
        return .none
      case .move(let from, let to):
        guard state.todos.indices.contains(from), (0...state.todos.count).contains(to) else {
          return .none
        }
        state.todos.move(fromOffsets: [from], toOffset: to)
        return .none
      case .sortCompletedTodos:
        state.todos.sort { !$0.isComplete && $1.isComplete }
        return .none
      case .todos(.element(_, .toggle)):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)
      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) { Todo() }
  }
}

extension Todos.State {
  /// A list to explore: three rows, none done.
  public static var sample: Self {
    Self(todos: [
      Todo.State(description: "Buy milk", id: 0),
      Todo.State(description: "Walk the dog", id: 1),
      Todo.State(description: "Call the plumber", id: 2),
    ])
  }
}
