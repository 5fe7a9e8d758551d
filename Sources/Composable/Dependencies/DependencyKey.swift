/// Which value a dependency takes when nothing overrides it, as swift-dependencies'
/// `DependencyContext`: a running app uses `liveValue`, a preview `previewValue`, a test store
/// `testValue`.
public enum DependencyContext: Sendable, Equatable {
  case live
  case preview
  case test
}

/// A key for a dependency that has a test value, as swift-dependencies' `TestDependencyKey`.
/// `previewValue` defaults to `testValue`.
///
/// Defaults are computed on every read that finds no override, so a key whose value holds state
/// (a clock, an account store) should return a `static let`.
public protocol TestDependencyKey {
  /// What the key gives; the key's own type by default, as swift-dependencies declares it, so a
  /// client that is its own key (`extension APIClient: DependencyKey { static let liveValue =
  /// APIClient(…) }`) needs no `typealias`.
  associatedtype Value: Sendable = Self
  static var testValue: Value { get }
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  public static var previewValue: Value { testValue }
}

/// A key for a dependency with a live value, as swift-dependencies' `DependencyKey`.
/// `previewValue` defaults to `liveValue`. A key that gives no `testValue` reports, when a test
/// reads it, "@Dependency(Key) has no test implementation, but was accessed from a test context"
/// (a failure inside a `TestStore`) and answers `previewValue`. A key whose `Value` is another
/// type and that gives `liveValue` alone names it (`typealias Value = String`), as with
/// swift-dependencies: Swift cannot choose between `liveValue`'s type and the default.
public protocol DependencyKey: TestDependencyKey {
  static var liveValue: Value { get }
}

extension DependencyKey {
  public static var previewValue: Value { liveValue }

  public static var testValue: Value {
    reportIssue(
      "@Dependency(\(typeName(Self.self))) has no test implementation, but was accessed from a test context. Override it with 'withDependencies' or give the key a 'testValue'."
    )
    return previewValue
  }
}
