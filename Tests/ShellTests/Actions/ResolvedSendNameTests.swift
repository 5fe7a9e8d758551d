import Composable
import Features
import XCTest

@testable import Shell

/// A `send` name is resolved once for its line: masking the line, running it and its journal
/// entry read the one resolution (`ResolvedSendName`), which ends with the command.
@MainActor
final class ResolvedSendNameTests: XCTestCase {
  private func session() throws -> Session {
    try Session(
      features: allFeatures, initial: "login", output: Output(result: { _ in }, error: { _ in }))
  }

  func testMaskingResolvesTheNameTheRunThenSends() async throws {
    let session = try session()
    XCTAssertEqual(
      session.shown(ParsedLine("send setPassword hunter2")), "send setPassword ••••")
    let masked = try XCTUnwrap(session.resolvedSend, "masking resolved the name")
    XCTAssertEqual(masked.catalogName, "setPassword")
    // The run reads the line's resolution rather than resolving again: pointed at another
    // case, it sends that one.
    session.resolvedSend = ResolvedSendName(
      typed: "setPassword", focus: nil, catalogName: "setName", ids: [], checked: true)
    let result = await session.execute("send setPassword demo@example.com")
    XCTAssertEqual(result, .ok)
    let state = try XCTUnwrap(session.host.state as? Login.State)
    XCTAssertEqual(state.name, "demo@example.com")
    XCTAssertNil(session.resolvedSend, "the resolution ends with its command")
  }

  func testAnotherLineResolvesItsOwnName() async throws {
    let session = try session()
    _ = session.shown(ParsedLine("send setPassword hunter2"))
    let result = await session.execute("send setName demo@example.com")
    XCTAssertEqual(result, .ok)
    XCTAssertEqual((session.host.state as? Login.State)?.name, "demo@example.com")
    XCTAssertEqual(
      session.timeline.journal.entries.map(\.text), ["send setName demo@example.com"])
  }
}
