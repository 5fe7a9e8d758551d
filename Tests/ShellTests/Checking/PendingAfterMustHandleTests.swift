import XCTest

@testable import Shell
@testable import ShellHosting

/// An action that made "Must handle 1 received action…" fail stays pending, as TCA's test store
/// keeps it: the end of the script reports it again (tca-navigation-texts.md, 1.F; issue 23,
/// item 5).
@MainActor
final class PendingAfterMustHandleTests: XCTestCase {
  func testThePendingActionIsReportedAgainAtTheEnd() async throws {
    let run = try await runScript(
      "exhaustive on\nsend fetch\nsend setAdmin true { isAdmin = true }")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.errors.hasPrefix(
        "line 3: Must handle 1 received action before sending an action.\n\nUnhandled actions: [\n  [0]: .response(7)\n]\n"
      ), run.errors)
    XCTAssertTrue(
      run.errors.contains(
        "line 3: The store received 1 unexpected action.\n\n  Unhandled actions:\n    .response\n"
      ),
      run.errors)
  }
}
