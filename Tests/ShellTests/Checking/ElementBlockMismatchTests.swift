import Features
import XCTest

@testable import Shell

/// A block on a row reached by id that does not hold, not exhaustive: TCA's "A state change does
/// not match expectation." and the state's diff, as for a top-level field and as an exhaustive
/// script prints it, not `expect`'s "expected …, but …" (issue 23 item 8).
@MainActor
final class ElementBlockMismatchShellTests: XCTestCase {
  func testARowBlockThatDoesNotHoldPrintsTheTestStoresDiffInBothModes() async throws {
    for mode in ["", "exhaustive on\n"] {
      let run = try await runScript(
        mode + "send todos[id: 0].toggle { todos[id: 0].isComplete = false }",
        features: allFeatures, initial: "todos", testClock: true)
      let line = mode.isEmpty ? 1 : 2
      XCTAssertEqual(
        run.errors.components(separatedBy: "\n").prefix(16).joined(separator: "\n"),
        """
        line \(line): A state change does not match expectation.

            \u{2007} Todos.State(
            \u{2007}   filter: .all,
            \u{2007}   todos: [
            \u{2007}     [0]: Todo.State(
            \u{2007}       description: "Buy milk",
            \u{2007}       id: 0,
            \u{2212}       isComplete: false
            +       isComplete: true
            \u{2007}     ),
            \u{2007}     … (2 unchanged)
            \u{2007}   ]
            \u{2007} )

        (Expected: \u{2212}, Actual: +)
        """, mode)
    }
  }
}
