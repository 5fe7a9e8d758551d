import Composable
import Foundation
import XCTest

@testable import Shell
@testable import ShellHosting

/// How `send` reads each kind of payload value, from one table: what Swift's literal syntax
/// writes for the type is accepted and builds the value TCA's `.case(value)` would; what Swift
/// would refuse is refused with one line naming the type, what was written and what would fit.
@MainActor
final class ValueKindsTests: XCTestCase {
  private let catalog = ReflectedCatalog.cases(of: Bookcase.Action.self)

  /// The action a `send` line builds, through the resolver and the catalog as the shell does.
  private func build(_ line: String) throws -> Bookcase.Action {
    let words = try Lexer.words(line)
    let resolved = try ActionResolver.resolve(
      name: words[0].text, arguments: Array(words.dropFirst()),
      in: catalog.map(ActionDescription.init), feature: "bookcase")
    var level = catalog
    var found: ActionCase<Bookcase.Action>?
    for index in resolved.indices {
      found = level[index]
      level = level[index].children
    }
    return try XCTUnwrap(found).action(resolved.values)
  }

  /// The line a refused `send` prints.
  private func refusal(_ line: String) async throws -> String {
    let run = try await runScript("send " + line, features: [bookcaseFeature], initial: "bookcase")
    XCTAssertEqual(run.output, "", "a refused send changes nothing and prints no diff")
    return run.errors.trimmingCharacters(in: .newlines)
  }

  private static let date = ISO8601DateFormatter().date(from: "2026-01-02T03:04:05Z")!

  private static let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!

  /// One row per kind a payload may have: (its type, a literal Swift accepts for it and the
  /// action TCA would get, a literal Swift refuses and the one line the shell prints).
  private let kinds:
    [(type: String, good: String, action: Bookcase.Action, bad: String, says: String)] = [
      (
        "Int", "setCapacity 0x10", .setCapacity(16), "setCapacity 1.5",
        "setCapacity is Int, got a decimal 1.5: setCapacity(Int)"
      ),
      (
        "Int8", "setSmall -128", .setSmall(-128), "setSmall 128",
        "setSmall: 128 does not fit in an Int8: use a value from -128 to 127"
      ),
      (
        "UInt", "setCount 0b11", .setCount(3), "setCount -1",
        "setCount: -1 does not fit in a UInt: use a value from 0 to 18446744073709551615"
      ),
      (
        "Double", "setTotal 1_000.5", .setTotal(1000.5), "setTotal high",
        #"setTotal is Double, got a string "high": setTotal(Double)"#
      ),
      (
        "Float", "setWeight 1.5", .setWeight(1.5), "setWeight heavy",
        #"setWeight is Float, got a string "heavy": setWeight(Float)"#
      ),
      (
        "Decimal", "setPrice 0.1", .setPrice(Decimal(string: "0.1")!), "setPrice true",
        "setPrice is Decimal, got a Bool true: setPrice(Decimal)"
      ),
      (
        "Bool", "setDone false", .setDone(false), "setDone 1",
        "setDone is Bool, got an integer 1: setDone(Bool)"
      ),
      (
        "String", #"setTitle "5""#, .setTitle("5"), "setTitle 5",
        #"setTitle: expected String, got an integer 5: write "5""#
      ),
      (
        "String?", "setNote .none", .setNote(nil), "setNote false",
        #"setNote: expected String?, got a Bool false: write "false""#
      ),
      (
        "Redacted<String>", "setAPIKey sk-1", .setAPIKey(Redacted("sk-1")), "setAPIKey 12",
        "setAPIKey: expected String, got an integer: write it in quotes"
      ),
      (
        "Genre", "setGenre Genre.poetry", .setGenre(.poetry), "setGenre poetri",
        #"setGenre: expected Bookcase.Genre (one of: fiction, nonFiction, poetry), got a string "poetri": did you mean 'poetry'?"#
      ),
      (
        "Genre?", "optGenre .some(.poetry)", .optGenre(.poetry), "optGenre .some(3)",
        "optGenre: expected Bookcase.Genre (one of: fiction, nonFiction, poetry), got an integer 3"
      ),
      (
        "UUID", "setID 00000000-0000-0000-0000-000000000001", .setID(ValueKindsTests.id), "setID 3",
        #"setID: expected UUID, got an integer 3"#
      ),
      (
        "URL", "setLink https://example.com", .setLink(URL(string: "https://example.com")!),
        "setLink example",
        #"setLink: expected URL such as "https://example.com", got a string "example""#
      ),
      (
        "Date", "setOpened 2026-01-02T03:04:05Z", .setOpened(ValueKindsTests.date),
        "setOpened tomorrow",
        #"setOpened: expected Date such as "2026-11-30T15:00:00Z" (ISO 8601), got a string "tomorrow""#
      ),
      (
        "[[Int]]", "setGrid [[1], []]", .setGrid([[1], []]), "setGrid [[true]]",
        "setGrid: expected Int, got a Bool true"
      ),
      (
        "Set<UUID>", #"setIDs ["00000000-0000-0000-0000-000000000001"]"#,
        .setIDs([ValueKindsTests.id]),
        "setIDs [3]", "setIDs: expected UUID, got an integer 3"
      ),
      (
        "[String: Int]", #"setScores ["a": 0x1]"#, .setScores(["a": 1]), "setScores [1, 2]",
        #"setScores: expected [String: Int] such as ["a": 1], got an array [1, 2]"#
      ),
      (
        "[UUID: String]", #"setOwners ["00000000-0000-0000-0000-000000000001": "Ann"]"#,
        .setOwners([ValueKindsTests.id: "Ann"]), #"setOwners ["x": "Ann"]"#,
        #"setOwners: expected UUID such as "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF", got a string "x""#
      ),
      (
        "struct", #"addBook Book(title: "Dune", genre: .fiction)"#,
        .addBook(.init(title: "Dune", genre: .fiction)), "addBook Book(title: Dune, genre: 1)",
        "addBook: genre: expected Bookcase.Genre (one of: fiction, nonFiction, poetry), got an integer 1"
      ),
    ]

  func testEveryKindAcceptsWhatSwiftAcceptsAndRefusesWhatItRefuses() async throws {
    for kind in kinds {
      XCTAssertEqual(try build(kind.good), kind.action, "\(kind.type): \(kind.good)")
      let printed = try await refusal(kind.bad)
      XCTAssertEqual(printed, "line 1: " + kind.says, "\(kind.type): \(kind.bad)")
    }
  }

  /// (line, the action Swift would write): the other spellings Swift has for these kinds.
  private let accepted: [(String, Bookcase.Action)] = [
    (#"setTitle "5""#, .setTitle("5")),
    ("setTitle Dune", .setTitle("Dune")),
    ("setNote nil", .setNote(nil)),
    ("setNote .none", .setNote(.none)),
    (#"setNote .some("x")"#, .setNote("x")),
    (#"newBook title="5" genre=poetry"#, .newBook(title: "5", genre: .poetry)),
    (#"addBook Book(title: "5", genre: .poetry)"#, .addBook(.init(title: "5", genre: .poetry))),
    ("setGenre poetry", .setGenre(.poetry)),
    ("setGenre .poetry", .setGenre(.poetry)),
    ("setGenre Genre.poetry", .setGenre(.poetry)),
    ("setGenre Bookcase.Genre.poetry", .setGenre(.poetry)),
    ("optGenre .some(.poetry)", .optGenre(.some(.poetry))),
    ("optGenre .none", .optGenre(.none)),
    ("optGenre nil", .optGenre(nil)),
    ("optGenre poetry", .optGenre(.poetry)),
    ("setCapacity 0x10", .setCapacity(0x10)),
    ("setCapacity 0b101", .setCapacity(0b101)),
    ("setCapacity 0o17", .setCapacity(0o17)),
    ("setCapacity 1_000", .setCapacity(1_000)),
    ("setCapacity -0x10", .setCapacity(-0x10)),
    ("setTotal 1_000.5", .setTotal(1_000.5)),
    ("setTotal 2", .setTotal(2)),
    ("setSmall -128", .setSmall(-128)),
    ("setCount 7", .setCount(7)),
    ("setWeight 1.5", .setWeight(1.5)),
    ("setPrice 0.1", .setPrice(Decimal(string: "0.1")!)),
    ("setPrice 3", .setPrice(3)),
    ("setOpened 2026-01-02T03:04:05Z", .setOpened(date)),
    (#"setOpened "2026-01-02T03:04:05Z""#, .setOpened(date)),
    (#"setTags ["a", "b"]"#, .setTags(["a", "b"])),
    ("setTags []", .setTags([])),
    (#"setScores ["a": 1, "b": 2]"#, .setScores(["a": 1, "b": 2])),
    ("setScores [:]", .setScores([:])),
    ("setGrid [[1, 2], [3]]", .setGrid([[1, 2], [3]])),
    (#"setAPIKey "sk-1""#, .setAPIKey(Redacted("sk-1"))),
    ("setDone true", .setDone(true)),
  ]

  func testEveryKindAcceptsWhatSwiftWrites() throws {
    for (line, expected) in accepted {
      XCTAssertEqual(try build(line), expected, line)
    }
  }

  /// (line, the one line printed): every kind refuses what Swift would not accept for it.
  private let refused: [(String, String)] = [
    ("setTitle 5", #"line 1: setTitle: expected String, got an integer 5: write "5""#),
    ("setTitle 2.5", #"line 1: setTitle: expected String, got a decimal 2.5: write "2.5""#),
    ("setTitle true", #"line 1: setTitle: expected String, got a Bool true: write "true""#),
    ("setNote 5", #"line 1: setNote: expected String?, got an integer 5: write "5""#),
    (
      "newBook title=5 genre=poetry",
      #"line 1: newBook: title: expected String, got an integer 5: write "5""#
    ),
    (
      "addBook Book(title: 5, genre: .poetry)",
      #"line 1: addBook: title: expected String, got an integer 5: write "5""#
    ),
    ("setAPIKey true", "line 1: setAPIKey: expected String, got a Bool: write it in quotes"),
    (
      "setGenre fictoin",
      #"line 1: setGenre: expected Bookcase.Genre (one of: fiction, nonFiction, poetry), got a string "fictoin": did you mean 'fiction'?"#
    ),
    (
      "newBook title=Dune genre=Poetry",
      #"line 1: newBook: genre: expected Bookcase.Genre (one of: fiction, nonFiction, poetry), got a string "Poetry": did you mean 'poetry'?"#
    ),
    (
      "optGenre .some(.poetri)",
      #"line 1: optGenre: expected Bookcase.Genre (one of: fiction, nonFiction, poetry), got a string ".poetri": did you mean 'poetry'?"#
    ),
    (
      "setGenre Book.poetry",
      #"line 1: setGenre: expected Bookcase.Genre (one of: fiction, nonFiction, poetry), got a string "Book.poetry": did you mean 'poetry'?"#
    ),
    ("setCapacity 1.5", "line 1: setCapacity is Int, got a decimal 1.5: setCapacity(Int)"),
    ("setSmall 300", "line 1: setSmall: 300 does not fit in an Int8: use a value from -128 to 127"),
    (
      "setCount -1",
      "line 1: setCount: -1 does not fit in a UInt: use a value from 0 to 18446744073709551615"
    ),
    ("setWeight yes", #"line 1: setWeight is Float, got a string "yes": setWeight(Float)"#),
    ("setPrice true", "line 1: setPrice is Decimal, got a Bool true: setPrice(Decimal)"),
    (
      "setOpened 2026-13-45",
      "line 1: 2026-13-45 is not a number: write an integer such as 3 or a decimal such as 2.5"
    ),
    // A day the month does not have is refused as hour 25 is, not moved into the next month.
    (
      #"setOpened "2026-02-30T00:00:00Z""#,
      #"line 1: setOpened: expected Date such as "2026-11-30T15:00:00Z" (ISO 8601), got a string "2026-02-30T00:00:00Z""#
    ),
    (
      #"setOpened "2100-02-29T00:00:00Z""#,
      #"line 1: setOpened: expected Date such as "2026-11-30T15:00:00Z" (ISO 8601), got a string "2100-02-29T00:00:00Z""#
    ),
    (
      #"setOpened "2026-01-01T25:00:00Z""#,
      #"line 1: setOpened: expected Date such as "2026-11-30T15:00:00Z" (ISO 8601), got a string "2026-01-01T25:00:00Z""#
    ),
    ("setTags 3", "line 1: setTags: expected Set<String> such as [1, 2], got an integer 3"),
    (
      #"setScores ["a": "x"]"#,
      #"line 1: setScores: a: expected Int, got a string "x""#
    ),
    ("setGrid [1]", "line 1: setGrid: expected [Int], got an integer 1"),
  ]

  func testEveryKindRefusesWhatSwiftWouldNotAcceptInOneLine() async throws {
    for (line, expected) in refused {
      let printed = try await refusal(line)
      XCTAssertEqual(printed, expected, line)
    }
  }

  /// Structs are written `Type(label: value)`; the hint says so only for a real struct.
  func testTheWrittenTypeHintIsForStructsOnly() async throws {
    let book = try await refusal("addBook 3")
    XCTAssertEqual(
      book,
      "line 1: addBook: expected Bookcase.Book, written Bookcase.Book(label: value, …), got an integer 3"
    )
    for line in ["setWeight 1.5x", "setTags 3", "setScores 3", "setPrice x"] {
      let printed = try await refusal(line)
      XCTAssertFalse(printed.contains("written"), printed)
    }
  }

  /// A word that starts like a number but is none Swift reads (too large for an Int, a bare
  /// `0x`) is refused for a String, as `5` is, never taken as text.
  func testANumberSwiftCannotReadIsNoTextForAString() async throws {
    let big = try await refusal("setTitle 99999999999999999999999")
    XCTAssertEqual(
      big,
      "line 1: setTitle: 99999999999999999999999 does not fit in a 64-bit integer: use a value from -9223372036854775808 (Int64.min) to 18446744073709551615 (UInt64.max); as a String, write it in quotes: \"99999999999999999999999\""
    )
    let hex = try await refusal("setTitle 0x")
    XCTAssertTrue(hex.hasSuffix("as a String, write it in quotes: \"0x\""), hex)
  }
}
