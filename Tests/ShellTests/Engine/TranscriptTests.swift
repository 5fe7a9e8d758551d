import Composable
import Features
import Shell
import XCTest

/// Whole scripts through the real session and runner; expected output in custom-dump's format
/// (as TCA's `_printChanges` prints it).
@MainActor
final class TranscriptTests: XCTestCase {
  func testCounterScriptFromTheIssue() async throws {
    let run = try await runScript(
      "send increment\nsend increment\nsend decrement\nstate count\nexpect count == 1",
      features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.output,
      """
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)
        Counter.Action.increment
      - Counter.State(count: 1)
      + Counter.State(count: 2)
        Counter.Action.decrement
      - Counter.State(count: 2)
      + Counter.State(count: 1)
      1

      """)
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }

  func testFailedExpectationExitsOneWithLineNumber() async throws {
    let run = try await runScript(
      "send increment\nsend increment\nsend decrement\nstate count\nexpect count == 2",
      features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "line 5: expected count == 2, but count is 1\n")
    XCTAssertEqual(run.status, 1)
  }

  func testBadSendsSuggestAndLeaveStateAlone() async throws {
    let run = try await runScript(
      "send incremnt\nsend increment 3\nstate", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      """
      line 1: unknown action 'incremnt' in counter: did you mean 'increment'? (one of: increment, decrement)
      line 2: increment takes no value: send increment

      """)
    XCTAssertEqual(run.output, "Counter.State(count: 0)\n")
    XCTAssertEqual(run.status, 1)
  }

  func testMultiFieldDiffShowsOnlyChangedLines() async throws {
    let run = try await runScript("send setAge 43")
    XCTAssertEqual(
      run.output,
      """
        Profile.Action.setAge(43)
        Profile.State(
          name: "Blob",
      -   age: 42,
      +   age: 43,
          isAdmin: false,
          settings: Settings.State(darkMode: false)
        )

      """)
  }

  func testUnchangedStateSaysSo() async throws {
    let run = try await runScript("send setAge 42")
    XCTAssertEqual(run.output, "  Profile.Action.setAge(42)\n  (No state changes)\n")
  }

  func testEffectActionsAreReportedAsReceived() async throws {
    let run = try await runScript("send fetch\nexpect age == 7")
    XCTAssertEqual(
      run.output,
      """
        Profile.Action.fetch
        (No state changes)
      received action:
        Profile.Action.response(7)
        Profile.State(
          name: "Blob",
      -   age: 42,
      +   age: 7,
          isAdmin: false,
          settings: Settings.State(darkMode: false)
        )

      """)
    XCTAssertEqual(run.status, 0)
  }

  func testChildActionAndLabeledValues() async throws {
    let run = try await runScript(
      "send settings.toggleDarkMode\nsend rename first=Blob last=\"Jr\"\nexpect settings.darkMode == true\nexpect name == \"Blob Jr\""
    )
    XCTAssertEqual(
      run.output,
      """
        Profile.Action.settings(.toggleDarkMode)
        Profile.State(
          name: "Blob",
          age: 42,
          isAdmin: false,
      -   settings: Settings.State(darkMode: false)
      +   settings: Settings.State(darkMode: true)
        )
        Profile.Action.rename(
          first: "Blob",
          last: "Jr"
        )
        Profile.State(
      -   name: "Blob",
      +   name: "Blob Jr",
          age: 42,
          isAdmin: false,
          settings: Settings.State(darkMode: true)
        )

      """)
    XCTAssertEqual(run.errors, "")
  }

  func testExpectComparesDumpsAndNil() async throws {
    let run = try await runScript(
      """
      expect settings == Settings.State(darkMode: false)
      expect settings == Settings.State(darkMode: true)
      expect name == nil
      expect nope == 1
      expect age 42
      """)
    XCTAssertEqual(
      run.errors,
      """
      line 2: expected settings == Settings.State(darkMode: true), but settings is Settings.State(darkMode: false)
      line 3: name is String, got nil
      line 4: no field 'nope' in Profile.State (fields: name, age, isAdmin, settings)
      line 5: expect needs '==' or '!=': expect PATH == VALUE or expect PATH != VALUE (e.g. expect count == 1)

      """)
  }

  func testCommentsBlankLinesFeaturesUseAndState() async throws {
    let run = try await runScript(
      "# a comment\n\n   \nuse counter\nsend increment\nuse profile\nuse counter\nstate\nuse countr\nfeatures",
      features: allFeatures.filter { $0.name == "counter" } + [profileFeature], initial: "profile")
    XCTAssertEqual(
      run.output,
      """
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      Counter.State(count: 1)
      * counter  a count that goes up and down (seed 003)
        profile  a test profile

      """, "each feature keeps its state across 'use'")
    XCTAssertEqual(
      run.errors,
      "line 9: unknown feature 'countr': did you mean 'counter'? (features: counter, profile)\n")
  }

  func testBailStopsAtFirstFailure() async throws {
    let run = try await runScript("send nope\nsend setAge 1", bail: true)
    XCTAssertEqual(run.output, "")
    XCTAssertEqual(run.status, 1)
  }

  func testQuitStopsTheScript() async throws {
    let run = try await runScript("quit\nsend setAge 1")
    XCTAssertEqual(run.output, "")
    XCTAssertEqual(run.status, 0)
  }

  func testActionsListsSignatures() async throws {
    let run = try await runScript("actions")
    XCTAssertEqual(
      run.output,
      """
        setName(String)
        setAge(Int)
        setAdmin(Bool)
        rename(first: String, last: String?)
        settings.toggleDarkMode
        fetch

      """)
  }

  func testUnknownCommandSuggests() async throws {
    let run = try await runScript("sned increment\nhelp stat")
    XCTAssertEqual(
      run.errors,
      """
      line 1: unknown command 'sned': did you mean 'send'? (type 'help' for the list)
      line 2: no command 'stat': did you mean 'state'? (commands: \(CommandInfo.all.map(\.name).joined(separator: ", ")))

      """)
  }
}
