import Composable
import Features
import Shell
import XCTest

/// What Tab offers after `receive`: the actions effects sent back that no `receive` took yet.
final class ReceiveCompletionTests: XCTestCase {
  @MainActor
  func testReceiveCompletesTheActionsWaiting() async throws {
    let session = try Session(
      features: allFeatures, initial: "login", output: Output(result: { _ in }, error: { _ in }))
    // Nothing has arrived: the feature's cases, as `receive` takes them.
    XCTAssertTrue(session.completions(for: "receive ").contains("stopLoading"))
    for line in ["send setName demo@example.com", "send setPassword demo-password", "send login"] {
      _ = await session.execute(line)
    }
    XCTAssertEqual(session.completions(for: "receive "), ["loginResponse.success", "stopLoading"])
    _ = await session.execute("receive loginResponse.success")
    XCTAssertEqual(session.completions(for: "receive "), ["stopLoading"])
  }

  /// Inside a focus, Tab after `receive` offers the focused child's case paths, as after
  /// `send`, and `receive` takes them relative to the focus (a path from the root still works).
  @MainActor
  func testInsideAFocusReceiveCompletesAndTakesTheChildsPaths() async throws {
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    let session = try Session(
      features: allFeatures, initial: "syncups", output: Output(result: { _ in }, error: { _ in }),
      configuration: configuration)
    let setUp = SyncUpsScripts.oneMinuteDetailPushed + "\nfocus path[0].detail"
    for line in setUp.split(separator: "\n").map(String.init) {
      let result = await session.execute(line)
      XCTAssertEqual(result, CommandResult.ok, line)
    }
    // Nothing has arrived: the detail's cases, as `send` offers them here.
    let cases = session.completions(for: "receive ")
    XCTAssertTrue(cases.contains("startMeetingButtonTapped"), "\(cases)")
    XCTAssertTrue(cases.contains("delegate."), "\(cases)")
    XCTAssertFalse(cases.contains("syncUpsList."), "\(cases)")
    XCTAssertEqual(
      Set(session.completions(for: "receive delegate.")),
      ["delegate.deleteSyncUp", "delegate.startMeeting", "delegate.syncUpUpdated"])
    _ = await session.execute("send startMeetingButtonTapped")
    // What reached the detail, relative to it; the meeting's `onAppear` reached another screen.
    XCTAssertEqual(session.completions(for: "receive "), ["delegate.startMeeting"])
    var result = await session.execute("receive delegate.startMeeting")
    XCTAssertEqual(result, CommandResult.ok)
    result = await session.execute("receive path.element.meeting.onAppear")
    XCTAssertEqual(result, CommandResult.ok)
  }
}
