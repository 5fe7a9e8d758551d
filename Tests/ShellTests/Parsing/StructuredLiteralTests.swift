import XCTest

@testable import Shell

/// Values written as in Swift (`[1, 2]`, `Item(name: "Hat", quantity: 2)`) stay one word through
/// the lexer and read as structured literals; everything else lexes as before.
final class StructuredLiteralTests: XCTestCase {
  func words(_ line: String) throws -> [String] { try Lexer.words(line).map(\.text) }

  func testBracketsKeepBlanksAndQuotesInOneWord() throws {
    XCTAssertEqual(
      try words("send addItem Item(name: \"Hat Box\", quantity: 2) x"),
      ["send", "addItem", "Item(name: \"Hat Box\", quantity: 2)", "x"])
    XCTAssertEqual(try words("send setScores [1, 2]"), ["send", "setScores", "[1, 2]"])
    XCTAssertEqual(
      try words("send add item=Item(name: \"a\\\"b\")"),
      ["send", "add", "item=Item(name: \"a\\\"b\")"])
    // Outside brackets, quotes are still removed and `=` still found.
    let labelled = try Lexer.words("name=\"Blob Jr\"")
    XCTAssertEqual(labelled[0].text, "name=Blob Jr")
    XCTAssertEqual(labelled[0].labeled?.label, "name")
    XCTAssertThrowsError(try Lexer.words("send add Item(name: \"Hat)"))
  }

  /// Nesting is bounded: thousands of levels overflowed the stack (a crash); past the limit a
  /// value is refused in one line, at the limit it still reads. Each kind of bracket counts.
  func testDeepNestingIsRefusedNotACrash() throws {
    let limit = StructuredLiteral.depthLimit
    for (open, close) in [("[", "]"), ("Box(", ")"), (".some(", ")"), ("Pair(a: ", ")")] {
      let deep =
        String(repeating: open, count: 5_000) + "1" + String(repeating: close, count: 5_000)
      XCTAssertThrowsError(try LiteralValue(word: Word(deep))) { error in
        XCTAssertEqual(
          (error as? ShellError)?.message,
          "cannot read the value: it nests deeper than \(limit) levels", open)
      }
      let deepest =
        String(repeating: open, count: limit - 1) + "1" + String(repeating: close, count: limit - 1)
      XCTAssertNoThrow(try LiteralValue(word: Word(deepest)), open)
    }
  }

  /// Swift's dictionary literal: `key: value` pairs in brackets, `[:]` when empty; one `:`
  /// makes every element a pair.
  func testDictionaryLiteralsRead() throws {
    XCTAssertEqual(
      try LiteralValue(word: Word(#"["a": 1, "b": 0x2]"#)),
      .dictionary([
        .init(key: .string("a"), value: .int(1)), .init(key: .string("b"), value: .int(2)),
      ]))
    XCTAssertEqual(try LiteralValue(word: Word("[:]")), .dictionary([]))
    XCTAssertEqual(try LiteralValue(word: Word("[ : ]")), .dictionary([]))
    XCTAssertEqual(
      try LiteralValue(word: Word("[[1]: [2]]")),
      .dictionary([.init(key: .array([.int(1)]), value: .array([.int(2)]))]))
    XCTAssertEqual(try LiteralValue(word: Word("[]")), .array([]))
    XCTAssertThrowsError(try LiteralValue(word: Word(#"["a": 1, 2]"#)))
    XCTAssertThrowsError(try LiteralValue(word: Word(#"[1, "a": 2]"#)))
    XCTAssertEqual(LiteralValue.dictionary([]).source, "[:]")
    XCTAssertEqual(
      LiteralValue.dictionary([.init(key: .string("a"), value: .int(1))]).source, #"["a": 1]"#)
  }

  func testStructuredValuesRead() throws {
    XCTAssertEqual(
      try LiteralValue(word: Word("Item(name: \"Hat\", quantity: 2)")),
      .structure(
        "Item",
        [.init(label: "name", value: .string("Hat")), .init(label: "quantity", value: .int(2))]
      ))
    XCTAssertEqual(
      try LiteralValue(word: Word("[1, 2.5, nil, true, .done, \"a\\nb\"]")),
      .array([.int(1), .double(2.5), .nil, .bool(true), .string(".done"), .string("a\nb")]))
    XCTAssertEqual(
      try LiteralValue(word: Word("Order(items: [Item(name: \"a\")], note: nil)")),
      .structure(
        "Order",
        [
          .init(
            label: "items",
            value: .array([.structure("Item", [.init(label: "name", value: .string("a"))])])),
          .init(label: "note", value: .nil),
        ]))
    XCTAssertEqual(try LiteralValue(word: Word("[]")), .array([]))
  }

  func testMalformedValuesSayHowToWriteThem() {
    XCTAssertThrowsError(try LiteralValue(word: Word("[1, 2"))) { error in
      XCTAssertTrue((error as! ShellError).message.hasPrefix("cannot read [1, 2: missing ']'"))
    }
    XCTAssertThrowsError(try LiteralValue(word: Word("Item(name: \"a\") x]")))
  }
}
