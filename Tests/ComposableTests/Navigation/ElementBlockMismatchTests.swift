import Composable
import ComposableTesting
import XCTest

/// A non-exhaustive assertion on a row reached by id that does not hold: TCA's "A state change
/// does not match expectation." and custom-dump's diff of the whole state (TCA's
/// `expectedStateShouldMatch`, `.off`: the closure applied to the actual state, diffed against
/// it), with the other row collapsed.
@MainActor
final class ElementBlockMismatchTests: XCTestCase {
  func testANonExhaustiveRowAssertionFailsWithTheStateDiff() async {
    let failures = Failures()
    let store = TestStore(
      initialState: ListHost.State(rows: [Child.State(id: 1), Child.State(id: 2)]),
      reducer: ListHost(), reportFailure: failures.reporter)
    store.exhaustivity = .off
    await store.send(.rows(.element(id: 1, action: .increment))) { $0.rows[id: 1]?.count = 5 }
    XCTAssertEqual(
      failures.messages,
      [
        """
        A state change does not match expectation.

            \u{2007} ListHost.State(
            \u{2007}   rows: [
            \u{2007}     [0]: Child.State(
            \u{2007}       id: 1,
            \u{2212}       count: 5
            +       count: 1
            \u{2007}     ),
            \u{2007}     [1]: Child.State(…)
            \u{2007}   ],
            \u{2007}   seen: […]
            \u{2007} )

        (Expected: \u{2212}, Actual: +)
        """
      ])
  }
}

/// TestStore assertions through `subscript(id:)`: `= nil` removes the row, an id not there
/// appends it (swift-identified-collections' semantics, which TCA's tests rely on).
@MainActor
final class ElementSubscriptAssertionTests: XCTestCase {
  func testNilByIDRemovesAndANewIDAppends() async {
    let failures = Failures()
    let store = TestStore(
      initialState: ListHost.State(rows: [Child.State(id: 1), Child.State(id: 2)]),
      reducer: ListHost(), reportFailure: failures.reporter)
    await store.send(.remove(1)) { $0.rows[id: 1] = nil }
    await store.send(.remove(2)) { $0.rows[id: 1] = nil }
    XCTAssertEqual(failures.messages.count, 1)
    XCTAssertTrue(
      failures.messages.first?.hasPrefix("A state change does not match expectation.") == true)
    var rows: IdentifiedArrayOf<Child.State> = [Child.State(id: 1)]
    rows[id: 3] = Child.State(id: 3)
    XCTAssertEqual(rows.ids, [1, 3])
  }
}
