import Features
import XCTest

@testable import Shell

/// `receive CASE.PATH VALUE` when the action that arrived holds another value: the action asked
/// for is built as a value and diffed against the received one by custom-dump's differ, as TCA's
/// `store.receive(.path(.popFrom(id: 1)))` prints it (reference/tca-navigation-texts.md 2.E):
/// only the line that differs is marked, inside `Action.path(`, in both modes.
@MainActor
final class ReceiveWrongValueTests: XCTestCase {
  private static let popped = """
    use syncups
    send syncUpsList.addSyncUpButtonTapped
    send syncUpsList.confirmAddButtonTapped
    send syncUpsList.syncUpTapped id=0
    send path[0].detail.deleteButtonTapped
    tap Yes
    receive path.element.detail.delegate.deleteSyncUp
    receive path.popFrom id: 1
    """

  func testAWrongStackIDIsALineDiffInsideThePathCase() async throws {
    for mode in ["", "exhaustive on\n"] {
      let run = try await runScript(
        mode + Self.popped, features: allFeatures, initial: "counter")
      let line = mode.isEmpty ? 8 : 9
      // Exhaustive, the sends without blocks fail first: the receive's failure is looked at.
      let failure = run.errors.components(separatedBy: "line \(line): ").last ?? ""
      XCTAssertEqual(
        "line \(line): " + failure.components(separatedBy: "\n").prefix(8).joined(separator: "\n"),
        """
        line \(line): Received unexpected action:

            \u{2007} SyncUpsApp.Action.path(
            \u{2212}   .popFrom(id: #1)
            +   .popFrom(id: #0)
            \u{2007} )

        (Expected: \u{2212}, Received: +)
        """, mode)
    }
  }

  /// `receive` of another case, with or without a value: TCA's `receive(\.case.path)` shows the
  /// received action alone, dumped two spaces in, with no diff.
  func testAnotherCaseShowsTheReceivedActionAlone() async throws {
    for receive in ["receive path.popFrom", "receive path.popFrom id: 0"] {
      let script = Self.popped.replacingOccurrences(
        of: "receive path.element.detail.delegate.deleteSyncUp\nreceive path.popFrom id: 1",
        with: receive)
      // Exhaustive, so that the next action must be this one; the sends without blocks fail
      // first, and the receive's failure is looked at.
      let run = try await runScript(
        "exhaustive on\n" + script, features: allFeatures, initial: "counter")
      let failure =
        run.errors.components(separatedBy: "line 8: ").first {
          $0.hasPrefix("Received")
        } ?? ""
      XCTAssertEqual(
        "line 8: " + failure,
        """
        line 8: Received unexpected action:

          SyncUpsApp.Action.path(
            .element(
              id: #0,
              action: .detail(
                .delegate(.deleteSyncUp)
              )
            )
          )

        """, receive)
    }
  }
}
