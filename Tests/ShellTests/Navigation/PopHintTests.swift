import Composable
import Features
import XCTest

@testable import Shell

/// `tap` and `dismiss` with nothing presented while a stack screen is on top: a pushed screen
/// is no presentation, but the back button is what was likely meant, so the line suggests
/// `pop`; with the stack empty it does not.
@MainActor
final class PopHintTests: XCTestCase {
  func testNothingToTapOrDismissOverAPushedScreenSuggestsPop() async throws {
    let run = try await runScript(
      SyncUpsScripts.oneMinuteDetailPushed + "\ndismiss\ntap Yes\npop\ndismiss\ntap 1",
      features: allFeatures, initial: "syncups")
    let hint = "; did you mean 'pop'? (path has 1 screen pushed)"
    let nothing = "send an action that presents an alert, a dialog or a sheet first"
    XCTAssertEqual(
      run.errors,
      """
      line 5: nothing is presented to dismiss: \(nothing)\(hint)
      line 6: nothing is presented to tap: \(nothing)\(hint)
      line 8: nothing is presented to dismiss: \(nothing)
      line 9: nothing is presented to tap: \(nothing)

      """)
  }
}
