import Composable
import Shell
import XCTest

final class LiteralTests: XCTestCase {
  private func literal(_ text: String) throws -> LiteralValue {
    try LiteralValue(word: XCTUnwrap(Lexer.words(text).first))
  }

  func testKinds() async throws {
    XCTAssertEqual(try literal("42"), .int(42))
    XCTAssertEqual(try literal("-7"), .int(-7))
    XCTAssertEqual(try literal("2.5"), .double(2.5))
    XCTAssertEqual(try literal("true"), .bool(true))
    XCTAssertEqual(try literal("false"), .bool(false))
    XCTAssertEqual(try literal("nil"), .nil)
    XCTAssertEqual(try literal("Blob"), .string("Blob"))
    XCTAssertEqual(try literal(#""nil""#), .string("nil"), "a quoted word is always a string")
    XCTAssertEqual(try literal(#""42""#), .string("42"))
  }

  func testIntegerPastIntMaxIsAnError() async {
    XCTAssertThrowsError(try literal("9223372036854775808")) { error in
      XCTAssertTrue((error as? ShellError)?.message.contains("does not fit in an Int") == true)
    }
    XCTAssertEqual(try literal("9223372036854775807"), .int(Int.max))
  }

  func testNonFiniteAndMalformedNumbersAreErrors() async {
    XCTAssertThrowsError(try literal("nan"))
    XCTAssertThrowsError(try literal("inf"))
    XCTAssertThrowsError(try literal("1e999"))
    XCTAssertThrowsError(try literal("1.2.3"))
  }
}
