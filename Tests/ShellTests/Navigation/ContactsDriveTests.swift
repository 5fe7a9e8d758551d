import XCTest

@testable import Shell

/// Driving a feature written as TCA's Contacts tutorial writes it (issue 25, items 12–14): a
/// bound field of a nested struct, a sheet's binding actions, `actions` inside a focus, and a
/// confirmation button that carries the contact's id.
@MainActor
final class ContactsDriveTests: XCTestCase {
  private func run(_ script: String) async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(
      "set diff off\n" + script, features: [contactsFeature], initial: "contacts")
  }

  func testANestedBindingSetsOneField() async throws {
    let run = try await run(
      """
      send addButtonTapped
      send destination.presented.addContact.binding.contact.name Alice
      expect destination.addContact.contact.name == "Alice"
      """)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains(
        """
          Contacts.Action.destination(
            .presented(
              .addContact(
                .binding(.set(\\.contact.name, "Alice"))
              )
            )
          )
        """), run.output)
  }

  func testANestedBindingInsideAFocus() async throws {
    let run = try await run(
      """
      send addButtonTapped
      focus destination.addContact
      send binding.contact.name Bob
      expect contact.name == "Bob"
      """)
    XCTAssertEqual(run.errors, "")
  }

  func testAFieldWithoutFieldsSaysWhatItTakes() async throws {
    let run = try await run(
      "send addButtonTapped\nsend destination.presented.addContact.binding.contact.name.first Al")
    XCTAssertEqual(
      run.errors,
      "line 3: 'destination.presented.addContact.binding.contact.name' has no child actions: it takes a value: send destination.presented.addContact.binding.contact.name VALUE (name(String))\n"
    )
  }

  func testTheSheetsPanelListsItsBindingActions() async throws {
    let run = try await run("send addButtonTapped")
    XCTAssertTrue(
      run.output.hasSuffix(
        """
          [1] cancelButtonTapped
          [2] saveButtonTapped
          send: binding.contact.name(String)

        """), run.output)
  }

  func testActionsInsideAFocusListTheChilds() async throws {
    let run = try await run("send addButtonTapped\nfocus destination.addContact\nactions")
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.hasSuffix(
        """
          binding.contact(Person)  (cannot be sent: the shell cannot build a Person value)
          binding.contact.name(String)
          cancelButtonTapped
          saveButtonTapped

        """), run.output)
  }

  func testTapSendsTheValueTheButtonCarries() async throws {
    let run = try await run(
      """
      send deleteButtonTapped id=00000000-0000-0000-0000-00000000000A
      tap Delete
      expect contacts == []
      """)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains(".confirmDeletion(id: UUID(00000000-0000-0000-0000-00000000000A))"),
      run.output)
  }
}
