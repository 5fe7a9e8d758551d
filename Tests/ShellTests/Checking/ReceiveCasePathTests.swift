import Features
import XCTest

@testable import Shell
@testable import ShellHosting

/// `receive` with a case path matches what it names, as TCA's `store.receive(\.case.path)`
/// (TCA#1780; issue 23, item 6): the name `actions` lists for a stack element's action, and a
/// presentation's case without `presented`; a real miss is TCA's case-path miss.
@MainActor
final class ReceiveCasePathTests: XCTestCase {
  private let pushed = """
    use syncups
    send syncUpsList.addSyncUpButtonTapped
    send syncUpsList.confirmAddButtonTapped
    send syncUpsList.syncUpTapped id=0
    send path[0].detail.startMeetingButtonTapped
    """

  private func run(_ script: String) async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(script, features: allFeatures, initial: "counter", testClock: true)
  }

  func testAStackElementsDelegateActionMatchesTheNameActionsLists() async throws {
    let run = try await run(pushed + "\nreceive path.element.detail.delegate.startMeeting")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }

  /// TCA's key-path spelling of a stack element, `\.path[id: 0]`, names that element only.
  func testAStackElementByIDMatchesThatElementOnly() async throws {
    let hit = try await run(pushed + "\nreceive path[id: 0].detail.delegate.startMeeting")
    XCTAssertEqual(hit.errors, "")
    let miss = try await run(pushed + "\nreceive path[id: 1].detail.delegate.startMeeting")
    XCTAssertEqual(
      miss.errors,
      "line 6: Expected to receive an action matching case path, but didn't get one.\n")
  }

  func testAMissWhenOtherActionsArrivedIsTheCasePathMiss() async throws {
    let run = try await run(pushed + "\nreceive path.element.detail.delegate.deleteSyncUp")
    XCTAssertEqual(
      run.errors,
      "line 6: Expected to receive an action matching case path, but didn't get one.\n")
  }

  func testAPresentationCaseMayLeavePresentedOut() async throws {
    let run = try await run("use syncups\nreceive syncUpsList.addSyncUp.setTitle")
    XCTAssertEqual(
      run.errors,
      "line 2: Expected to receive an action matching case path, but didn't get one.\n")
  }
}
