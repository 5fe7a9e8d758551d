import Composable

/// A feature with one of each kind of effect the fixture's tests get wrong.
public struct Tally: Reducer {
  public init() {}
  public struct State: Equatable {
    public var count = 0
    public init() {}
  }
  public enum Action: Equatable, Sendable {
    case increment, fetch
    case response(Int)
    case startLongRunning, askNumberClient
  }
  @Dependency(NumberClient.self) var numberClient

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .fetch:
      return .run { send in await send(.response(42)) }
    case .response(let value):
      state.count = value
      return .none
    case .startLongRunning:
      return .run { _ in try await Task.sleep(for: .seconds(30)) }
    case .askNumberClient:
      return .run { [numberClient] send in await send(.response(await numberClient.fetch())) }
    }
  }
}

/// A dependency whose test value is unimplemented, as swift-dependencies' clients are.
public struct NumberClient: DependencyKey, Sendable {
  public var fetch: @Sendable () async -> Int
  public init(fetch: @escaping @Sendable () async -> Int) { self.fetch = fetch }
  public static let liveValue = NumberClient(fetch: { 7 })
  public static let testValue = NumberClient(fetch: unimplemented("NumberClient.fetch", placeholder: 0))
}
