import Features
import Shell
import XCTest

/// A `#` that starts a word outside quotes and brackets starts a comment to the end of the
/// line, in every command, as in a shell (a fresh user's finding 8; docs/commands.md).
@MainActor
final class TrailingCommentTests: XCTestCase {
  func testEveryCommandTakesATrailingComment() async throws {
    let run = try await runScript(
      """
      send increment # one more
      state # the whole state
      state count	# after a tab
      expect count == 1 # still one
      send increment { count = 2 } # a block, then a comment
      undo # back to one
      diff off # quieter
      send decrement #no blank after the hash
      expect count == 0 #
      actions # what counter takes
      """, features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }

  func testAHashInsideAWordInQuotesOrInBracketsIsText() async throws {
    let run = try await runScript(
      """
      send setName "# not a comment" # a comment
      expect name == "# not a comment"
      send setName a#b
      expect name == "a#b" # the hash inside a word is text
      """, features: allFeatures, initial: "login")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }

  func testAStackIDTypedAsItDumpsSaysItWasAComment() async throws {
    let run = try await runScript(
      "send path.popFrom #0\nsend path.popFrom \"#0\"", features: allFeatures,
      initial: "syncups")
    XCTAssertEqual(
      run.errors.split(separator: "\n").first,
      "line 1: path.popFrom needs id: popFrom(id: StackElementID) ('#0…' after a blank starts a comment: write a stack element id as 0 or \"#0\")"
    )
    XCTAssertTrue(run.output.contains(".popFrom(id: #0)"), "the quoted id was sent: \(run.output)")
  }

  func testACommentEndsWithItsCommandInDashC() {
    XCTAssertEqual(
      ShellOptions.splitCommands("send increment # it\"s; state; # only a comment; state # x"),
      ["send increment # it\"s", "state", "# only a comment", "state # x"])
    XCTAssertEqual(
      ShellOptions.splitCommands("send setName \"a # b; c\"; state"),
      ["send setName \"a # b; c\"", "state"])
  }

  func testNothingIsCompletedInAComment() throws {
    let session = try Session(
      features: allFeatures, initial: "counter", output: Output(result: { _ in }, error: { _ in }))
    XCTAssertEqual(session.completions(for: "send increment # inc"), [])
    XCTAssertTrue(session.completions(for: "send inc").contains("increment"))
  }

  func testSaveWritesTheCommandsWithoutTheirComments() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-comment-\(UUID().uuidString).tcash").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try await runScript(
      "send increment # one\nsave \(path)", features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "")
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(saved.contains("send increment\n"), saved)
    XCTAssertFalse(saved.contains("# one"), saved)
  }
}
