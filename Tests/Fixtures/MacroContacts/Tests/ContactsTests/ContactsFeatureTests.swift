import ComposableTesting
import Contacts
import Foundation
import Testing

@MainActor
struct ContactsFeatureTests {
  @Test func addFlow() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(
        AddContactFeature.State(contact: Contact(id: UUID(0), name: "")))
    }
    await store.send(\.destination.addContact.setName, "Blob") {
      $0.destination?.addContact?.contact.name = "Blob"
    }
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.receive(
      \.destination.addContact.delegate.saveContact, Contact(id: UUID(0), name: "Blob")
    ) {
      $0.contacts = [Contact(id: UUID(0), name: "Blob")]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func deleteThroughTheAlertWhoseButtonCarriesTheID() async {
    var state = ContactsFeature.State()
    state.contacts = [Contact(id: UUID(0), name: "Blob"), Contact(id: UUID(1), name: "Blob Jr")]
    let store = TestStore(initialState: state) { ContactsFeature() }
    await store.send(.deleteButtonTapped(id: UUID(1))) {
      $0.destination = .alert(.deleteConfirmation(id: UUID(1)))
    }
    await store.send(\.destination.alert.confirmDeletion, UUID(1)) {
      $0.contacts.remove(id: UUID(1))
      $0.destination = nil
    }
  }

  @Test func deleteFromTheDetailScreenOnTheStack() async {
    var state = ContactsFeature.State()
    let blob = Contact(id: UUID(0), name: "Blob")
    state.contacts = [blob]
    state.path.append(.detail(ContactDetailFeature.State(contact: blob)))
    let store = TestStore(initialState: state) { ContactsFeature() }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.detail?.alert = .confirmDeletion
    }
    await store.send(\.path[id: 0].detail.alert.confirmDeletion) {
      $0.path[id: 0]?.detail?.alert = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.confirmDeletion) {
      $0.contacts = []
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test func searchIsDebounced() async {
    let clock = TestClock()
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.contactsClient.search = { query in ["\(query) Jr"] }
    }
    await store.send(\.binding.searchQuery, "Bl") { $0.searchQuery = "Bl" }
    await clock.advance(by: .milliseconds(200))
    await store.send(\.binding.searchQuery, "Blob") { $0.searchQuery = "Blob" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.suggestionsResponse.success) { $0.suggestions = ["Blob Jr"] }
  }

  // Wrong on purpose: MacroPackageTests checks that this one, and only this one, fails.
  @Test func deliberatelyWrongExpectation() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(
        AddContactFeature.State(contact: Contact(id: UUID(0), name: "Wrong")))
    }
  }
}
