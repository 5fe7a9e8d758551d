import Composable
import Foundation
import XCTest

@testable import Shell

/// Values of a feature holding errors (`ErrorContacts`), read as Swift reads them: an enum's
/// case written `.notFound` or type-qualified `ContactError.notFound`, `.some(…)` around it, in
/// a slot typed as the enum or as `any Error`; in `expect`, `{ … }` blocks and `receive VALUE`.
@MainActor
final class ErrorLiteralTests: XCTestCase {
  static var contacts: Feature {
    Feature(ErrorContacts(), name: "contacts", initialState: ErrorContacts.State())
  }

  /// A session of the feature after `setup`, each line of which must succeed.
  func session(_ setup: [String]) async throws -> Session {
    let sink = Output(result: { _ in }, error: { _ in })
    let session = try Session(features: [Self.contacts], initial: "contacts", output: sink)
    for line in setup {
      let result = await session.execute(line)
      XCTAssertEqual(result, .ok, line)
    }
    return session
  }

  func assertHolds(
    _ lines: [String], after setup: [String], file: StaticString = #filePath, line: UInt = #line
  )
    async throws
  {
    for command in lines {
      let session = try await session(setup)
      let result = await session.execute(command)
      XCTAssertEqual(result, .ok, command, file: file, line: line)
    }
  }

  func failure(_ command: String, after setup: [String]) async throws -> String? {
    let session = try await session(setup)
    if case .failed(let message) = await session.execute(command) { return message }
    return nil
  }

  static let network5 = ["send enumFailed.network 5"]
  static let notFound = ["send enumFailed.notFound"]

  func testAnEnumCaseIsReadTypeQualifiedShortAndInSome() async throws {
    try await assertHolds(
      [
        "expect enumError == .network(code: 5)",
        "expect enumError == ContactError.network(code: 5)",
        "expect enumError == .some(.network(code: 5))",
        "expect enumError == .some(ContactError.network(code: 5))",
        "expect enumError == Optional.some(ContactError.network(code: 5))",
        "expect enumError != ContactError.network(code: 6)",
        "expect enumError != .notFound",
      ], after: Self.network5)
    try await assertHolds(
      [
        "expect enumError == .notFound", "expect enumError == ContactError.notFound",
        "expect enumError == .some(.notFound)", "expect enumError == .some(ContactError.notFound)",
        "expect enumError != .none",
      ], after: Self.notFound)
    let unequal = try await failure(
      "expect enumError == ContactError.network(code: 6)", after: Self.network5)
    XCTAssertEqual(
      unequal,
      "expected enumError == ContactError.network(code: 6), but enumError is .network(code: 5)")
  }

  func testAnEnumCaseInAnExistentialSlotIsReadAsTheValueItHolds() async throws {
    try await assertHolds(
      [
        "expect anyError == .notFound", "expect anyError == ContactError.notFound",
        "expect anyError == .some(ContactError.notFound)",
        // Swift takes another error type's case as an `any Error`: it is only unequal.
        "expect anyError != OtherError.notFound",
        "expect anyError != ContactError.network(code: 1)",
      ], after: Self.notFound)
    try await assertHolds(
      ["expect anyError == ContactError.network(code: 5)"], after: Self.network5)
    let other = try await failure("expect anyError == OtherError.notFound", after: Self.notFound)
    XCTAssertTrue(
      other?.hasPrefix("expected anyError == OtherError.notFound, but anyError is ") == true,
      other ?? "held")
  }

  func testAnArrayOfExistentialsIsReadElementByElement() async throws {
    let failures = ["send setQuery enum", "send searchTapped", "send countTapped"]
    try await assertHolds(
      [
        "expect errors == [ContactError.network(code: 404), ContactError.notFound]",
        "expect errors == [.network(code: 404), .notFound]",
        "expect errors != [ContactError.notFound, ContactError.network(code: 404)]",
        "expect errors != [ContactError.network(code: 404)]",
      ], after: failures)
  }

  func testAQualifierNamingAnotherTypeIsOneErrorLine() async throws {
    for command in [
      "expect enumError == OtherError.notFound",
      "send enumFailed.network 1 { enumError = OtherError.notFound }",
    ] {
      let message = try await failure(command, after: Self.notFound)
      XCTAssertEqual(
        message,
        "enumError: OtherError.notFound is not a ContactError: write .notFound or ContactError.notFound",
        command)
    }
    let lost = try await failure("expect enumError == ContactError.lost", after: Self.notFound)
    XCTAssertEqual(
      lost,
      "enumError: ContactError has no case 'lost' (cases: network, notFound, server)")
  }

  func testABlockReadsTypeQualifiedValues() async throws {
    try await assertHolds(
      [
        "send enumFailed.notFound { enumError = ContactError.notFound; anyError = ContactError.notFound }",
        "send enumFailed.server \"srv\" retry=false { enumError = ContactError.server(\"srv\", retry: false); anyError = .server(\"srv\", retry: false) }",
        "send enumFailed.network 4 { enumError = .some(.network(code: 4)); anyError = ContactError.network(code: 4) }",
      ], after: ["set exhaustive on"])
    // A wrong value is still a difference, marked on the field.
    let wrong = try await failure(
      "send enumFailed.notFound { enumError = ContactError.network(code: 1); anyError = ContactError.notFound }",
      after: [])
    XCTAssertTrue(wrong?.contains("enumError") == true, wrong ?? "held")
  }

  func testReceiveReadsItsValueTypedAsSendAndExpectDo() async throws {
    let search = ["send setQuery enum", "send searchTapped"]
    try await assertHolds(
      [
        "receive searchResponse.failure ContactError.network(code: 404)",
        "receive searchResponse.failure .network(code: 404)",
        "receive searchResponse .failure(ContactError.network(code: 404))",
      ], after: search)
    try await assertHolds(
      ["receive countResponse.failure ContactError.notFound"], after: ["send countTapped"])
    try await assertHolds(
      [
        "receive loaded Contact(id: \"00000000-0000-0000-0000-000000000000\", name: \"Zed\")",
        "receive loaded Contact(id: UUID(00000000-0000-0000-0000-000000000000), name: \"Zed\")",
      ], after: ["send loadTapped"])
    let unequal = try await failure(
      "receive loaded Contact(id: \"00000000-0000-0000-0000-000000000001\", name: \"Zed\")",
      after: ["set exhaustive on", "send loadTapped"])
    XCTAssertNotNil(unequal)
  }

  func testReceiveReadsEnumPayloadsTypeQualified() async throws {
    try await assertHolds(
      [
        "receive enumFailed ContactError.server(\"srv\", retry: false)",
        "receive enumFailed .server(\"srv\", retry: false)",
        "receive anyFailed ContactError.notFound", "receive anyFailed .notFound",
      ], after: ["send failTapped"])
  }
}
