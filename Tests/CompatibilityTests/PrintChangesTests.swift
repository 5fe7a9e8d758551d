import Composable
import XCTest

/// `_printChanges()` prints as TCA's does (tca-oracle.md section 3, tca-anchor.md section 4):
/// `received action:`, the action indented two spaces, the state's diff with ASCII `-`/`+`, a
/// blank line after each entry.
@MainActor
final class PrintChangesTests: XCTestCase {
  func testACounterIncrementPrintsTheOneLineDiff() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
        ._printChanges()
    }
    let output = await capturingStandardOutput {
      store.send(.increment)
    }
    XCTAssertEqual(
      output,
      """
      received action:
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)


      """)
  }

  func testOnlyTheChangedFieldIsMarked() async {
    let store = Store(initialState: Session.State()) {
      Session()
        ._printChanges()
    }
    let output = await capturingStandardOutput {
      store.send(.setName("Blob"))
      store.send(.setName("Blob"))
    }
    XCTAssertEqual(
      output,
      """
      received action:
        Session.Action.setName("Blob")
        Session.State(
          isLoading: false,
      -   name: "",
      +   name: "Blob",
          password: ""
        )

      received action:
        Session.Action.setName("Blob")
        (No state changes)


      """)
  }

  func testActionsSentByEffectsGetTheirOwnEntries() async {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
        ._printChanges()
    }
    let output = await capturingStandardOutput {
      store.send(.incrementTwiceButtonTapped)
    }
    let entries = output.components(separatedBy: "received action:\n").dropFirst()
    XCTAssertEqual(entries.count, 3, output)
    XCTAssertTrue(
      entries.first?.hasPrefix(
        "  AppFeature.Action.incrementTwiceButtonTapped\n  (No state changes)\n\n") == true, output)
  }

  func testActionLabelsPrintsOneLineWithoutValues() async {
    let store = Store(initialState: Session.State()) {
      Session()
        ._printChanges(.actionLabels)
    }
    let output = await capturingStandardOutput {
      store.send(.setName("Blob"))
      store.send(.startLoading)
    }
    XCTAssertEqual(
      output,
      """
      received action: Session.Action.setName(_:)
      received action: Session.Action.startLoading

      """)
  }

  func testANilPrinterPrintsNothing() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
        ._printChanges(nil)
    }
    let output = await capturingStandardOutput {
      store.send(.increment)
    }
    XCTAssertEqual(output, "")
    XCTAssertEqual(store.state.count, 1)
  }

  func testACustomPrinterGetsTheActionAndBothStates() async {
    let seen = Locked<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()
        ._printChanges(
          _ReducerPrinter { action, oldState, newState in
            seen.withLock { $0.append("\(action): \(oldState.count) -> \(newState.count)") }
          })
    }
    store.send(.increment)
    store.send(.increment)
    XCTAssertEqual(seen.withLock { $0 }, ["increment: 0 -> 1", "increment: 1 -> 2"])
  }
}
