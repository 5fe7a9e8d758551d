import Composable
import Foundation

// A search screen as TCA's documentation writes one: a dependency client, a bound query field,
// a debounced search, results sent back as a `Result`.

struct Item: Equatable, Sendable, Identifiable {
  let id: UUID
  var name: String
}

@DependencyClient
struct ItemClient {
  var fetch: @Sendable () async throws -> [Item]
  var search: @Sendable (_ query: String) async throws -> [Item]
  var count: @Sendable () -> Int = { 0 }
}

extension ItemClient: DependencyKey {
  static let liveValue = ItemClient(fetch: { [] }, search: { _ in [] })
  static let testValue = ItemClient()
}

extension DependencyValues {
  var itemClient: ItemClient {
    get { self[ItemClient.self] }
    set { self[ItemClient.self] = newValue }
  }
}

@Reducer
struct ItemSearch {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [Item] = []
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case searchResponse(Result<[Item], any Error>)
  }
  enum CancelID { case search }

  @Dependency(\.itemClient) var itemClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.query):
        let query = state.query
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(Result { try await itemClient.search(query: query) }))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case .binding:
        return .none
      case .searchResponse(.success(let items)):
        state.results = items
        return .none
      case .searchResponse(.failure):
        state.results = []
        return .none
      }
    }
  }
}
