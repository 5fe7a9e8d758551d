import Foundation

/// Tells the current date, as swift-dependencies' `DateGenerator`: `date.now` or `date()`.
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  public var now: Date { generate() }
  public func callAsFunction() -> Date { generate() }

  /// The system's date (`Date()`).
  public static let live = DateGenerator { Date() }

  /// Always `date`.
  public static func constant(_ date: Date) -> Self { Self { date } }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator.live
  static let testValue = DateGenerator {
    reportUnimplemented("@Dependency(\\.date)")
    return Date(timeIntervalSince1970: 0)
  }
}

extension DependencyValues {
  /// The current date: the system's when live; in a test, unimplemented until overridden
  /// (`.constant(...)`).
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
