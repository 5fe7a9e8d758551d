import Composable
import Foundation
import XCTest

@testable import Shell

/// A dictionary's entry is read by key, as Swift's subscript: `state scores["a"]`,
/// `expect owners["<uuid>"] == "Ann"`, and set in a block, `{ scores["a"] = 3 }`. A key the
/// dictionary lacks is one line naming the keys it has.
@MainActor
final class DictionaryPathTests: XCTestCase {
  private let uuid = "00000000-0000-0000-0000-00000000000A"

  func testStateAndExpectReadAnEntryByKey() async throws {
    let run = try await runScript(
      """
      send setScores ["b": 2, "a": 1]
      send setOwners ["\(uuid)": "Ann"]
      state scores["b"]
      expect scores["a"] == 1
      expect scores[ "b" ] == 2
      expect owners["\(uuid)"] == "Ann"
      expect scores["a"] == 5
      """, features: [bookcaseFeature], initial: "bookcase")
    XCTAssertTrue(run.output.contains("\n2\n"), run.output)
    XCTAssertEqual(run.errors.split(separator: "\n").count, 1, run.errors)
    XCTAssertTrue(run.errors.hasPrefix("line 7: "), run.errors)
  }

  func testAMissingKeyIsOneLineNamingTheKeys() async throws {
    let run = try await runScript(
      """
      send setScores ["b": 2, "a": 1]
      state scores["c"]
      state scores["bb"]
      state grid["a"]
      """, features: [bookcaseFeature], initial: "bookcase")
    XCTAssertEqual(
      run.errors,
      """
      line 2: no key "c" in scores (keys: "a", "b")
      line 3: no key "bb" in scores: did you mean '"b"'? (keys: "a", "b")
      line 4: 'grid["a"]' has '["a"]': an element is a number in brackets, as actions[0]

      """)
  }

  func testABlockSetsAnEntryByKey() async throws {
    let session = try Session(
      features: [bookcaseFeature], initial: "bookcase",
      output: Output(result: { _ in }, error: { _ in }))
    var result = await session.execute(#"send setScores ["b": 2, "a": 1]"#)
    XCTAssertEqual(result, .ok)
    _ = await session.execute("exhaustive on")
    result = await session.execute(#"send setScores ["b": 2, "a": 3] { scores["a"] = 3 }"#)
    XCTAssertEqual(result, .ok)
    result = await session.execute(#"send setScores ["b": 4, "a": 3] { $0.scores["b"] = 4 }"#)
    XCTAssertEqual(result, .ok)
    result = await session.execute(#"send setScores ["b": 5, "a": 3] { scores["a"] = 5 }"#)
    guard case .failed(let message) = result else { return XCTFail("a wrong entry passed") }
    XCTAssertTrue(message.contains("A state change does not match expectation"), message)
  }

  /// As Swift's `Dictionary.subscript(key:)` set: a key not there is added, `= nil` removes.
  func testABlockAddsAndRemovesAnEntryAsSwiftsSubscript() async throws {
    let session = try Session(
      features: [bookcaseFeature], initial: "bookcase",
      output: Output(result: { _ in }, error: { _ in }))
    _ = await session.execute(#"send setScores ["b": 2, "a": 1]"#)
    _ = await session.execute("exhaustive on")
    var result = await session.execute(
      #"send setScores ["b": 2, "a": 1, "c": 7] { scores["c"] = 7 }"#)
    XCTAssertEqual(result, .ok)
    result = await session.execute(
      #"send setScores ["c": 7] { scores["a"] = nil; scores["b"] = nil }"#)
    XCTAssertEqual(result, .ok)
    result = await session.execute(#"send setScores [:] { scores["c"] = nil }"#)
    XCTAssertEqual(result, .ok)
    result = await session.execute(#"send setScores ["d": 1] { scores["e"] = 1 }"#)
    guard case .failed(let message) = result else { return XCTFail("a wrong key passed") }
    XCTAssertTrue(message.contains("A state change does not match expectation"), message)
  }
}
