import Composable
import Foundation

/// A screen made of seed 003's features, in TCA 1.x's pre-macro style: `Scope` with
/// `/Action.counter`, `onChange(of:)` on it, an optional login sheet with `ifLet`, a countdown
/// that may be shown, a list whose dates `.transformDependency` shifts.
struct AppFeature: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var countHistory: [String] = []
    var login: Session.State?
    var countdown: Countdown.State?
    var todos = Todos.State()
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case countdown(Countdown.Action)
    case login(Session.Action)
    case todos(Todos.Action)
    case closeCountdownButtonTapped
    case closeLoginButtonTapped
    case incrementTwiceButtonTapped
    case loginButtonTapped
    case showCountdownButtonTapped
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) {
      Counter()
    }
    .onChange(of: \.counter.count) { oldValue, newValue in
      Reduce { state, _ in
        state.countHistory.append("\(oldValue) -> \(newValue)")
        return .none
      }
    }
    Scope(state: \.todos, action: /Action.todos) {
      Todos()
        .transformDependency(\.date) { date in
          // The list is kept in another time zone's working day: an hour ahead.
          let base = date
          date = DateGenerator { base.now.addingTimeInterval(3600) }
        }
    }
    Reduce { state, action in
      switch action {
      case .closeCountdownButtonTapped:
        state.countdown = nil
        return .none
      case .closeLoginButtonTapped:
        state.login = nil
        return .none
      case .incrementTwiceButtonTapped:
        return .merge(
          Effect<Counter.Action>.send(.increment).map(Action.counter),
          .send(.counter(.increment))
        )
      case .loginButtonTapped:
        state.login = Session.State()
        return .none
      case .showCountdownButtonTapped:
        state.countdown = Countdown.State()
        return .none
      case .counter, .countdown, .login, .todos:
        return .none
      }
    }
    .ifLet(\.login, action: /Action.login) {
      Session()
    }
    .ifLet(\.countdown, action: /Action.countdown) {
      Countdown()
    }
  }
}

/// A list whose items get ids and creation dates from dependencies.
struct Todos: Reducer {
  struct State: Equatable {
    var items: [Item] = []
  }

  struct Item: Equatable, Identifiable {
    let id: UUID
    var title: String
    var createdAt: Date
  }

  enum Action: Equatable {
    case addButtonTapped(String)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addButtonTapped(let title):
      state.items.append(Item(id: uuid(), title: title, createdAt: now))
      return .none
    }
  }
}

/// Reducers put together with `CombineReducers`, with `EmptyReducer` where a part is switched
/// off.
struct Tally: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case tapped
  }

  var isLogging: Bool

  var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
      if isLogging {
        Reduce { state, action in
          state.log.append("\(action) at \(state.count)")
          return .none
        }
      } else {
        EmptyReducer()
      }
    }
  }
}
