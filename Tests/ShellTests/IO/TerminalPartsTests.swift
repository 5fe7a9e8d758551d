import Composable
import Features
import XCTest

@testable import Shell

/// The pieces of the interactive terminal that can be checked without one.
@MainActor
final class TerminalPartsTests: XCTestCase {
  func testWidthsCountColumnsNotBytes() async {
    XCTAssertEqual(EditArea.width("café"), 4)
    XCTAssertEqual(EditArea.width("😀"), 2)
    XCTAssertEqual(EditArea.width("日本"), 4)
    XCTAssertEqual(EditArea.width("\u{1B}[1;34mcounter> \u{1B}[0m"), 9)
    XCTAssertEqual(EditArea.width("\u{1}\u{1B}[31m\u{1}x"), 1)
  }

  func testRowsWrapAtTheTerminalWidth() async {
    // "counter> " is 9 columns; 71 more fill an 80-column row, so the cursor sits on the next.
    func area(_ before: Int, _ line: Int) -> [Int] {
      let area = EditArea(promptWidth: 9, widthBeforeCursor: before, lineWidth: line, columns: 80)
      return [area.cursorRow, area.endRow, area.endColumn]
    }
    XCTAssertEqual(area(70, 70), [0, 0, 79])
    XCTAssertEqual(area(71, 71), [1, 1, 0])
    XCTAssertEqual(area(3, 200), [0, 2, 49])
  }

  func testWordsThatContinueGetNoSpace() async {
    XCTAssertEqual(
      Completion.action(word: "sett", candidates: ["settings.", "setName"]), .insert("ings."))
    XCTAssertEqual(Completion.action(word: "fi", candidates: ["first=", "last="]), .insert("rst="))
    XCTAssertEqual(Completion.action(word: "flo", candidates: ["flows/"]), .insert("ws/"))
    XCTAssertEqual(Completion.action(word: "fet", candidates: ["fetch"]), .insert("ch "))
  }

  func testSessionCandidates() async throws {
    let session = try Session(
      features: [profileFeature], initial: "profile",
      output: Output(result: { _ in }, error: { _ in }))
    XCTAssertTrue(session.completions(for: "send sett").contains("settings."))
    XCTAssertEqual(session.completions(for: "send settings."), ["settings.toggleDarkMode"])
    XCTAssertEqual(session.completions(for: "send rename "), ["first=", "last="])
    XCTAssertEqual(
      session.completions(for: "state sett"), ["name", "age", "isAdmin", "settings", "settings."])
    XCTAssertEqual(session.completions(for: "expect settings.d"), ["settings.darkMode"])
    XCTAssertTrue(session.completions(for: "").contains("source"))
    XCTAssertEqual(session.completions(for: "tap "), [], "filled in by the alerts work")
  }

  func testInterruptStopsTheWaitButNotTheEffect() async throws {
    var printed = ""
    let output = Output(result: { printed += $0 }, error: { printed += $0 })
    let waiter = EffectWaiter(output: output, spinnerFD: nil)
    let store = Store(initialState: Echo.State(), reducer: Echo())
    let task = store.send(.later(milliseconds: 300, text: "late"))
    let waiting = Task { @MainActor in await waiter.wait { await task.finish() } }
    try await Task.sleep(for: .milliseconds(20))
    XCTAssertTrue(waiter.isWaiting)
    XCTAssertTrue(waiter.interrupt())
    await waiting.value
    XCTAssertFalse(waiter.isWaiting)
    XCTAssertFalse(task.isFinished, "the effect keeps running")
    output.flush()
    XCTAssertTrue(printed.contains("stopped waiting"), printed)
    for _ in 0..<200 where store.state.heard.isEmpty {
      try await Task.sleep(for: .milliseconds(10))
    }
    XCTAssertEqual(store.state.heard, ["late"], "the effect went on after the wait stopped")
    XCTAssertFalse(waiter.interrupt(), "nothing to stop")
  }

  func testResultsCollectingCallTheHookOncePerBatch() async {
    var calls = 0
    let output = Output(result: { _ in }, error: { _ in })
    output.onPendingResults = { calls += 1 }
    output.line("a")
    output.line("b")
    XCTAssertEqual(calls, 1)
    output.flush()
    output.line("c")
    XCTAssertEqual(calls, 2)
  }
}
