import Composable
import Foundation
import Shell

/// TCA's Contacts tutorial, as a TCA developer writes it: a list, an add form in a sheet whose
/// fields are bound (`$store.contact.name`), and a delete confirmation whose button carries the
/// contact's id (`ButtonState(role: .destructive, action: .confirmDeletion(id: contact.id))`).
struct Person: Equatable, Identifiable, Sendable {
  let id: UUID
  var name: String
}

struct AddContact: Reducer {
  struct State: Equatable, Sendable {
    var contact: Person
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case saveButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}

struct Contacts: Reducer {
  struct State: Equatable, Sendable {
    var contacts: IdentifiedArrayOf<Person> = [
      Person(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, name: "Blob")
    ]
    @PresentationState var destination: Destination.State?
  }

  enum Action: Equatable, Sendable {
    case addButtonTapped
    case deleteButtonTapped(id: Person.ID)
    case destination(PresentationAction<Destination.Action>)
  }

  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case addContact(AddContact.State)
      case alert(AlertState<Action.Alert>)
    }

    enum Action: Equatable, Sendable {
      case addContact(AddContact.Action)
      case alert(Alert)

      enum Alert: Equatable, Sendable {
        case confirmDeletion(id: Person.ID)
      }
    }

    var body: some Reducer<State, Action> {
      Scope(state: /State.addContact, action: /Action.addContact) { AddContact() }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(
          AddContact.State(
            contact: Person(
              id: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!, name: "")))
        return .none
      case .deleteButtonTapped(let id):
        guard let contact = state.contacts[id: id] else { return .none }
        state.destination = .alert(
          AlertState {
            TextState("Delete \(contact.name)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: contact.id)) {
              TextState("Delete")
            }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none
      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        _ = state.contacts.remove(id: id)
        return .none
      case .destination(.presented(.addContact(.saveButtonTapped))):
        guard case .addContact(let form) = state.destination else { return .none }
        state.contacts.append(form.contact)
        state.destination = nil
        return .none
      case .destination(.presented(.addContact(.cancelButtonTapped))):
        state.destination = nil
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}

let contactsFeature = Feature(Contacts(), name: "contacts", initialState: Contacts.State())
