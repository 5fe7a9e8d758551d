import Features
import XCTest

@testable import Shell

/// A pushed screen prints a panel as a sheet does, and `stack` and `pop` number the stack as
/// `path[N]` indexes it (issue 25, item 14).
@MainActor
final class PushedScreenTests: XCTestCase {
  private func run(_ script: String) async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(
      "set diff off\n" + script, features: allFeatures, initial: "syncups", testClock: true)
  }

  private static let pushDetail = """
    send syncUpsList.addSyncUpButtonTapped
    send syncUpsList.confirmAddButtonTapped
    send syncUpsList.syncUpTapped id=0
    """

  func testAPushedScreenPrintsAPanel() async throws {
    let run = try await run(Self.pushDetail)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains("Pushed: SyncUpDetail (path[0].detail)\n  SyncUpDetail.State(\n"),
      run.output)
    XCTAssertTrue(
      run.output.hasSuffix(
        "  send: cancelEditButtonTapped, deleteButtonTapped, doneEditingButtonTapped, editButtonTapped, startMeetingButtonTapped\n"
      ), run.output)
  }

  func testJSONNamesAPushAsItsKind() async throws {
    let run = try await runScript(
      Self.pushDetail, features: allFeatures, initial: "syncups", json: true, testClock: true)
    XCTAssertTrue(
      run.output.contains(
        "{\"event\":\"presented\",\"feature\":\"syncups\",\"kind\":\"pushed\",\"path\":\"path[0].detail\",\"text\":\"Pushed: SyncUpDetail (path[0].detail)\\n"
      ), run.output)
  }

  func testTheSecondScreenIsNamedByItsPosition() async throws {
    let run = try await run(Self.pushDetail + "\nsend path[0].detail.startMeetingButtonTapped")
    XCTAssertTrue(run.output.contains("Pushed: RecordMeeting (path[1].meeting)\n"), run.output)
    XCTAssertEqual(run.output.components(separatedBy: "Pushed: ").count, 3, run.output)
  }

  func testStackNumbersAsPathsIndexAndPopTakesThem() async throws {
    let run = try await run(
      Self.pushDetail
        + "\nsend path[0].detail.startMeetingButtonTapped\nstack\npop 2\npop 1\nstack\npop 0\nstack"
    )
    XCTAssertTrue(
      run.output.contains("Stack (path):\n  [0] #0 detail\n  [1] #1 meeting\n"), run.output)
    XCTAssertTrue(run.output.contains("Stack (path):\n  [0] #0 detail\n"), run.output)
    XCTAssertTrue(run.output.hasSuffix("The stack (path) is empty.\n"), run.output)
    XCTAssertEqual(
      run.errors, "line 7: no element 2 on the stack (path): choose 0 to 1 (see 'stack')\n")
  }
}
