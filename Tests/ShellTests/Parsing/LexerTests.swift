import Shell
import XCTest

final class LexerTests: XCTestCase {
  func testBlankSeparatedWords() async throws {
    XCTAssertEqual(try Lexer.words("send  increment\t3").map(\.text), ["send", "increment", "3"])
    XCTAssertEqual(try Lexer.words("   ").map(\.text), [])
  }

  // Plain ASCII lines take a byte-wise path; a non-ASCII word sends the same line through the
  // scalar loop, and the shared words must come out the same (text and `=` offsets).
  func testPlainASCIILinesSplitAsTheGeneralPathDoes() async throws {
    let line = "  login a=b  c=d=e\t=f g= h "
    let plain = try Lexer.words(line)
    let general = try Lexer.words(line + " é")
    XCTAssertEqual(plain, Array(general.dropLast()))
    XCTAssertEqual(plain.map(\.text), ["login", "a=b", "c=d=e", "=f", "g=", "h"])
    XCTAssertEqual(plain.map(\.equalsOffset), [nil, 1, 1, 0, 1, nil])
    XCTAssertEqual(general.last, Word("é"))
  }

  func testQuotedStringKeepsBlanksAndIsMarkedQuoted() async throws {
    let words = try Lexer.words(#"send setName "Blob Jr""#)
    XCTAssertEqual(words.map(\.text), ["send", "setName", "Blob Jr"])
    XCTAssertFalse(words[1].isQuoted)
    XCTAssertTrue(words[2].isQuoted)
  }

  func testEscapes() async throws {
    let words = try Lexer.words(#""a\"b\\c\nd\te\u{1F600}\u{e9}""#)
    XCTAssertEqual(words.map(\.text), ["a\"b\\c\nd\te😀é"])
  }

  func testQuoteMidWordAndLabel() async throws {
    let word = try XCTUnwrap(Lexer.words(#"name="Blob Jr""#).first)
    XCTAssertEqual(word.text, "name=Blob Jr")
    let (label, value) = try XCTUnwrap(word.labeled)
    XCTAssertEqual(label, "name")
    XCTAssertEqual(value.text, "Blob Jr")
    XCTAssertTrue(value.isQuoted)
  }

  func testEqualsInsideQuotesIsNotALabel() async throws {
    let word = try XCTUnwrap(Lexer.words(#""a=b""#).first)
    XCTAssertNil(word.labeled)
  }

  func testUnterminatedQuoteIsAnError() async {
    XCTAssertThrowsError(try Lexer.words(#"send setName "Blob"#)) { error in
      XCTAssertEqual((error as? ShellError)?.message, "unterminated string: add a closing \"")
    }
    XCTAssertThrowsError(try Lexer.words(#""abc\"#))
  }

  func testBadEscapesAreErrors() async {
    XCTAssertThrowsError(try Lexer.words(#""\q""#)) { error in
      XCTAssertTrue((error as? ShellError)?.message.hasPrefix("unknown escape \\q") == true)
    }
    XCTAssertThrowsError(try Lexer.words(#""\u{}""#))
    XCTAssertThrowsError(try Lexer.words(#""\u{D800}""#))
    XCTAssertThrowsError(try Lexer.words(#""\u{123456789}""#))
    XCTAssertThrowsError(try Lexer.words(#""\u1234""#))
  }

  func testControlCharactersAndInvalidUTF8AreErrors() {
    XCTAssertThrowsError(try Lexer.words("send\u{0}x")) { error in
      XCTAssertTrue((error as? ShellError)?.message.contains("U+0000") == true)
    }
    XCTAssertThrowsError(try Lexer.words("send \u{1B}[A"))
    let invalid = String(decoding: [0x73, 0xFF, 0x65], as: UTF8.self)
    XCTAssertThrowsError(try Lexer.words(invalid)) { error in
      XCTAssertTrue((error as? ShellError)?.message.contains("invalid UTF-8") == true)
    }
  }
}
