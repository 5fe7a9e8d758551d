import Composable
import Foundation
import XCTest

@testable import Shell

/// `actions` and Tab read the same kinds `send` reads (issues 9, 14 and 20): what is secret,
/// what cannot be sent and why, and the values of a kind with a finite set.
@MainActor
final class ValueKindsCompletionTests: XCTestCase {
  private func session() throws -> Session {
    try Session(
      features: [bookcaseFeature], initial: "bookcase",
      output: Output(result: { _ in }, error: { _ in }))
  }

  func testActionsMarksSecretsAndWhatCannotBeSent() async throws {
    let run = try await runScript("actions", features: [bookcaseFeature], initial: "bookcase")
    let lines = run.output.split(separator: "\n").map(String.init)
    // A secret shows the Redacted its type has, as the enum declares it.
    XCTAssertTrue(lines.contains("  setAPIKey(Redacted<String>)"), run.output)
    XCTAssertTrue(lines.contains("  binding.apiKey(Redacted<String>?)"), run.output)
    // Listed, with the line `send` prints for it.
    XCTAssertTrue(
      lines.contains(
        "  binding.rows(IdentifiedArray)  (cannot be sent: the shell cannot build an IdentifiedArray value)"
      ), run.output)
    XCTAssertTrue(
      lines.contains(
        "  path.push(id: StackElementID, state: Bookcase.Path.State)  (cannot be sent: the shell cannot build a Bookcase.Path.State value)"
      ), run.output)
    XCTAssertTrue(lines.contains("  setTags(Set<String>)"), run.output)
    XCTAssertTrue(lines.contains("  setScores([String: Int])"), run.output)
    XCTAssertTrue(lines.contains("  setDone(Bool)"), "a buildable case is not marked")
    let sent = try await runScript(
      "send binding.rows []\nsend path.push id=0 state=x", features: [bookcaseFeature],
      initial: "bookcase")
    XCTAssertEqual(
      sent.errors,
      """
      line 1: binding.rows cannot be sent: the shell cannot build an IdentifiedArray value
      line 2: path.push cannot be sent: the shell cannot build a Bookcase.Path.State value

      """)
  }

  /// docs/your-own-feature.md: an indirect case "keeps its case listed; sending it says which
  /// type and which case".
  func testAnIndirectCaseIsListedAndSendingItSaysWhichTypeAndCase() async throws {
    let run = try await runScript(
      "actions\nsend again.setDone true\nsend again\nsend setDone true",
      features: [bookcaseFeature],
      initial: "bookcase")
    XCTAssertTrue(
      run.output.contains(
        "\n  again(Bookcase.Action)  (cannot be sent: Bookcase.Action.again is an indirect case, which the shell cannot build)\n"
      ), run.output)
    XCTAssertEqual(
      run.errors,
      """
      line 2: again cannot be sent: Bookcase.Action.again is an indirect case, which the shell cannot build
      line 3: again cannot be sent: Bookcase.Action.again is an indirect case, which the shell cannot build

      """)
    XCTAssertTrue(run.output.contains("done: true"), "the feature stays usable")
  }

  func testTabOffersTheValuesOfAKindWithAFiniteSet() async throws {
    let session = try session()
    let genres = ["fiction", "nonFiction", "poetry"]
    XCTAssertEqual(session.completions(for: "send setGenre "), genres)
    XCTAssertEqual(session.completions(for: "send optGenre "), genres + ["nil"])
    XCTAssertEqual(session.completions(for: "send setDone "), ["true", "false"])
    XCTAssertEqual(session.completions(for: "send setNote "), ["nil"])
    XCTAssertEqual(session.completions(for: "send setTitle "), [], "a String has no finite set")
    XCTAssertEqual(session.completions(for: "send newBook "), ["title=", "genre="])
    XCTAssertEqual(
      session.completions(for: "send newBook genre="), genres.map { "genre=" + $0 })
    XCTAssertEqual(
      session.completions(for: "send newBook title=Dune "), ["title=", "genre="] + genres,
      "the next unlabelled value goes to genre")
    XCTAssertEqual(session.completions(for: "send binding.done "), ["true", "false"])
  }

  func testTabOffersLabelsAfterABracketedPathAndInAFocus() async throws {
    let session = try session()
    _ = await session.execute("send showDetail")
    XCTAssertEqual(session.completions(for: "send path[0].detail.rate "), ["stars="])
    XCTAssertEqual(
      session.completions(for: "send path.element.detail.rate "), ["elementID=", "stars="])
    _ = await session.execute("focus path[0].detail")
    XCTAssertEqual(session.completions(for: "send rate "), ["stars="])
  }
}
