import Composable
import Foundation

/// The standard library's and Foundation's values, each written through its public API
/// (`URL(string: "…")!`, `Decimal(string: "1.25")!`, `TimeZone(identifier: "…")!`), never
/// through the private storage reflection shows. A form that cannot rebuild an equal value is
/// checked here by building it, and refused when it does not.
extension SwiftExpression {
  /// `value` as a literal or a Foundation initializer; nil when it is none of these types.
  static func scalar(_ value: Any, at place: String) throws(ShellError) -> String? {
    switch value {
    case let text as TextState: return "TextState(\(literal(text.string)))"
    case let string as String: return literal(string)
    case let string as Substring: return literal(String(string))
    case let character as Character: return literal(String(character))
    case let bool as Bool: return String(bool)
    case let int as any BinaryInteger: return "\(int)"
    case let double as Double: return floating(double)
    case let float as Float: return floating(Double(float))
    // An integer literal, as TCA's tests write stack ids (`.element(id: 0, action: …)`).
    case let id as StackElementID: return String(id.generation)
    case let uuid as UUID: return "UUID(uuidString: \"\(uuid.uuidString)\")!"
    case let date as Date: return Self.date(date)
    case let duration as Duration: return Self.duration(duration)
    case let url as URL: return try Self.url(url, at: place)
    case let decimal as Decimal:
      return try checked(
        "Decimal(string: \(literal(decimal.description)))!",
        Decimal(string: decimal.description) == decimal, decimal, place)
    case let data as Data:
      return data.count <= 32
        ? "Data([\(data.map { String($0) }.joined(separator: ", "))])"
        : "Data(base64Encoded: \(literal(data.base64EncodedString())))!"
    case let locale as Locale:
      return try checked(
        "Locale(identifier: \(literal(locale.identifier)))",
        Locale(identifier: locale.identifier) == locale, locale, place)
    case let zone as TimeZone: return try Self.timeZone(zone, at: place)
    case let calendar as Calendar: return try Self.calendar(calendar, at: place)
    // The class itself only (a subclass's initializer may take other arguments), found by its
    // type: a cast to NSError of another class crashed in the runtime (Swift 6.3.1, Linux).
    case _ where Swift.type(of: value) == NSError.self:
      let error = value as! NSError
      return try checked(
        "NSError(domain: \(literal(error.domain)), code: \(error.code))", error.userInfo.isEmpty,
        error, place)
    default: break
    }
    let type = typeName(Swift.type(of: value))
    if type == "Range" || type == "ClosedRange", isLibraryType(Swift.type(of: value)) {
      let bounds = Mirror(reflecting: value).children.map(\.value)
      guard bounds.count == 2, let lower = try scalar(bounds[0], at: place),
        let upper = try scalar(bounds[1], at: place)
      else { return nil }
      return "\(lower)\(type == "Range" ? "..<" : "...")\(upper)"
    }
    return nil
  }

  /// Whether `scalar` writes `value` (a literal or a Foundation value, never a memberwise
  /// initializer).
  static func isScalar(_ value: Any) -> Bool {
    switch value {
    case is TextState, is String, is Substring, is Character, is Bool, is any BinaryInteger,
      is Double, is Float, is StackElementID, is UUID, is Date, is Duration, is URL, is Decimal,
      is Data, is Locale, is TimeZone, is Calendar:
      return true
    case _ where Swift.type(of: value) == NSError.self: return true
    default: return false
    }
  }

  /// `1.5`, `1e-05`, `.infinity`, `-.infinity`, `.nan`: what Swift reads back as the same number.
  private static func floating(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return "\(value)"
  }

  /// `Date(timeIntervalSince1970: …)`, or since the reference date when going through 1970
  /// would round a fraction of a second differently.
  static func date(_ date: Date) -> String {
    if Date(timeIntervalSince1970: date.timeIntervalSince1970) == date {
      return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
    }
    return "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
  }

  /// `.seconds(3)`, `.milliseconds(1500)`, `.microseconds(…)`, `.nanoseconds(…)`, in the largest
  /// unit that holds it exactly; `Duration(secondsComponent:attosecondsComponent:)` below that.
  static func duration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let units: [(name: String, attoseconds: Int64)] = [
      ("milliseconds", 1_000_000_000_000_000), ("microseconds", 1_000_000_000_000),
      ("nanoseconds", 1_000_000_000),
    ]
    for unit in units where attoseconds % unit.attoseconds == 0 {
      let perSecond = 1_000_000_000_000_000_000 / unit.attoseconds
      let (total, overflow) = seconds.multipliedReportingOverflow(by: perSecond)
      guard !overflow else { break }
      return ".\(unit.name)(\(total + attoseconds / unit.attoseconds))"
    }
    return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
  }

  /// `URL(string: "…")!`, relative to its base when it has one; a file URL that the string form
  /// does not rebuild is `URL(fileURLWithPath: "…")`.
  private static func url(_ url: URL, at place: String) throws(ShellError) -> String {
    if let base = url.baseURL {
      let baseText = try Self.url(base, at: place)
      return try checked(
        "URL(string: \(literal(url.relativeString)), relativeTo: \(baseText))!",
        URL(string: url.relativeString, relativeTo: base) == url, url, place)
    }
    if URL(string: url.absoluteString) == url {
      return "URL(string: \(literal(url.absoluteString)))!"
    }
    return try checked(
      "URL(fileURLWithPath: \(literal(url.path)))",
      url.isFileURL && URL(fileURLWithPath: url.path) == url, url, place)
  }

  /// `TimeZone(identifier: "Europe/Paris")!`, or `TimeZone(secondsFromGMT: 3600)!` for a fixed
  /// offset its identifier does not name.
  private static func timeZone(_ zone: TimeZone, at place: String) throws(ShellError) -> String {
    if TimeZone(identifier: zone.identifier) == zone {
      return "TimeZone(identifier: \(literal(zone.identifier)))!"
    }
    let offset = zone.secondsFromGMT()
    return try checked(
      "TimeZone(secondsFromGMT: \(offset))!", TimeZone(secondsFromGMT: offset) == zone, zone,
      place)
  }

  /// `Calendar(identifier: .gregorian)`, with the settings that differ from that calendar's
  /// set in a closure (`{ var calendar = …; calendar.timeZone = …; return calendar }()`).
  private static func calendar(_ calendar: Calendar, at place: String) throws(ShellError)
    -> String
  {
    let head = "Calendar(identifier: .\(calendar.identifier))"
    var rebuilt = Calendar(identifier: calendar.identifier)
    var settings: [String] = []
    if rebuilt.timeZone != calendar.timeZone {
      rebuilt.timeZone = calendar.timeZone
      settings.append("calendar.timeZone = " + (try timeZone(calendar.timeZone, at: place)))
    }
    if rebuilt.locale != calendar.locale, let locale = calendar.locale {
      rebuilt.locale = locale
      settings.append("calendar.locale = Locale(identifier: \(literal(locale.identifier)))")
    }
    if rebuilt.firstWeekday != calendar.firstWeekday {
      rebuilt.firstWeekday = calendar.firstWeekday
      settings.append("calendar.firstWeekday = \(calendar.firstWeekday)")
    }
    if rebuilt.minimumDaysInFirstWeek != calendar.minimumDaysInFirstWeek {
      rebuilt.minimumDaysInFirstWeek = calendar.minimumDaysInFirstWeek
      settings.append("calendar.minimumDaysInFirstWeek = \(calendar.minimumDaysInFirstWeek)")
    }
    let text =
      settings.isEmpty
      ? head
      : "{ var calendar = \(head); \(settings.joined(separator: "; ")); return calendar }()"
    return try checked(text, rebuilt == calendar, calendar, place)
  }

  /// `text` when building it gave back the value; otherwise the refusal.
  private static func checked(_ text: String, _ rebuilds: Bool, _ value: Any, _ place: String)
    throws(ShellError) -> String
  {
    guard rebuilds else {
      throw ShellError(
        "save --swift cannot write \(customDump(value)) as Swift (\(place)): \(text) would not rebuild it; nothing was saved"
      )
    }
    return text
  }
}
