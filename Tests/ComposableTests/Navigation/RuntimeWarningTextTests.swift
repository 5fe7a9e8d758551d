import Composable
import ComposableTesting
import XCTest

/// Runtime warnings read as TCA 1.25.5's (reference/tca-navigation-texts.md 4.A–4.D, from TCA's
/// `ForEachReducer`, `StackReducer`, `PresentationReducer` and `Dismiss`): their paragraphs, the
/// action abbreviated to its cases (`.element(id:, action: .increment)`), and a test store
/// reports each at the `send` that caused it.
@MainActor
final class RuntimeWarningTextTests: XCTestCase {
  private static let forEachReasons = """
    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer removed an element with this ID before this reducer ran. This reducer must run before any other reducer removes an element, which ensures that element reducers can handle their actions while their state is still available.

    An in-flight effect emitted this action when state contained no element at this ID. While it may be perfectly reasonable to ignore this action, consider canceling the associated effect before an element is removed, especially if it is a long-living effect.

    This action was sent to the store while its state contained no element at this ID. To fix this make sure that actions for this reducer can only be sent from a store when its state contains an element at this id. In SwiftUI applications, use
    """

  /// The `"File.swift:12"` a warning's first line names (the reducer's own line).
  private func site(_ message: String?) -> String {
    guard let message, let open = message.range(of: " at \"") else { return "" }
    return String(message[open.upperBound...].prefix { $0 != "\"" })
  }

  func testAMissingRowIsTCAsForEachWarningAtTheSend() async {
    let failures = Failures()
    let store = TestStore(
      initialState: ListHost.State(), reducer: ListHost(), reportFailure: failures.reporter)
    let line: UInt = #line + 1
    await store.send(.rows(.element(id: 9, action: .increment))) {
      $0.seen = ["parent saw count nil"]
    }
    let site = site(failures.messages.first)
    XCTAssertTrue(site.hasPrefix("ComposableTests/NavigationFixtures.swift:"), site)
    XCTAssertEqual(
      failures.messages,
      [
        """
        A "forEach" at "\(site)" received an action for a missing element.

          Action:
            ListHost.Action.rows(.element(id:, action: .increment))

        \(Self.forEachReasons) "ForEachStore".
        """
      ])
    XCTAssertEqual(failures.reportedLines, [line])
  }

  func testAMissingStackElementNamesItsActionAndTheNavigationStack() async {
    let failures = Failures()
    let store = TestStore(
      initialState: StackHost.State(), reducer: StackHost(), reportFailure: failures.reporter)
    await store.send(.path(.element(id: 9, action: .increment))) {
      $0.seen = ["parent saw count nil"]
    }
    let site = site(failures.messages.first)
    XCTAssertEqual(
      failures.messages,
      [
        """
        A "forEach" at "\(site)" received an action for a missing element.

          Action:
            Child.Action.increment

        \(Self.forEachReasons) "NavigationStack.init(path:)" with a binding to a store.
        """
      ])
  }

  func testAPresentationActionWithNothingPresentedIsTCAsIfLetWarning() async {
    let failures = Failures()
    let store = TestStore(
      initialState: SheetHost.State(), reducer: SheetHost(), reportFailure: failures.reporter)
    await store.send(.sheet(.presented(.increment))) { $0.seen = ["parent saw count nil"] }
    let site = site(failures.messages.first)
    XCTAssertEqual(
      failures.messages,
      [
        """
        An "ifLet" at "\(site)" received a presentation action when destination state was absent.

          Action:
            SheetHost.Action.sheet(.presented(.increment))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer must run before any other reducer sets destination state to "nil". This ensures that destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that actions for this reducer can only be sent from a store when state is present, or from effects that start from this reducer.
        """
      ])
  }

  /// `dismiss()` in a feature nothing presented: TCA's text, at the send whose effect called it.
  func testDismissOutsideAPresentationIsTCAsWarningAtTheSend() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Child.State(id: 1), reducer: Child(), reportFailure: failures.reporter)
    let line: UInt = #line + 1
    await store.send(.closeButtonTapped)
    await store.finish()
    let site = site(failures.messages.first)
    XCTAssertTrue(site.hasPrefix("ComposableTests/NavigationFixtures.swift:"), site)
    XCTAssertEqual(
      failures.messages,
      [
        """
        A reducer requested dismissal at "\(site)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer assumes it runs in a presentation context. If a reducer can run at both the root level of an application, as well as in a presentation destination, use @Dependency(\\.isPresented) to determine if the reducer is being presented before calling @Dependency(\\.dismiss).
        """
      ])
    XCTAssertEqual(failures.reportedLines, [line])
  }

  func testDebugCaseOutputAbbreviatesAsTCA() {
    XCTAssertEqual(
      debugCaseOutput(ListHost.Action.rows(.element(id: 3, action: .increment))),
      "ListHost.Action.rows(.element(id:, action: .increment))")
    XCTAssertEqual(debugCaseOutput(ListHost.Action.remove(3)), "ListHost.Action.remove")
  }
}
