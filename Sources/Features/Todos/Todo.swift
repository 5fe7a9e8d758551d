import Composable

/// One row of the todo list (TCA's Todos example's `Todo`): a description and whether it is
/// done, each row run by its own reducer.
@Reducer
public struct Todo {
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    public var description = ""
    public let id: Int
    public var isComplete = false

    public init(description: String = "", id: Int, isComplete: Bool = false) {
      self.description = description
      self.id = id
      self.isComplete = isComplete
    }
  }

  public enum Action: Equatable, Sendable {
    case setDescription(String)
    case toggle
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .setDescription(let description):
      state.description = description
    case .toggle:
      state.isComplete.toggle()
    }
    return .none
  }
}
