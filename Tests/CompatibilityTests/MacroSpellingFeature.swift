import Composable
import Foundation

// Features in the spelling TCA's documentation uses since 1.4–1.7 (macros and case key paths),
// for MacroSpellingTests.

@Reducer
struct Tick {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case delegate(Delegate)
    @CasePathable
    enum Delegate: Equatable {
      case reachedTwo(id: Int)
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return state.count == 2 ? .send(.delegate(.reachedTwo(id: state.id))) : .none
      case .delegate:
        return .none
      }
    }
  }
}

@DependencyClient
struct FactClient {
  var fact: @Sendable (_ number: Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient(fact: { "\($0) is a number" })
  static let testValue = FactClient()
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

@Reducer
struct Rack {
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case tally(Tick)
    case alert(AlertState<Alert>)
    @CasePathable
    enum Alert: Equatable {
      case remove(id: Int)
    }
  }

  @Reducer(state: .equatable)
  enum Path {
    case tally(Tick)
  }

  @ObservableState
  struct State: Equatable {
    var header = Tick.State(id: 0)
    var rows: IdentifiedArrayOf<Tick.State> = []
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var name = ""
    var fact: String?
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case header(Tick.Action)
    case rows(IdentifiedActionOf<Tick>)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case removeTapped(id: Int)
    case factButtonTapped
    case factResponse(Result<String, any Error>)
  }

  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.header, action: \.header) { Tick() }
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.fact = nil
        return .none
      case .binding, .header, .rows, .destination, .path:
        return .none
      case .removeTapped(let id):
        state.destination = .alert(
          AlertState {
            TextState("Remove?")
          } actions: {
            ButtonState(role: .destructive, action: .remove(id: id)) { TextState("Remove") }
          })
        return .none
      case .factButtonTapped:
        let count = state.header.count
        return .run { [factClient] send in
          await send(.factResponse(Result { try await factClient.fact(number: count) }))
        }
      case .factResponse(.success(let fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Tick() }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

/// An enum state: `@Reducer` makes it case-pathable with optional case properties.
@Reducer
struct Sitting {
  enum State: Equatable {
    case signedOut
    case counting(Tick.State)
  }
  enum Action {
    case start
    case counting(Tick.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .start = action { state = .counting(Tick.State(id: 9)) }
      return .none
    }
    .ifCaseLet(\.counting, action: \.counting) { Tick() }
  }
}
