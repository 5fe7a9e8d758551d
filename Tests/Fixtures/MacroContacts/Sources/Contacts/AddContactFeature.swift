import Composable

@Reducer
public struct AddContactFeature {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var contact: Contact
    public init(contact: Contact) { self.contact = contact }
  }
  public enum Action: Sendable {
    case cancelButtonTapped
    case delegate(Delegate)
    case saveButtonTapped
    case setName(String)
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case saveContact(Contact)
    }
  }
  @Dependency(\.dismiss) var dismiss
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }
      case .delegate:
        return .none
      case .saveButtonTapped:
        return .run { [contact = state.contact] send in
          await send(.delegate(.saveContact(contact)))
          await self.dismiss()
        }
      case .setName(let name):
        state.contact.name = name
        return .none
      }
    }
  }
}
