import Composable
import Features
import XCTest

@testable import Shell

/// Tab after `receive` when nothing has arrived yet, and inside `[id: ` (issue 25, item 16):
/// the blank inside the brackets belongs to the word, as the lexer reads it, and the elements
/// are offered by id.
@MainActor
final class ElementIDCompletionTests: XCTestCase {
  private func syncUps(_ lines: [String] = []) async throws -> Session {
    // The test clock: the meeting's timer sleeps instead of holding a `send` for its timeout.
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    let session = try Session(
      features: allFeatures, initial: "syncups",
      renderer: TextRenderer(output: Output(result: { _ in }, error: { _ in })),
      configuration: configuration)
    for line in [
      "send syncUpsList.addSyncUpButtonTapped", "send syncUpsList.confirmAddButtonTapped",
      "send syncUpsList.syncUpTapped id=0",
    ] + lines {
      _ = await session.execute(line)
    }
    return session
  }

  func testReceiveOffersTheCasesBeforeAnythingArrived() async throws {
    let session = try await syncUps()
    XCTAssertEqual(
      session.completions(for: "receive "), ["path.", "syncUpsList.", "path[id: 0]."])
    XCTAssertEqual(
      session.completions(for: "receive path[id: 0]."),
      ["path[id: 0].detail.", "path[id: 0].meeting."])
    XCTAssertTrue(
      session.completions(for: "receive path[id: 0].detail.delegate.").contains(
        "path[id: 0].detail.delegate.startMeeting"))
  }

  func testReceiveOffersTheElementsInsideTheirBrackets() async throws {
    let session = try await syncUps()
    XCTAssertEqual(session.completions(for: "receive path[id: "), ["path[id: 0]."])
    XCTAssertEqual(
      Completion.action(line: "receive path[id: ", candidates: ["path[id: 0]."]), .insert("0]."))
  }

  func testSendStateExpectAndFocusOfferIDs() async throws {
    let session = try await syncUps(["send path[0].detail.startMeetingButtonTapped"])
    XCTAssertEqual(session.completions(for: "send path[id: "), ["path[id: 0].", "path[id: 1]."])
    XCTAssertEqual(
      session.completions(for: "state path[id: 1"),
      ["path[id: 0]", "path[id: 0].", "path[id: 1]", "path[id: 1]."])
    XCTAssertEqual(
      session.completions(for: "expect path[id: "),
      ["path[id: 0]", "path[id: 0].", "path[id: 1]", "path[id: 1]."])
    XCTAssertEqual(
      session.completions(for: "focus path[id: "), ["path[id: 0].detail", "path[id: 1].meeting"])
    // Elements that take no actions are no way into any: `send` offers none of them.
    XCTAssertEqual(session.completions(for: "send syncUpsList.syncUps[id: "), [])
    // By position, as before.
    XCTAssertEqual(
      session.completions(for: "send path["), ["path.", "path[0].", "path[1].", "syncUpsList."])
  }

  func testAnIDCompletionIsInsertedUnquoted() {
    XCTAssertEqual(
      Completion.action(line: "state path[id: ", candidates: ["path[id: 0]"]), .insert("0] "))
    XCTAssertEqual(
      Completion.action(
        line: "state rows[id: ", candidates: ["rows[id: \"DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF\"]"]),
      .insert("\"DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF\"] "))
    // Outside brackets a blank still needs quotes.
    XCTAssertEqual(
      Completion.action(line: "send setName Bl", candidates: ["Blob Jr"]),
      .replace(count: 2, with: "\"Blob Jr\" "))
  }
}
