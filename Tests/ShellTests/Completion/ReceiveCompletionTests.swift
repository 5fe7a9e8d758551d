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
}
