import Composable
import Foundation
import XCTest

@testable import Shell
@testable import ShellHosting

/// `expect PATH == VALUE` and `{ PATH = VALUE }` read every form `send` reads for the field's
/// type, through the same table (a fresh user's finding 2): for each kind, the value sent and
/// each way Swift writes it must hold after the send and fail before it.
@MainActor
final class ExpectValueKindsTests: XCTestCase {
  private static let uuid = "00000000-0000-0000-0000-000000000001"

  /// (kind, the send, the field it sets, the forms of the value it sets, as `send` reads them).
  private let kinds: [(kind: String, send: String, path: String, forms: [String])] = [
    ("Int", "setCapacity 0x10", "capacity", ["0x10", "16", "0b1_0000", "0o20"]),
    ("Int8", "setSmall -128", "small", ["-128", "-0x80"]),
    ("UInt", "setCount 0b11", "count", ["0b11", "3"]),
    ("Double", "setTotal 1_000.5", "total", ["1_000.5", "1000.5"]),
    ("Float", "setWeight 1.5", "weight", ["1.5"]),
    ("Decimal", "setPrice 0.1", "price", ["0.1"]),
    ("Bool", "setDone true", "done", ["true"]),
    ("String", #"setTitle "5""#, "title", [#""5""#]),
    ("String?", #"setNote .some("x")"#, "note", [#".some("x")"#, #""x""#, "x"]),
    (
      "Genre", "setGenre Genre.poetry", "genre",
      ["poetry", ".poetry", "Genre.poetry", "Bookcase.Genre.poetry"]
    ),
    ("Genre?", "optGenre .some(.poetry)", "optGenre", [".some(.poetry)", "poetry", ".poetry"]),
    ("UUID", "setID \(uuid)", "id", ["\"\(uuid)\"", uuid]),
    ("URL", "setLink https://example.com", "link", [#""https://example.com""#]),
    (
      "Date", #"setOpened "2026-01-02T03:04:05Z""#, "opened",
      [#""2026-01-02T03:04:05Z""#, #""2026-01-02T03:04:05.000Z""#]
    ),
    ("[[Int]]", "setGrid [[1], []]", "grid", ["[[1], []]", "[[0x1], []]"]),
    ("Set<String>", #"setTags ["b", "a"]"#, "tags", [#"["b", "a"]"#, #"["a", "b"]"#]),
    ("Set<UUID>", #"setIDs ["\#(uuid)"]"#, "ids", [#"["\#(uuid)"]"#]),
    (
      "[String: Int]", #"setScores ["b": 0x1, "a": 2]"#, "scores",
      [#"["b": 0x1, "a": 2]"#, #"["a": 2, "b": 1]"#]
    ),
    ("[UUID: String]", #"setOwners ["\#(uuid)": "Ann"]"#, "owners", [#"["\#(uuid)": "Ann"]"#]),
    (
      "struct", #"addBook Book(title: "Dune", genre: .fiction)"#, "book",
      [#"Book(title: "Dune", genre: .fiction)"#, #"Book(title: "Dune", genre: fiction)"#]
    ),
  ]

  /// Every case of the fixture that sends one value the shell can build and show is a row:
  /// a kind added to `Bookcase` must say how `expect` reads it too.
  func testTheTableHasEveryKindTheFixtureSends() {
    let sent = Set(kinds.map { String($0.send.prefix { $0 != " " }) })
    var checked = 0
    for action in ReflectedCatalog.cases(of: Bookcase.Action.self).map(ActionDescription.init)
    where action.children.isEmpty && action.notSendable == nil && action.parameters.count == 1
      && !action.parameters[0].isSecret
    {
      XCTAssertTrue(sent.contains(action.name), "no row for \(action.signature)")
      checked += 1
    }
    XCTAssertEqual(checked, kinds.count)
  }

  private func session() throws -> Session {
    try Session(
      features: [bookcaseFeature], initial: "bookcase",
      output: Output(result: { _ in }, error: { _ in }))
  }

  func testExpectReadsEveryFormSendReads() async throws {
    for row in kinds {
      let session = try session()
      for form in row.forms {
        let before = await session.execute("expect \(row.path) == \(form)")
        guard case .failed(let message) = before else {
          XCTFail("\(row.kind): expect \(row.path) == \(form) held before the send")
          continue
        }
        XCTAssertTrue(
          message.hasPrefix("expected \(row.path) == \(form), but"),
          "\(row.kind): a failed expectation, not a refusal: \(message)")
      }
      let sent = await session.execute("send \(row.send)")
      XCTAssertEqual(sent, .ok, "\(row.kind): send \(row.send)")
      for form in row.forms {
        let after = await session.execute("expect \(row.path) == \(form)")
        XCTAssertEqual(after, .ok, "\(row.kind): expect \(row.path) == \(form)")
        let negated = await session.execute("expect \(row.path) != \(form)")
        XCTAssertNotEqual(negated, .ok, "\(row.kind): expect \(row.path) != \(form)")
      }
    }
  }

  func testBlocksReadEveryFormSendReadsAlsoExhaustively() async throws {
    for row in kinds {
      for form in row.forms {
        for exhaustive in [false, true] {
          let session = try session()
          if exhaustive { _ = await session.execute("exhaustive on") }
          let result = await session.execute("send \(row.send) { \(row.path) = \(form) }")
          XCTAssertEqual(
            result, .ok, "\(row.kind), exhaustive \(exhaustive): { \(row.path) = \(form) }")
        }
      }
    }
  }

  /// A value enum's case that is not one is refused with the line `send` prints for it.
  func testAWrongCaseIsTheLineSendPrints() async throws {
    let run = try await runScript(
      "send setGenre poetri\nexpect genre == poetri\nsend setDone true { genre = poetri }",
      features: [bookcaseFeature], initial: "bookcase")
    let says =
      #"expected Bookcase.Genre (one of: fiction, nonFiction, poetry), got a string "poetri": did you mean 'poetry'?"#
    XCTAssertEqual(
      run.errors,
      "line 1: setGenre: \(says)\nline 2: genre: \(says)\nline 3: genre: \(says)\n")
  }

  /// `.count` on a collection, as Swift's `rows.count`.
  func testCountOfACollection() async throws {
    let session = try session()
    for line in [
      #"send setTags ["b", "a"]"#, "expect tags.count == 2", "expect grid.count == 0",
      #"send setTitle "Dune""#, "expect title.count == 4", "send showDetail",
      "expect path.count == 1", "expect rows.count == 0",
    ] {
      let result = await session.execute(line)
      XCTAssertEqual(result, .ok, line)
    }
    let wrong = await session.execute("expect tags.count == 3")
    XCTAssertEqual(wrong, .failed("expected tags.count == 3, but tags.count is 2"))
  }
}

/// A value the field's type cannot hold is one type error, the same line for `expect` and for a
/// block, before anything runs (a fresh user's second finding 6): not "expected …, but …".
@MainActor
final class ExpectTypeErrorTests: XCTestCase {
  /// (path, value, the line): each the message `send` gives for such a value.
  private let wrong: [(path: String, value: String, says: String)] = [
    ("capacity", #""1""#, #"capacity is Int, got a string "1""#),
    ("capacity", "3.0", "capacity is Int, got a decimal 3.0"),
    ("done", "True", #"done is Bool, got a string "True": did you mean 'true'?"#),
    ("done", "1", "done is Bool, got an integer 1"),
    ("done", "nil", "done is Bool, got nil"),
    (
      "genre", ".poetri",
      #"genre: expected Bookcase.Genre (one of: fiction, nonFiction, poetry), got a string ".poetri": did you mean 'poetry'?"#
    ),
    (
      "opened", #""2026-13-01T01:00:00Z""#,
      #"opened: expected Date such as "2026-11-30T15:00:00Z" (ISO 8601), got a string "2026-13-01T01:00:00Z""#
    ),
    (
      "opened", #""2026-02-30T00:00:00Z""#,
      #"opened: expected Date such as "2026-11-30T15:00:00Z" (ISO 8601), got a string "2026-02-30T00:00:00Z""#
    ),
    (
      "id", #""not-a-uuid""#,
      #"id: expected UUID such as "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF", got a string "not-a-uuid""#
    ),
    (
      "book", #"Book(title: "Dune")"#,
      "book: Bookcase.Book(…) is missing genre: write every field, as 'state book' prints it"
    ),
    (
      "book", #"Book(title: "Dune", genre: .fiction, pages: 3)"#,
      "book: no field 'pages' in Bookcase.Book (fields: title, genre)"
    ),
    ("book", #"Book(title: 5, genre: .fiction)"#, "book.title is String, got an integer 5"),
  ]

  func testExpectAndBlocksSayTheSameTypeError() async throws {
    let setUp = #"send addBook Book(title: "Dune", genre: .fiction)"#
    for row in wrong {
      for form in ["expect \(row.path) == \(row.value)", "expect \(row.path) != \(row.value)"] {
        let run = try await runScript(
          setUp + "\n" + form, features: [bookcaseFeature], initial: "bookcase")
        XCTAssertEqual(run.errors, "line 2: \(row.says)\n", form)
      }
      let block = try await runScript(
        setUp + "\nsend setDone true { \(row.path) = \(row.value) }\nexpect done == false",
        features: [bookcaseFeature], initial: "bookcase")
      XCTAssertEqual(block.errors, "line 2: \(row.says)\n", "block \(row.path) = \(row.value)")
    }
  }

  /// Values of the right type still compare: a mismatch is a failed expectation.
  func testAValueOfTheRightTypeIsAFailedExpectation() async throws {
    let run = try await runScript(
      #"send addBook Book(title: "Dune", genre: .fiction)"# + "\n"
        + #"expect book == Book(title: "Emma", genre: .fiction)"# + "\nexpect done == true",
      features: [bookcaseFeature], initial: "bookcase")
    let lines = run.errors.split(separator: "\n").filter { $0.hasPrefix("line ") }
    XCTAssertEqual(
      lines,
      [
        #"line 2: expected book == Book(title: "Emma", genre: .fiction), but book is:"#,
        "line 3: expected done == true, but done is false",
      ], run.errors)
  }
}
