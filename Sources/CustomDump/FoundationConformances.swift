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
  public var customDumpDescription: String { "Date(\(ISO8601Date.format(self)))" }
}

extension NSError: CustomDumpReflectable {
  /// `NSError(domain: "D", code: 3, userInfo: [:])`: what the error means, as custom-dump's
  /// conformance prints it, not Foundation's private storage (`_domain`, `_code`, `_userInfo`).
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: ["domain": domain, "code": code, "userInfo": userInfo],
      displayStyle: .class)
  }
}
