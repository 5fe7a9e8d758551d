import Composable
import ComposableTesting
import XCTest

private struct Note: Reducer {
  // Two fields: custom-dump prints a one-field struct (a single-value container) whole.
  struct State: Equatable {
    var title = "n"
    var text = ""
  }
  enum Action: Equatable, Sendable { case setText(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .setText(let text): state.text = text
    }
    return .none
  }
}

/// A multi-line string in an assertion: it holds when equal, and a mismatch is custom-dump's
/// `"""` block diff, one line each (TCA's test store prints custom-dump's diff).
@MainActor
final class MultiLineStringAssertionTests: XCTestCase {
  func testAMultiLineStringHoldsAndAMismatchIsALineDiff() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Note.State(), reducer: Note(), reportFailure: failures.reporter)
    await store.send(.setText("p\nq")) { $0.text = "p\nq" }
    await store.send(.setText("p\nr")) { $0.text = "p\ns" }
    XCTAssertEqual(
      failures.messages,
      [
        """
        A state change does not match expectation.

            \u{2007} Note.State(
            \u{2007}   title: "n",
            \u{2007}   text: \"\"\"
            \u{2007}     p
            \u{2212}     s
            +     r
            \u{2007}     \"\"\"
            \u{2007} )

        (Expected: \u{2212}, Actual: +)
        """
      ])
  }
}
