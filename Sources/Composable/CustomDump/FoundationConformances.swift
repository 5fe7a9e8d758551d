import Foundation

// Foundation values print as a short tagged leaf, as in swift-custom-dump's Foundation
// conformances, instead of exposing their private storage through reflection.

extension UUID: CustomDumpStringConvertible {
  /// `UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)`: the uppercase string form.
  public var customDumpDescription: String { "UUID(\(uuidString))" }
}

extension URL: CustomDumpStringConvertible {
  /// `URL(https://example.com/path)`: the absolute string.
  public var customDumpDescription: String { "URL(\(absoluteString))" }
}

extension Data: CustomDumpStringConvertible {
  /// `Data(5 bytes)`: the size only, since the bytes are rarely readable.
  public var customDumpDescription: String {
    "Data(\(count) \(count == 1 ? "byte" : "bytes"))"
  }
}

extension Decimal: CustomDumpStringConvertible {
  /// `1.25`: the number as written, not its mantissa and exponent fields.
  public var customDumpDescription: String { description }
}

extension Locale: CustomDumpStringConvertible {
  /// `Locale(en_US)`: the identifier.
  public var customDumpDescription: String { "Locale(\(identifier))" }
}

extension TimeZone: CustomDumpReflectable {
  /// The identifier, its abbreviation and offset now, and whether daylight saving is in force.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "abbreviation": abbreviation() as Any,
        "secondsFromGMT": secondsFromGMT(),
        "isDaylightSavingTime": isDaylightSavingTime(),
      ],
      displayStyle: .struct)
  }
}

extension Calendar: CustomDumpReflectable {
  /// The identifier and the settings that change what dates mean in it.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "locale": locale as Any,
        "timeZone": timeZone,
        "firstWeekday": firstWeekday,
        "minimumDaysInFirstWeek": minimumDaysInFirstWeek,
      ],
      displayStyle: .struct)
  }
}

extension Duration: CustomDumpStringConvertible {
  /// `1 second, 500 milliseconds`: the units a person reads, as custom-dump prints a `Duration`
  /// on Apple platforms (on Linux it falls back to the two private storage words).
  public var customDumpDescription: String {
    formatted(
      .units(
        allowed: [.days, .hours, .minutes, .seconds, .milliseconds, .microseconds, .nanoseconds],
        width: .wide))
  }
}

extension Date: CustomDumpStringConvertible {
  /// `Date(2009-02-13T23:31:30.123Z)`: ISO 8601 in UTC with milliseconds.
  public var customDumpDescription: String { "Date(\(ISO8601Milliseconds.format(self)))" }
}

/// Formats dates by hand: a shared `DateFormatter` would be global mutable state, and building
/// one per dump is slow.
enum ISO8601Milliseconds {
  static func format(_ date: Date) -> String {
    // Whole milliseconds since 1970, rounded down as ICU does; computing from the reference date
    // keeps `1_234_567_890.123` at `.123` despite binary rounding.
    let millis = Int64(
      ((date.timeIntervalSinceReferenceDate + 978_307_200) * 1000).rounded(.down))
    let (days, msOfDay) = floorDivide(millis, 86_400_000)
    let (year, month, day) = civilDate(daysSince1970: days)
    let hour = msOfDay / 3_600_000
    let minute = msOfDay / 60_000 % 60
    let second = msOfDay / 1000 % 60
    let ms = msOfDay % 1000
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
      + "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).\(pad(ms, 3))Z"
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

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}
