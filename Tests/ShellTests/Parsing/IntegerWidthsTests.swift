import Composable
import XCTest

@testable import Shell
@testable import ShellHosting

/// A reducer with a payload and a field of every integer width, as a TCA user's feature may
/// have (your-own-feature.md lists `Int8`…`Int64` and `UInt`…`UInt64` as values `send` takes).
struct Widths: Reducer {
  struct State: Equatable, Sendable {
    var i8: Int8 = 0
    var i16: Int16 = 0
    var i32: Int32 = 0
    var i64: Int64 = 0
    var u8: UInt8 = 0
    var u16: UInt16 = 0
    var u32: UInt32 = 0
    var u64: UInt64 = 0
    var u: UInt = 0
  }

  enum Action: Equatable, Sendable {
    case setI8(Int8)
    case setI16(Int16)
    case setI32(Int32)
    case setI64(Int64)
    case setU8(UInt8)
    case setU16(UInt16)
    case setU32(UInt32)
    case setU64(UInt64)
    case setU(UInt)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .setI8(let value): state.i8 = value
      case .setI16(let value): state.i16 = value
      case .setI32(let value): state.i32 = value
      case .setI64(let value): state.i64 = value
      case .setU8(let value): state.u8 = value
      case .setU16(let value): state.u16 = value
      case .setU32(let value): state.u32 = value
      case .setU64(let value): state.u64 = value
      case .setU(let value): state.u = value
      }
      return .none
    }
  }
}

/// Every integer width reads its whole range, as Swift's literals write it, in `send`,
/// `expect` and `{ … }` blocks; one past either end is refused with one line naming the range
/// (a new user's finding: `UInt64` values above `Int.max` could not be written at all).
@MainActor
final class IntegerWidthsTests: XCTestCase {
  /// One row per width: the field, the action, the type's name and its bounds as text.
  private struct Width {
    let field: String
    let action: String
    let type: String
    let min: String
    let max: String
    /// `0x…` for the maximum.
    let hexMax: String
    /// `-0x…` for a signed type's minimum, nil for an unsigned one.
    let hexMin: String?
    let isSigned: Bool
  }

  private static func width<T: FixedWidthInteger>(_: T.Type, _ field: String, _ action: String)
    -> Width
  {
    Width(
      field: field, action: action, type: "\(T.self)", min: String(T.min), max: String(T.max),
      hexMax: "0x" + String(T.max, radix: 16, uppercase: true),
      hexMin: T.isSigned ? "-0x" + String(T.min.magnitude, radix: 16) : nil,
      isSigned: T.isSigned)
  }

  private let widths = [
    width(Int8.self, "i8", "setI8"), width(Int16.self, "i16", "setI16"),
    width(Int32.self, "i32", "setI32"), width(Int64.self, "i64", "setI64"),
    width(UInt8.self, "u8", "setU8"), width(UInt16.self, "u16", "setU16"),
    width(UInt32.self, "u32", "setU32"), width(UInt64.self, "u64", "setU64"),
    width(UInt.self, "u", "setU"),
  ]

  /// The decimal text one above a non-negative decimal text (no width limits it).
  private static func plusOne(_ digits: String) -> String {
    var result = Array(digits.utf8)
    var index = result.count - 1
    while index >= 0 {
      if result[index] == UInt8(ascii: "9") {
        result[index] = UInt8(ascii: "0")
        index -= 1
      } else {
        result[index] += 1
        return String(decoding: result, as: UTF8.self)
      }
    }
    return "1" + String(decoding: result, as: UTF8.self)
  }

  /// One past the maximum, and one past the minimum (below it).
  private static func outside(_ width: Width) -> [String] {
    let belowMin = width.isSigned ? "-" + plusOne(String(width.min.dropFirst())) : "-1"
    return [plusOne(width.max), belowMin]
  }

  private func session() throws -> Session {
    try Session(
      features: [Feature(Widths(), name: "widths", initialState: Widths.State())],
      initial: "widths", output: Output(result: { _ in }, error: { _ in }))
  }

  func testSendExpectAndBlocksReadEveryWidthsWholeRange() async throws {
    for width in widths {
      let ends = [(width.max, width.hexMax), (width.min, width.hexMin ?? "0x0")]
      for (decimal, hex) in ends {
        for (sent, other) in [(decimal, hex), (hex, decimal)] {
          let session = try session()
          _ = await session.execute("exhaustive on")
          let changes = decimal != "0"
          let block = changes ? " { \(width.field) = \(other) }" : ""
          let result = await session.execute("send \(width.action) \(sent)\(block)")
          XCTAssertEqual(result, .ok, "\(width.type): send \(width.action) \(sent)\(block)")
          for form in [decimal, hex] {
            let held = await session.execute("expect \(width.field) == \(form)")
            XCTAssertEqual(held, .ok, "\(width.type): expect \(width.field) == \(form)")
          }
        }
      }
    }
  }

  func testOnePastEitherEndIsRefusedNamingTheRange() async throws {
    for width in widths {
      for value in Self.outside(width) {
        let session = try session()
        let result = await session.execute("send \(width.action) \(value)")
        guard case .failed(let message) = result else {
          XCTFail("\(width.type): send \(width.action) \(value) was not refused")
          continue
        }
        // Past 64 bits no integer type holds it, whatever the payload's width.
        let fits64 = !(value == Self.plusOne(String(UInt64.max)) || value == "-9223372036854775809")
        let expected =
          fits64
          ? "\(value) does not fit in \(Wording.withArticle(width.type)): use a value from \(width.min) to \(width.max)"
          : "\(value) does not fit in a 64-bit integer: use a value from -9223372036854775808 (Int64.min) to 18446744073709551615 (UInt64.max)"
        XCTAssertTrue(message.hasSuffix(expected), "\(width.type): \(message)")
        let state = try XCTUnwrap(session.host.state as? Widths.State)
        XCTAssertEqual(state, Widths.State(), "\(width.type): a refused send changes nothing")
        let expect = await session.execute("expect \(width.field) == \(value)")
        XCTAssertNotEqual(expect, .ok, "\(width.type): expect \(width.field) == \(value)")
      }
    }
  }

  /// The literal reader alone: an integer above `Int.max` is one (in decimal, hex and with
  /// separators), never a decimal `Double`.
  func testIntegersAboveIntMaxReadAsIntegers() async throws {
    for text in ["18446744073709551615", "0xFFFFFFFFFFFFFFFF", "18_446_744_073_709_551_615"] {
      XCTAssertEqual(try LiteralValue(word: Word(text)), .unsigned(.max), text)
    }
    XCTAssertEqual(try LiteralValue(word: Word("-0x8000000000000000")), .int(.min))
    XCTAssertEqual(try LiteralValue(word: Word("9223372036854775808")), .unsigned(1 << 63))
    for text in ["0x1_0000_0000_0000_0000", "18446744073709551616", "-9223372036854775809"] {
      XCTAssertThrowsError(try LiteralValue(word: Word(text)), text)
    }
  }
}
