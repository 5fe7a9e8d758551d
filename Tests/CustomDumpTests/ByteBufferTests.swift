import Reflection
import XCTest

@testable import CustomDump

/// The output's byte buffer, the digits it writes in place, and scalars read out of memory and
/// written later: each must give the bytes the `String` it replaced gave.
final class ByteBufferTests: XCTestCase {
  func testDecimalsSpellAsStringDoes() {
    var values: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, 12_345, Int64.max, Int64.min]
    for power in 0..<19 {
      let tens = (0..<power).reduce(Int64(1)) { value, _ in value * 10 }
      values += [tens - 1, tens, tens + 1, -tens]
    }
    for value in values {
      var bytes = ByteBuffer(capacity: 1)
      bytes.appendDecimal(value)
      XCTAssertEqual(bytes.text, String(value))
    }
    for value in [UInt64.max, UInt64.max / 10, 10_000_000_000_000_000_000] {
      var bytes = ByteBuffer(capacity: 1)
      bytes.appendDecimal(value)
      XCTAssertEqual(bytes.text, String(value))
    }
    var small = ByteBuffer(capacity: 1)
    small.appendDecimal(Int8.min)
    small.appendDecimal(UInt8.max)
    XCTAssertEqual(small.text, "-128255")
  }

  func testAppendsGrowTheBufferAndKeepEveryByte() {
    var bytes = ByteBuffer(capacity: 1)
    var expected = ""
    for index in 0..<500 {
      bytes.append(utf8: "é\(index)")
      bytes.append(Array(",".utf8))
      bytes.append(UInt8(ascii: " "))
      expected += "é\(index), "
    }
    XCTAssertEqual(bytes.text, expected)
    XCTAssertEqual(bytes.count, expected.utf8.count)
    bytes.removeAll()
    XCTAssertTrue(bytes.isEmpty)
    XCTAssertEqual(bytes.text, "")
  }

  /// Every scalar kind, read from memory and written later, as its literal prints it.
  func testScalarValuesWriteTheirText() {
    func check<T>(_ values: [T], _ kind: Scalar) {
      for value in values {
        let stored = withFieldsView(of: value, as: T.self) { $0.scalarValue(kind, at: 0) }
        var bytes = ByteBuffer(capacity: 4)
        stored?.appendText(to: &bytes)
        XCTAssertEqual(bytes.text, "\(value)")
        XCTAssertEqual(stored?.text, kind.text(of: value))
      }
    }
    check([0, -1, 42, .max, .min] as [Int], .int)
    check([true, false], .bool)
    check([0, -0.0, 1.5, .nan, -.infinity, 1e300] as [Double], .double)
    check([0, -2.5, .infinity] as [Float], .float)
    check([.min, -1, .max] as [Int64], .int64)
    check([.min, 7, .max] as [Int32], .int32)
    check([.min, -3, .max] as [Int16], .int16)
    check([.min, 0, .max] as [Int8], .int8)
    check([0, .max] as [UInt], .uint)
    check([0, .max] as [UInt64], .uint64)
    check([0, .max] as [UInt32], .uint32)
    check([0, .max] as [UInt16], .uint16)
    check([0, 9, 10, .max] as [UInt8], .uint8)
  }
}
