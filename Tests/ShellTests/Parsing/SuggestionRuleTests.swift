import Features
import Foundation
import XCTest

@testable import Shell

/// The one "did you mean" rule (second fresh-user findings 7 and 9d): a suggestion only when one
/// candidate stands out, never among numbers, and a name shortened by leaving letters out
/// (`cnt`) is suggested as a misspelt one (`cont`) is. An id of the wrong type says its type.
@MainActor
final class SuggestionRuleTests: XCTestCase {
  func testAShortenedNameIsSuggestedAsAMisspeltOneIs() {
    XCTAssertEqual(Suggestion.closest(to: "cont", in: ["count", "todos"]), "count")
    XCTAssertEqual(Suggestion.closest(to: "cnt", in: ["count", "todos"]), "count")
    XCTAssertEqual(Suggestion.closest(to: "cuont", in: ["count", "todos"]), "count")
    XCTAssertEqual(Suggestion.closest(to: "incrmnt", in: ["increment", "decrement"]), "increment")
    // Not every short word is an abbreviation: the first letter stays, the letters in order.
    XCTAssertNil(Suggestion.closest(to: "nct", in: ["count"]))
    XCTAssertNil(Suggestion.closest(to: "ctn", in: ["count"]))
    // Nor of a much longer name, or one ending otherwise: `exi` is not `exhaustive`.
    XCTAssertNil(Suggestion.closest(to: "exi", in: ["exhaustive", "expect"]))
    XCTAssertNil(Suggestion.closest(to: "cnu", in: ["count"]))
  }

  func testNumbersAreNeverSuggestedForOneAnother() {
    XCTAssertNil(Suggestion.closest(to: "9", in: ["0", "1", "2"]))
    XCTAssertNil(Suggestion.closest(to: "1", in: ["10", "2"]))
    XCTAssertNil(Suggestion.closest(to: "12", in: ["13", "4"]))
  }

  func testCandidatesEquallyCloseGiveNoSuggestion() {
    XCTAssertNil(Suggestion.closest(to: "sat", in: ["set", "sit"]))
    XCTAssertEqual(Suggestion.closest(to: "sett", in: ["set", "sit"]), "set")
    // Masking a misspelt secret case still sees either as near.
    XCTAssertTrue(Suggestion.isNear("sat", in: ["set", "sit"]))
  }

  func testAShortenedFieldNameGetsADidYouMeanAtTheShell() async throws {
    let run = try await runScript(
      "state cnt\nexpect cnt == 0", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      """
      line 1: no field 'cnt' in Counter.State: did you mean 'count'? (fields: count)
      line 2: no field 'cnt' in Counter.State: did you mean 'count'? (fields: count)

      """)
  }

  func testAnUnknownNumericIdSuggestsNoOtherId() async throws {
    let run = try await runScript(
      "send todos[id: 9].toggle\nstate todos[id: 9]\nfocus todos[id: 9]",
      features: allFeatures, initial: "todos")
    XCTAssertFalse(run.errors.contains("did you mean"), run.errors)
    XCTAssertEqual(
      run.errors.split(separator: "\n").count, 3, run.errors)
    XCTAssertTrue(run.errors.hasPrefix("line 1: no element with id 9 in todos (ids: "), run.errors)
  }

  func testAnIdOfTheWrongTypeSaysTheIdsType() async throws {
    // `"0"` too: a string is not an `Int` id, even one that prints as an id does (a new user's
    // `send todos[id: "0"].toggle` toggled row 0 where `expect count == "1"` is refused).
    for id in ["\"x\"", "\"0\""] {
      let run = try await runScript(
        "send todos[id: \(id)].toggle\nstate todos[id: \(id)]", features: allFeatures,
        initial: "todos")
      let lines = run.errors.split(separator: "\n")
      XCTAssertEqual(lines.count, 2, run.errors)
      for line in lines {
        XCTAssertTrue(
          line.contains(
            ": no element with id \(id) in todos: its ids are Int, and \(id) is not one (ids: "),
          String(line))
      }
    }
  }

  func testAMisspeltStringIdIsStillSuggested() async throws {
    let kind = idKinds[2]  // String ids "one" and "shelf \"2\".b]"
    let run = try await runScript(
      "state rows[id: \"onee\"]", features: [kind.feature], initial: "shelf")
    XCTAssertTrue(run.errors.contains("did you mean '\"one\"'?"), run.errors)
  }
}
