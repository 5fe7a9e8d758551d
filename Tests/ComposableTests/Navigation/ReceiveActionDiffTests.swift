import Composable
import ComposableTesting
import XCTest

/// `receive` of a stack action whose id is not the one that arrived: TCA's "Received unexpected
/// action:" with custom-dump's line diff of the two actions inside `Action.path(`, `−` for the
/// expected and `+` for the received (reference/tca-navigation-texts.md 2.E; TCA's
/// `TestStore._receive(_:)` diffs `expectedAction` against `receivedAction`).
@MainActor
final class ReceiveActionDiffTests: XCTestCase {
  func testAWrongStackIDIsALineDiffInsideThePathCase() async {
    let failures = Failures()
    let store = TestStore(
      initialState: StackHost.State(), reducer: StackHost(), reportFailure: failures.reporter)
    await store.send(.push(7)) { $0.path.append(Child.State(id: 7)) }
    await store.send(.path(.element(id: 0, action: .closeButtonTapped)))
    await store.receive(.path(.popFrom(id: 1)))
    XCTAssertEqual(
      failures.messages.first,
      """
      Received unexpected action:

          \u{2007} StackHost.Action.path(
          \u{2212}   .popFrom(id: #1)
          +   .popFrom(id: #0)
          \u{2007} )

      (Expected: \u{2212}, Received: +)
      """)
    await store.skipReceivedActions()
  }

  /// A case path (or a predicate) that does not match the next action: TCA's
  /// `receive(\.case.path)` shows the received action alone, dumped two spaces in.
  func testACasePathOfAnotherCaseShowsTheReceivedActionAlone() async {
    let failures = Failures()
    let store = TestStore(
      initialState: StackHost.State(), reducer: StackHost(), reportFailure: failures.reporter)
    await store.send(.push(7)) { $0.path.append(Child.State(id: 7)) }
    await store.send(.path(.element(id: 0, action: .closeButtonTapped)))
    let push = CasePath<StackHost.Action, Int>(
      embed: { .push($0) }, extract: { if case .push(let id) = $0 { id } else { nil } })
    await store.receive(push)
    XCTAssertEqual(
      failures.messages.first,
      """
      Received unexpected action:

        StackHost.Action.path(
          .popFrom(id: #0)
        )
      """)
    await store.skipReceivedActions()
  }
}
