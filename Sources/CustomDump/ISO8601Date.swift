import Foundation

/// ISO 8601 dates in UTC (`2009-02-13T23:31:30.123Z`), written and read without making an
/// `ISO8601DateFormatter` (about 800 µs each on Linux; a shared one would be global mutable
/// state). What the dumper, `--json`, `--date` and typed `Date` values all use.
public enum ISO8601Date {
  /// `2009-02-13T23:31:30.123Z`: milliseconds rounded down, as the dumper writes a `Date`.
  public static func format(_ date: Date) -> String {
    text(millisecondsSince1970: millisecondsSince1970(date, roundedBy: 0), milliseconds: true)
  }

  /// The text `ISO8601DateFormatter` writes, byte for byte: with `milliseconds`, as with
  /// `[.withInternetDateTime, .withFractionalSeconds]` (`2009-02-13T23:31:30.123Z`); without,
  /// as with its default options (`2009-02-13T23:31:30Z`). The formatter rounds the date to the
  /// nearest millisecond first (CoreFoundation adds half of one before ICU rounds down), so
  /// `…:59.9996` is the next second in both.
  public static func formatterText(_ date: Date, milliseconds: Bool) -> String {
    text(
      millisecondsSince1970: millisecondsSince1970(date, roundedBy: 0.5), milliseconds: milliseconds
    )
  }

  /// Whole milliseconds since 1970, `offset` (in milliseconds) added before rounding down;
  /// computing from the reference date keeps `1_234_567_890.123` at `.123` despite binary
  /// rounding.
  private static func millisecondsSince1970(_ date: Date, roundedBy offset: Double) -> Int64 {
    Int64(((date.timeIntervalSinceReferenceDate + 978_307_200) * 1000 + offset).rounded(.down))
  }

  private static func text(millisecondsSince1970 millis: Int64, milliseconds: Bool) -> String {
    let (days, msOfDay) = floorDivide(millis, 86_400_000)
    let (year, month, day) = civilDate(daysSince1970: days)
    let hour = msOfDay / 3_600_000
    let minute = msOfDay / 60_000 % 60
    let second = msOfDay / 1000 % 60
    let ms = msOfDay % 1000
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
      + "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
      + (milliseconds ? ".\(pad(ms, 3))Z" : "Z")
  }

  /// An ISO 8601 date and time with a zone, with or without fractional seconds
  /// (`2026-11-30T15:00:00Z`, `2026-11-30T15:00:00.250+01:00`); nil for other text, and for a
  /// field out of its range (`T25:00:00Z`, `+02:60`, a day the month does not have:
  /// `2026-02-30`, `2026-04-31`, `2100-02-29`), which the format style and
  /// `ISO8601DateFormatter` would roll over into the next month or read in their own ways. Read
  /// by the value-type format style.
  ///
  /// Read by hand in the proleptic Gregorian calendar, as ``format(_:)`` writes: Foundation's
  /// readers switch to the Julian calendar before 1582, so `0001-01-01T00:00:00Z` read back
  /// two days off what was written, and a saved script drifted each time it was saved again.
  public static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard fieldsInRange(bytes), bytes.count >= 20 else { return nil }
    for (index, mark) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
    where bytes[index] != UInt8(ascii: Unicode.Scalar(mark)!) {
      return nil
    }
    func number(_ start: Int, _ count: Int) -> Int64 {
      bytes[start..<(start + count)].reduce(0) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
    }
    var index = 19
    // The fraction's digits as a whole number over a power of ten (one rounding, not one a
    // digit), up to 15 digits.
    var fraction = 0.0
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      let start = index
      var digits: Int64 = 0
      var scale: Int64 = 1
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      {
        if index - start < 15 {
          digits = digits * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
          scale *= 10
        }
        index += 1
      }
      guard index > start else { return nil }
      fraction = Double(digits) / Double(scale)
    }
    var offset: Int64 = 0
    if bytes[index...] == [UInt8(ascii: "Z")][...] {
      offset = 0
    } else if bytes.count - index == 6 {
      let sign: Int64 = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      offset = sign * (number(index + 1, 2) * 3600 + number(index + 4, 2) * 60)
    } else {
      return nil
    }
    let days = daysSince1970(year: number(0, 4), month: number(5, 2), day: number(8, 2))
    let seconds =
      days * 86_400 + number(11, 2) * 3600 + number(14, 2) * 60 + number(17, 2) - offset
    // From the reference date, which a `Date` holds, as the writer reads it.
    return Date(timeIntervalSinceReferenceDate: Double(seconds - 978_307_200) + fraction)
  }

  /// `YYYY-MM-DDTHH:MM:SS…` with a month, a day of that month (February has 29 days in a
  /// Gregorian leap year), an hour, a minute and a second in range, and a zone that is `Z` or
  /// `±HH:MM` in range.
  private static func fieldsInRange(_ bytes: [UInt8]) -> Bool {
    func number(_ start: Int, _ count: Int) -> Int? {
      guard start >= 0, start + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[start..<(start + count)] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year), hour < 24,
      minute < 60, second < 60
    else { return false }
    if bytes.last == UInt8(ascii: "Z") { return true }
    let zone = bytes.count - 6
    guard zone > 18, bytes[zone] == UInt8(ascii: "+") || bytes[zone] == UInt8(ascii: "-"),
      let zoneHours = number(zone + 1, 2), let zoneMinutes = number(zone + 4, 2)
    else { return false }
    return zoneHours < 24 && zoneMinutes < 60
  }

  /// The days of a month (1–12) of the proleptic Gregorian calendar, as `civilDate` counts them.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func floorDivide(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
    let q = a / b
    let r = a % b
    return r < 0 ? (q - 1, r + b) : (q, r)
  }

  // Proleptic Gregorian calendar from a day count (Howard Hinnant's days-to-civil method).
  private static func civilDate(daysSince1970: Int64) -> (Int64, Int64, Int64) {
    let z = daysSince1970 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  // The inverse: a proleptic Gregorian date's day count since 1970.
  private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let year = month <= 2 ? year - 1 : year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}
