import Foundation
import XCTest

@testable import CustomDump

/// `ISO8601Date` writes and reads what `ISO8601DateFormatter` does, byte for byte, without
/// making one per call (a fresh user's finding 4: about 800 µs each on Linux).
final class ISO8601DateTests: XCTestCase {
  private static func formatter(fractional: Bool) -> ISO8601DateFormatter {
    let formatter = ISO8601DateFormatter()
    if fractional { formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }
    return formatter
  }

  /// Dates from 1900 to 2200, whole seconds, milliseconds and fractions of them, on both sides
  /// of 1970 and of a day's end.
  private static var dates: [Date] {
    var generator = SplitMix(seed: 42)
    var dates = [
      0, -0.0005, 0.9995, 1_234_567_890.123, 1_767_225_600.125, -1, 86_399.9999, 951_782_400,
      4_102_444_800, -2_208_988_800, 7_258_118_399.999,
    ].map { Date(timeIntervalSince1970: $0) }
    for _ in 0..<2000 {
      let seconds = Double(generator.next() % 9_467_280_000) - 2_208_988_800
      let fraction = Double(generator.next() % 1_000_000) / 1_000_000
      dates.append(
        Date(timeIntervalSince1970: seconds + (generator.next() % 3 == 0 ? 0 : fraction)))
    }
    return dates
  }

  func testFormatIsTheFormattersTextByteForByte() {
    let fractional = Self.formatter(fractional: true)
    let whole = Self.formatter(fractional: false)
    for date in Self.dates {
      XCTAssertEqual(
        ISO8601Date.formatterText(date, milliseconds: true), fractional.string(from: date),
        "\(date.timeIntervalSince1970)")
      XCTAssertEqual(
        ISO8601Date.formatterText(date, milliseconds: false), whole.string(from: date),
        "\(date.timeIntervalSince1970)")
    }
  }

  func testParseReadsWhatTheFormatterReads() {
    let fractional = Self.formatter(fractional: true)
    let whole = Self.formatter(fractional: false)
    let texts = [
      "2026-01-01T00:00:00Z", "2026-01-01T00:00:00.250Z", "2026-01-01T00:00:00.5Z",
      "2026-01-01T00:00:00+02:00", "2026-01-01T00:00:00.125-05:30", "1969-12-31T23:59:59.999Z",
      "2026-01-01T00:00:00", "2026-01-01", "tomorrow", "",
      "2026-01-01t00:00:00z", "2026-01-01T00:00:00.Z", "20260101T000000Z",
      "2026-01-01T00:00Z",
    ]
    for text in texts {
      let expected = whole.date(from: text) ?? fractional.date(from: text)
      XCTAssertEqual(ISO8601Date.parse(text), expected, text)
    }
    // More digits than milliseconds: the formatter keeps three, the format style all of them.
    let micro = try? XCTUnwrap(ISO8601Date.parse("2026-01-01T00:00:00.123456Z"))
    XCTAssertEqual(
      micro?.timeIntervalSince1970 ?? 0,
      fractional.date(from: "2026-01-01T00:00:00.123456Z")?.timeIntervalSince1970 ?? 1,
      accuracy: 0.001)
  }

  /// Every date reads back as written, in the proleptic Gregorian calendar the writer counts
  /// in, years 1 to 9999: Foundation's readers count in the Julian calendar before 1582, and a
  /// new user's `set date 0001-01-01T00:00:00Z` came back two days early, and earlier on each
  /// save. The generated dates' texts are read, and the dates they make written again.
  func testEveryWrittenDateReadsBackAsItWasWrittenFromYearOne() {
    var generator = SplitMix(seed: 7)
    // 0001-01-01 to 9999-12-31, in seconds since 1970.
    let first = -62_135_596_800.0
    let last = 253_402_300_799.0
    var dates = [first, last, -12_219_292_800, -12_219_292_801, 0].map {
      Date(timeIntervalSince1970: $0)
    }
    for _ in 0..<3000 {
      let seconds = first + Double(generator.next() % Int(last - first))
      let milliseconds = Double(generator.next() % 1000) / 1000
      dates.append(Date(timeIntervalSince1970: seconds + milliseconds))
    }
    for date in dates {
      // As `--date` and saved scripts write a date: to the nearest millisecond.
      let text = ISO8601Date.formatterText(date, milliseconds: true)
      guard let read = ISO8601Date.parse(text) else { return XCTFail("\(text) not read") }
      XCTAssertEqual(ISO8601Date.formatterText(read, milliseconds: true), text)
    }
    XCTAssertEqual(ISO8601Date.parse("0001-01-01T00:00:00Z")?.timeIntervalSince1970, first)
  }

  /// Where the two are lenient in their own ways (the format style rolls an hour of 25 over,
  /// the formatter reads `+25:00`, a one-digit month and a leading blank), a field out of range
  /// or not written with its digits is no date.
  func testAFieldOutOfRangeIsNoDate() {
    for text in [
      "2026-1-01T00:00:00Z",
      "2026-01-01T25:00:00Z", "2026-01-01T23:60:00Z", "2026-01-01T23:59:60Z",
      "2026-00-10T00:00:00Z", "2026-01-32T00:00:00Z", "2026-13-01T00:00:00Z",
      "2026-01-01T00:00:00+25:00", "2026-01-01T00:00:00+02:60", " 2026-01-01T00:00:00Z",
    ] {
      XCTAssertNil(ISO8601Date.parse(text), text)
    }
  }

  /// A day the month does not have is no date (the formatter and the format style would move
  /// `2026-02-30` to March 2); every day it has is the date the formatter reads. Over every month
  /// of common years, leap years, and century years with and without a February 29.
  func testADayTheMonthDoesNotHaveIsNoDate() {
    let whole = Self.formatter(fractional: false)
    // Thirty days have September, April, June and November; February 28, or 29 in a year
    // divisible by 4 but not by 100 unless by 400.
    for year in [2026, 2024, 2000, 1900, 2100, 1996] {
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
      for (index, length) in lengths.enumerated() {
        for day in 28...31 {
          let month = index + 1
          let text =
            "\(year)-\(month < 10 ? "0" : "")\(month)-\(day)T12:00:00Z"
          if day <= length {
            XCTAssertEqual(ISO8601Date.parse(text), whole.date(from: text), text)
            XCTAssertNotNil(ISO8601Date.parse(text), text)
          } else {
            XCTAssertNil(ISO8601Date.parse(text), text)
          }
        }
      }
    }
  }
}

/// A seeded generator, so that the dates are the same on every run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
  }
}
