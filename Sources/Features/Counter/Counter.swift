import Composable

/// The counter of seed 003: a count that goes up and down.
public struct Counter: Reducer {
  public struct State: Equatable, Sendable {
    public var count = 0
    public init(count: Int = 0) { self.count = count }
  }

  public enum Action: Equatable, Sendable {
    case increment
    case decrement
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    }
  }
}
