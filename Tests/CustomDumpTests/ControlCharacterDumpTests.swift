import XCTest

@testable import CustomDump

/// Control characters never reach the terminal as they are: the raw forms a dump or diff uses
/// for a string (a `"""` block, a `#"…"#` literal) write them as escapes, as the plain
/// literal's `debugDescription` does. An escape sequence in a state's string would otherwise
/// clear the screen or recolour what follows.
final class ControlCharacterDumpTests: XCTestCase {
  /// Every control scalar (C0 but the line feed and the tab, DEL, C1), in each form a string
  /// takes: plain quotes, a raw literal (it holds a quote), a block (it holds a line break);
  /// dumped, and diffed against the same string without it.
  func testNoControlCharacterIsWrittenAsItIs() {
    let controls = (0x00..<0x20).filter { $0 != 0x0A && $0 != 0x09 } + Array(0x7F..<0xA0)
    for value in controls {
      let control = String(Unicode.Scalar(UInt32(value))!)
      for string in ["a\(control)b", "a\"\(control)b", "line\n\(control)b"] {
        let dumped = customDump(string)
        let changed = diff(string.replacingOccurrences(of: control, with: "") + "x", string) ?? ""
        for text in [dumped, changed] {
          let raw = text.unicodeScalars.filter {
            $0.value != 0x0A && $0.value != 0x09
              && ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value))
          }
          XCTAssertTrue(
            raw.isEmpty,
            "U+\(String(value, radix: 16)) in \(string.debugDescription): \(text.debugDescription)")
        }
      }
    }
  }

  func testEscapesAreThoseOfASwiftLiteral() {
    XCTAssertEqual(customDump("x\u{1B}[2J\"y"), ##"#"x\#u{1B}[2J"y"#"##)
    XCTAssertEqual(
      customDump("l1\nx\u{1B}[31mRED\0"),
      """
      \"\"\"
      l1
      x\\u{1B}[31mRED\\0
      \"\"\"
      """)
    // The plain form was already escaped by `debugDescription`, and stays as it was.
    XCTAssertEqual(customDump("a\u{1B}b"), #""a\u{1B}b""#)
  }
}
