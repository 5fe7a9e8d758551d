import Foundation

// The calendar, locale and time zone a feature formats and computes dates with, as
// swift-dependencies' `\.calendar`, `\.locale` and `\.timeZone`: the system's autoupdating
// values when live; read in a test without an override, each reports
// "Unimplemented: '@Dependency(\.calendar)'" (a failure inside a `TestStore`) and answers the
// system's value, so the test goes on.

private enum CalendarKey: DependencyKey {
  static let liveValue = Calendar.autoupdatingCurrent
  static var testValue: Calendar {
    reportUnimplemented("@Dependency(\\.calendar)")
    return .autoupdatingCurrent
  }
}

private enum LocaleKey: DependencyKey {
  static let liveValue = Locale.autoupdatingCurrent
  static var testValue: Locale {
    reportUnimplemented("@Dependency(\\.locale)")
    return .autoupdatingCurrent
  }
}

private enum TimeZoneKey: DependencyKey {
  static let liveValue = TimeZone.autoupdatingCurrent
  static var testValue: TimeZone {
    reportUnimplemented("@Dependency(\\.timeZone)")
    return .autoupdatingCurrent
  }
}

extension DependencyValues {
  /// The calendar for date arithmetic (`calendar.startOfDay(for:)`): `Calendar.autoupdatingCurrent`
  /// when live; in a test, unimplemented until overridden
  /// (`$0.calendar = Calendar(identifier: .gregorian)`).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The locale for formatting: `Locale.autoupdatingCurrent` when live; in a test, unimplemented
  /// until overridden (`$0.locale = Locale(identifier: "en_US")`).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone for dates shown or computed: `TimeZone.autoupdatingCurrent` when live; in a
  /// test, unimplemented until overridden (`$0.timeZone = TimeZone(secondsFromGMT: 0)!`).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
