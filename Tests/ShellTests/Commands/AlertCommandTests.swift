import Features
import XCTest

@testable import Shell

/// `state alert…` on an alert with no buttons: its actions are empty, and an index into them is
/// one error line.
@MainActor
final class AlertCommandTests: XCTestCase {
  func testAnAlertWithoutButtonsHasEmptyActions() async throws {
    let run = try await runScript(
      """
      diff off
      send confirmationDialogButtonTapped
      send confirmationDialog.presented.incrementButtonTapped
      state alert.actions
      state alert.message
      state alert.actions[0]
      """, features: allFeatures, initial: "alerts-modern")
    XCTAssertTrue(run.output.hasSuffix("[]\nnil\n"), run.output)
    XCTAssertEqual(run.errors, "line 6: alert.actions has 0 elements: index 0 is out of range\n")
  }
}
