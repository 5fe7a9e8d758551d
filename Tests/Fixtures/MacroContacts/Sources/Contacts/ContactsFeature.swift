import Composable
import Foundation

@Reducer
public struct ContactsFeature {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var contacts: IdentifiedArrayOf<Contact> = []
    @Presents public var destination: Destination.State?
    public var path = StackState<Path.State>()
    public var searchQuery = ""
    public var suggestions: [String] = []
    public init() {}
  }
  public enum Action: BindableAction, Sendable {
    case addButtonTapped
    case binding(BindingAction<State>)
    case deleteButtonTapped(id: Contact.ID)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case suggestionsResponse(Result<[String], any Error>)
    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDeletion(id: Contact.ID)
    }
  }
  enum CancelID { case search }

  @Dependency(\.contactsClient) var contactsClient
  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(
          AddContactFeature.State(contact: Contact(id: self.uuid(), name: "")))
        return .none
      case .binding(\.searchQuery):
        let query = state.searchQuery
        return .run { send in
          try await self.clock.sleep(for: .milliseconds(300))
          await send(
            .suggestionsResponse(Result { try await self.contactsClient.search(query: query) }))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case .binding:
        return .none
      case .deleteButtonTapped(let id):
        state.destination = .alert(.deleteConfirmation(id: id))
        return .none
      case .destination(.presented(.addContact(.delegate(.saveContact(let contact))))):
        state.contacts.append(contact)
        return .none
      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.contacts.remove(id: id)
        return .none
      case .destination:
        return .none
      case .path(.element(let id, action: .detail(.delegate(.confirmDeletion)))):
        guard let detailState = state.path[id: id]?.detail else { return .none }
        state.contacts.remove(id: detailState.contact.id)
        return .none
      case .path:
        return .none
      case .suggestionsResponse(.success(let names)):
        state.suggestions = names
        return .none
      case .suggestionsResponse(.failure):
        state.suggestions = []
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension ContactsFeature {
  @Reducer(state: .equatable)
  public enum Destination {
    case addContact(AddContactFeature)
    case alert(AlertState<ContactsFeature.Action.Alert>)
  }

  @Reducer(state: .equatable)
  public enum Path {
    case detail(ContactDetailFeature)
  }
}

extension AlertState where Action == ContactsFeature.Action.Alert {
  public static func deleteConfirmation(id: UUID) -> Self {
    Self {
      TextState("Are you sure?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
        TextState("Delete")
      }
    }
  }
}
