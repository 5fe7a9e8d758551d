import Composable
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// `save --swift` of a session holding errors: an enum's case is written `.case` where the slot's
/// static type is the enum, and `ContactError.case` where it is an existential (`any Error`,
/// `[any Error]`, `(any Error)?`, a `TaskResult` or `Result` failure), where Swift finds no
/// member `.case`; the export is type-checked as a user's test target compiles it.
@MainActor
final class ErrorExportTests: XCTestCase {
  static let session = [
    "set diff off", "send setQuery enum", "send searchTapped", "send setQuery quota",
    "send searchTapped", "send countTapped", "send enumFailed.notFound", "send failTapped",
  ]

  static var contacts: Feature {
    Feature(ErrorContacts(), name: "contacts", initialState: ErrorContacts.State())
  }

  func testAnEnumInAnExistentialSlotIsWrittenWithItsTypeName() async throws {
    let export = try await SwiftExportKindsTests.export(Self.session, feature: Self.contacts)
    let text = try XCTUnwrap(export.text, export.failure ?? "")
    for expected in [
      "await store.receive(.searchResponse(.failure(ContactError.network(code: 404)))) {",
      "$0.anyError = ContactError.network(code: 404)",
      "$0.errors = [ContactError.network(code: 404)]",
      "$0.errors = [ContactError.network(code: 404), QuotaFailure(limit: 3)]",
      "await store.receive(.countResponse(.failure(ContactError.notFound))) {",
      "$0.anyError = ContactError.notFound",
      "await store.receive(.anyFailed(ContactError.notFound))",
      // Where the slot is the enum (or an optional of it), the short form, as before.
      "$0.enumError = .network(code: 404)",
      "await store.send(.enumFailed(.notFound)) {",
      "await store.receive(.enumFailed(.server(\"srv\", retry: false))) {",
      "$0.enumError = .server(\"srv\", retry: false)",
    ] {
      XCTAssertTrue(text.contains(expected), "missing \(expected) in:\n\(text)")
    }
    for wrong in ["$0.anyError = .", "[.network", ".failure(.", "anyFailed(."] {
      XCTAssertFalse(text.contains(wrong), "\(wrong) in:\n\(text)")
    }
  }

  func testTheExportTypeChecks() async throws {
    for (style, file) in [("", "ErrorsTests.swift"), ("--swift-testing", "ErrorsSTTests.swift")] {
      let export = try await SwiftExportKindsTests.export(
        Self.session, feature: Self.contacts, style: style, file: file)
      let text = try XCTUnwrap(export.text, export.failure ?? "")
      let feature = TestPackage.root.appendingPathComponent(
        "Tests/ShellTests/Support/ErrorsFeature.swift")
      let check = try SwiftExportKindsTests.typeCheck([feature, export.path])
      XCTAssertEqual(check.status, 0, "\(file) does not compile:\n\(check.output)\n\(text)")
    }
  }

  func testAnEnumIsWrittenByTheSlotItGoesInto() throws {
    var writer = SwiftExpression(secretsNamespace: "S")
    let error = ContactError.server("x", retry: true)
    XCTAssertEqual(
      try writer.write(error, slot: ContactError.self, note: "here"), ".server(\"x\", retry: true)")
    XCTAssertEqual(
      try writer.write(error, slot: (any Error).self, note: "here"),
      "ContactError.server(\"x\", retry: true)")
    XCTAssertEqual(
      try writer.write(error, slot: Any.self, note: "here"),
      "ContactError.server(\"x\", retry: true)")
    XCTAssertEqual(
      try writer.write([error] as [Any], note: "here"), "[ContactError.server(\"x\", retry: true)]")
    XCTAssertEqual(
      try writer.write(["a": error] as [String: any Error], note: "here"),
      "[\"a\": ContactError.server(\"x\", retry: true)]")
    XCTAssertEqual(
      try writer.write((1, error as any Error), note: "here"),
      "(1, ContactError.server(\"x\", retry: true))")
    XCTAssertEqual(
      try writer.write(Optional<ContactError>.some(error), note: "here"),
      ".server(\"x\", retry: true)")
  }
}
