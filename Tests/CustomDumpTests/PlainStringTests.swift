import XCTest

@testable import CustomDump

/// Strings of printable ASCII skip `debugDescription`; these pin that the quick form is what
/// `debugDescription` (custom-dump's single-line string form) prints, and that the characters
/// it escapes are left to it.
final class PlainStringTests: XCTestCase {
  func testEveryPrintableASCIICharacterPrintsAsDebugDescriptionDoes() {
    for byte in UInt8(0x20)..<UInt8(0x7F) {
      let string = "a" + String(decoding: [byte], as: UTF8.self) + "b"
      if StringLiteral.isPlain(string) {
        XCTAssertEqual(StringLiteral.singleLine(string), string.debugDescription)
        XCTAssertEqual(customDump(string), string.debugDescription)
      }
    }
  }

  func testEscapedCharactersAreNotPlain() {
    for string in ["say \"hi\"", "it's", #"a\b"#, "tab\there", "é", ""] {
      XCTAssertEqual(StringLiteral.isPlain(string), string.isEmpty, string)
    }
    XCTAssertEqual(customDump(#"say "hi""#), ##"#"say "hi""#"##)
  }
}
