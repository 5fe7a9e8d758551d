import Composable
import Features
import Foundation
import XCTest

@testable import Shell

/// A struct of a feature's own, not `Decodable`, so that a literal of it is compared with its
/// dump (as `Todo.State` is).
private struct Note: Equatable {
  var text: String
  var id: Int
}

private struct Notes: Equatable {
  var note: Note
}

/// Every string a dump can print reads back as the same string (a new user's finding: a state
/// string holding `"` or a line break made `save --exhaustive` write scripts that failed on
/// replay, and no struct literal could match it). Round trip, for generated strings of quotes,
/// backslashes, `#`s, line breaks, tabs, control characters, unicode and the empty string: the
/// value, its dump, the one-line value a block writes, read back; and a struct holding it,
/// matched by its literal written either way.
@MainActor
final class StringLiteralRoundTripTests: XCTestCase {
  /// The pieces the generated strings are made of: what makes a literal hard to write.
  private static let pieces = [
    "\"", "\\", "#", "\"#", "\\#", "\"\"\"", "\n", "\t", "\r", "\0", "\u{1B}", "\u{85}",
    "\u{2028}", "'", "é", "🙂", " ", "a", "(", "}", ",", "=", "u{41}",
  ]

  /// Every string of up to three pieces, and the empty one.
  private static let strings: [String] = {
    var result = [""]
    var last = [""]
    for _ in 1...3 {
      last = last.flatMap { prefix in pieces.map { prefix + $0 } }
      result += last
    }
    return result
  }()

  func testEveryDumpedStringReadsBackAsItself() async throws {
    for string in Self.strings {
      let dump = customDump(string)
      // As a block writes it (`save --exhaustive`), on one line: read by the lexer.
      let written = OneLineDump.value(
        dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      XCTAssertFalse(written.contains("\n"), "\(string.debugDescription): \(written)")
      let words = try Lexer.words(written)
      XCTAssertEqual(words.count, 1, "\(string.debugDescription) written \(written)")
      XCTAssertEqual(words.first?.text, string, "\(string.debugDescription) written \(written)")
      XCTAssertEqual(
        try StructuredLiteral.parse("[\(written)]"), .array([.string(string)]),
        "\(string.debugDescription) in brackets")
      // As `log`, `undo` and the compact diff name it (`OneLineDump.action`): one line that
      // still reads as the string (a new user's `"a\nb"` was shown `"""ab"""`).
      let shown = OneLineDump.action(dump)
      XCTAssertFalse(shown.contains("\n"), "\(string.debugDescription) shown \(shown)")
      XCTAssertEqual(
        try Lexer.words(shown).map(\.text), [string],
        "\(string.debugDescription) shown \(shown)")
      // As the dump prints it on one line (`#"a"b"#`), typed by a user who copied it.
      if !dump.contains("\n") {
        let typed = try Lexer.words(dump)
        XCTAssertEqual(
          typed.map { $0.text }, [string], "\(string.debugDescription) typed as \(dump)")
        XCTAssertEqual(
          try StructuredLiteral.parse("[\(dump)]"), .array([.string(string)]),
          "\(string.debugDescription) typed in brackets as \(dump)")
      }
    }
  }

  func testAStructLiteralMatchesItsStringsWrittenEitherWay() async throws {
    for string in Self.strings {
      let state = Notes(note: Note(text: string, id: 1))
      var forms = [QuotedString.written(string)]
      let dump = customDump(string)
      if !dump.contains("\n") { forms.append(dump) }
      for form in forms {
        let literal = "Note(text: \(form), id: 1)"
        XCTAssertNil(
          try Expectation.check(path: "note", expected: literal, in: state),
          "\(string.debugDescription) as \(literal)")
        XCTAssertNil(
          try Expectation.check(path: "note.text", expected: form, in: state),
          "\(string.debugDescription) as \(form)")
        let other = Notes(note: Note(text: string + "x", id: 1))
        XCTAssertNotNil(
          try Expectation.check(path: "note", expected: literal, in: other),
          "\(literal) matched \((string + "x").debugDescription)")
      }
    }
  }

  // The new user's session, end to end.

  private static let quoteAndNewline = """
    set uuid incrementing
    use todos
    send addTodoButtonTapped
    send todos[0].setDescription "a\\"b"
    expect todos[0] == Todo.State(description: "a\\"b", id: 3, isComplete: false)
    expect todos[0] == Todo.State(description: #"a"b"#, id: 3, isComplete: false)
    expect todos[0].description == #"a"b"#
    send todos[0].setDescription "a\\nb"
    expect todos[0] == Todo.State(description: "a\\nb", id: 3, isComplete: false)
    send todos[0].setDescription "c\\"d" { todos[0].description = #"c"d"# }
    send todos[0].setDescription "e\\tf\\\\" { todos[0] = Todo.State(description: "e\\tf\\\\", id: 3, isComplete: false) }
    """

  func testStructLiteralsAndBlocksMatchQuotesAndLineBreaks() async throws {
    for mode in ["", "exhaustive off\n"] {
      let run = try await runScript(
        mode + Self.quoteAndNewline, features: allFeatures, initial: "counter")
      XCTAssertEqual(run.errors, "", mode)
      XCTAssertEqual(run.status, 0, mode)
    }
    let wrong = try await runScript(
      Self.quoteAndNewline
        + "\nexpect todos[0] == Todo.State(description: #\"e\tf\"#, id: 3, isComplete: false)",
      features: allFeatures, initial: "counter")
    XCTAssertNotEqual(wrong.status, 0, "a struct literal with another string matched")
  }

  func testSaveExhaustiveWritesStringsItsReplayReads() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-quotes-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = try await runScript(
      Self.quoteAndNewline + "\nsave --exhaustive " + file.path, features: allFeatures,
      initial: "counter")
    XCTAssertEqual(first.errors, "")
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(
      script.contains(#"Todo.State(description: "a\"b", id: 3, isComplete: false)"#), script)
    XCTAssertTrue(
      script.contains(#"Todo.State(description: "a\nb", id: 3, isComplete: false)"#), script)
    XCTAssertFalse(script.contains("#\""), "a raw literal in a written block:\n" + script)
    let replay = try await runScript(script, features: allFeatures, initial: "counter")
    XCTAssertEqual(replay.errors, "", script)
    XCTAssertEqual(replay.status, 0, script)
  }

  /// A user's own `Decodable` struct (as `addItem(Item)`): its strings too are saved so that
  /// the replay reads them.
  func testSaveExhaustiveOfADecodableStructsStringsReplays() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-book-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let session = #"""
      send addBook Book(title: "a\"b", genre: .fiction)
      send addBook Book(title: #"c\d"#, genre: .poetry)
      send addBook Book(title: "e\nf", genre: .fiction)
      """#
    let first = try await runScript(
      session + "\nsave --exhaustive " + file.path, features: [bookcaseFeature],
      initial: "bookcase")
    XCTAssertEqual(first.errors, "")
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(script.contains(#"book = Bookcase.Book(title: "a\"b", genre: .fiction)"#), script)
    XCTAssertTrue(script.contains(#"{ book.title = "c\\d"; book.genre = .poetry }"#), script)
    XCTAssertTrue(script.contains(#"{ book.title = "e\nf"; book.genre = .fiction }"#), script)
    let replay = try await runScript(script, features: [bookcaseFeature], initial: "bookcase")
    XCTAssertEqual(replay.errors, "", script)
    XCTAssertEqual(replay.status, 0, script)
  }

  /// A `receive` line's value (an element's action an effect sent back) holds its strings
  /// escaped too, a multi-line one on its line.
  func testAReceivedElementActionsStringsAreWrittenForTheReplay() async throws {
    for (string, written) in [("a\"b", #""a\"b""#), ("a\nb", #""a\nb""#), ("c\\d", #""c\\d""#)] {
      let action = Todos.Action.todos(.element(id: 3, action: .setDescription(string)))
      XCTAssertEqual(
        Session.elementValue(of: action), "id: 3, action: .setDescription(\(written))",
        string.debugDescription)
    }
  }

  /// A raw literal is a value, not a comment; a `#` before anything else still starts one.
  func testARawLiteralAfterABlankIsNoComment() async throws {
    XCTAssertEqual(
      try Lexer.words(##"send setName #"a"b"#"##).map { $0.text }, ["send", "setName", #"a"b"#])
    XCTAssertEqual(
      try Lexer.words(###"send setName ##"x"#y"##"###).map { $0.text },
      ["send", "setName", ##"x"#y"##])
    XCTAssertNil(Comment.start(in: ##"send setName #"a"b"#"##))
    XCTAssertNotNil(Comment.start(in: #"send increment # "one more""#))
  }
}
