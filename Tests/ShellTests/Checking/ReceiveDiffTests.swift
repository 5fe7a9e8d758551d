import Composable
import Features
import ShellHosting
import XCTest

@testable import Shell

/// A feature whose effect sends back a struct payload and a labelled one.
private struct Library: Reducer {
  struct Book: Equatable, Sendable {
    var title: String
    var author: String
    var pages: Int
  }
  struct State: Equatable, Sendable {
    var book: Book?
    var shelf: [Book] = []
  }
  enum Action: Equatable, Sendable {
    case fetch
    case response(Book)
    case loaded(id: Int, title: String, pages: Int)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .fetch:
      let book = Book(title: "Dune", author: "Frank Herbert", pages: 412)
      return .merge(.send(.response(book)), .send(.loaded(id: 1, title: "Dune", pages: 412)))
    case .response(let book):
      state.book = book
      state.shelf.append(book)
      return .none
    case .loaded:
      return .none
    }
  }
}

/// `receive CASE VALUE` when the action that arrived has another value (a fresh user's finding
/// 3): TCA's "Received unexpected action:" with a diff of the expected and the received
/// action, only what differs marked and the rest as context (tca-oracle.md, U7), in a
/// non-exhaustive script as in an exhaustive one.
@MainActor
final class ReceiveDiffTests: XCTestCase {
  private let library = Feature(
    Library(), name: "library", summary: "", initialState: Library.State())

  private let structDiff = """
    line 2: Received unexpected action:

        \u{2007} Library.Action.response(
        \u{2007}   Library.Book(
        \u{2007}     title: "Dune",
        \u{2212}     author: "F. Herbert",
        +     author: "Frank Herbert",
        \u{2007}     pages: 412
        \u{2007}   )
        \u{2007} )

    (Expected: \u{2212}, Received: +)

    """

  func testAStructPayloadThatDiffersMarksOnlyTheFieldThatDiffers() async throws {
    for mode in ["", "exhaustive on\n"] {
      let run = try await runScript(
        mode
          + #"send fetch\#nreceive response Library.Book(title: "Dune", author: "F. Herbert", pages: 412)"#
          + "\nreceive loaded",
        features: [library], initial: "library")
      XCTAssertEqual(
        run.errors,
        mode.isEmpty ? structDiff : structDiff.replacingOccurrences(of: "line 2:", with: "line 3:"),
        mode)
    }
  }

  func testALabelledPayloadThatDiffersMarksOnlyTheValueThatDiffers() async throws {
    let run = try await runScript(
      #"send fetch\#nreceive loaded id: 1, title: "Dune", pages: 400"#, features: [library],
      initial: "library")
    XCTAssertEqual(
      run.errors,
      """
      line 2: Received unexpected action:

          \u{2007} Library.Action.loaded(
          \u{2007}   id: 1,
          \u{2007}   title: "Dune",
          \u{2212}   pages: 400
          +   pages: 412
          \u{2007} )

      (Expected: \u{2212}, Received: +)

      """)
  }

  /// The layout of the value as typed does not count: only a value that differs is marked.
  func testAValueTypedOnOneLineMatchesItsDumpOnSeveral() async throws {
    let run = try await runScript(
      #"send fetch\#nreceive response Library.Book(title: "Dune",author: "Frank Herbert", pages: 412)"#,
      features: [library], initial: "library")
    XCTAssertEqual(run.errors, "")
  }

  /// A block that names an element of an array whose value spans lines: the state's diff walks
  /// into the array and marks only the field that differs (TCA's test store diffs the whole
  /// state), not the element's whole value.
  func testABlockOnAnArrayElementMarksOnlyTheFieldThatDiffers() async throws {
    do {
      let run = try await runScript(
        "send fetch\n"
          + #"receive response { book = Library.Book(title: "Dune", author: "Frank Herbert", pages: 412); shelf[0] = Library.Book(title: "Dune", author: "F. Herbert", pages: 412) }"#
          + "\nreceive loaded",
        features: [library], initial: "library")
      XCTAssertEqual(
        run.errors,
        """
        line 2: A state change does not match expectation.

            \u{2007} Library.State(
            \u{2007}   book: Library.Book(…),
            \u{2007}   shelf: [
            \u{2007}     [0]: Library.Book(
            \u{2007}       title: "Dune",
            \u{2212}       author: "F. Herbert",
            +       author: "Frank Herbert",
            \u{2007}       pages: 412
            \u{2007}     )
            \u{2007}   ]
            \u{2007} )

        (Expected: \u{2212}, Actual: +)

        """)
    }
    // Exhaustive, from the state before: the same walk into the rows; the unchanged rows after
    // it fold where they stand, as custom-dump folds a run of them.
    let run = try await runScript(
      "exhaustive on\n"
        + #"send todos[0].toggle { todos[0] = Todo.State(description: "Buy milk", id: 0, isComplete: false) }"#,
      features: allFeatures, initial: "todos", testClock: true)
    XCTAssertTrue(
      run.errors.contains(
        """
            \u{2007}   todos: [
            \u{2007}     [0]: Todo.State(
            \u{2007}       description: "Buy milk",
            \u{2007}       id: 0,
            \u{2212}       isComplete: false
            +       isComplete: true
            \u{2007}     ),
            \u{2007}     … (2 unchanged)
            \u{2007}   ]
        """), run.errors)
  }
}
