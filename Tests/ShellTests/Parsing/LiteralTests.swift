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

  /// Past `Int.max` is still an integer up to `UInt64.max` (a `UInt64` holds it); past that, no
  /// integer type does.
  func testIntegerPastUInt64MaxIsAnError() async {
    XCTAssertThrowsError(try literal("18446744073709551616")) { error in
      XCTAssertTrue(
        (error as? ShellError)?.message.contains("does not fit in a 64-bit integer") == true)
    }
    XCTAssertEqual(try literal("9223372036854775808"), .unsigned(UInt(Int.max) + 1))
    XCTAssertEqual(try literal("9223372036854775807"), .int(Int.max))
  }

  func testNonFiniteAndMalformedNumbersAreErrors() async {
    XCTAssertThrowsError(try literal("nan"))
    XCTAssertThrowsError(try literal("inf"))
    XCTAssertThrowsError(try literal("1e999"))
    XCTAssertThrowsError(try literal("1.2.3"))
  }
}
