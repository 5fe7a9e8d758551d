import Composable
import XCTest

/// The texts a test store (and an exhaustive script) prints, against real TCA's
/// (reference/tca-navigation-texts.md).
final class TestStoreMessagesTests: XCTestCase {
  enum Destination {
    case dismiss
    case presented(Child)
  }
  enum Child { case save(title: String) }
  struct Failure: Error { var message: String }
  enum Action {
    case destination(Destination)
    case searchResponse(TaskResult<[Int]>)
    case response(Int)
    case increment
  }

  /// An unhandled action at the end is named by its nested cases, its other payloads left out
  /// (TCA 1.E: `.destination(.dismiss)`, not `.destination`).
  func testUnhandledActionsAreNamedByTheirNestedCases() {
    XCTAssertEqual(
      TestStoreMessages.casePath(Action.destination(.dismiss)), ".destination(.dismiss)")
    XCTAssertEqual(
      TestStoreMessages.casePath(Action.destination(.presented(.save(title: "x")))),
      ".destination(.presented(.save))")
    XCTAssertEqual(
      TestStoreMessages.casePath(Action.searchResponse(.failure(Failure(message: "offline")))),
      ".searchResponse(.failure)")
    XCTAssertEqual(TestStoreMessages.casePath(Action.response(42)), ".response")
    XCTAssertEqual(TestStoreMessages.casePath(Action.increment), ".increment")
    XCTAssertEqual(
      TestStoreMessages.unhandled([Action.destination(.dismiss)]),
      """
      The store received 1 unexpected action.

        Unhandled actions:
          .destination(.dismiss)

      To fix, explicitly assert against these actions using "store.receive", skip these actions by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test store: "store.exhaustivity = .off".
      """)
  }
}
