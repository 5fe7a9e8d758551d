/// The dependencies in force, as swift-dependencies' `DependencyValues`: a value per key, each
/// falling back to the key's live, preview or test value (by ``context``) when not overridden.
///
/// Extend it with one computed property per key:
///
/// ```swift
/// extension DependencyValues {
///   public var authClient: AuthClient {
///     get { self[AuthClientKey.self] }
///     set { self[AuthClientKey.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The values in force for the current task: what `@Dependency` reads. Stores run their
  /// reducers, and effects run their work, with the values captured when they were made.
  @TaskLocal public static var current = DependencyValues()

  /// Which default an unset key takes.
  public var context: DependencyContext = .live

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  public init() {}

  /// The value for `key`: the override when there is one, else the key's default for ``context``.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      switch context {
      case .live:
        if let live = key as? any DependencyKey.Type,
          let value = Self.liveValue(of: live) as? Key.Value
        {
          return value
        }
        return Key.previewValue
      case .preview: return Key.previewValue
      case .test: return Key.testValue
      }
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// No overrides, live context: what `DependencyValues()` holds.
  @usableFromInline
  var isDefault: Bool { storage.isEmpty && context == .live }

  private static func liveValue<K: DependencyKey>(of key: K.Type) -> any Sendable { K.liveValue }

  /// These values with `other`'s overrides laid over them (`other`'s context wins).
  func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = self
    merged.context = other.context
    merged.storage.merge(other.storage) { _, new in new }
    return merged
  }
}

/// Runs `operation` with the current dependencies changed by `update`, as swift-dependencies'
/// `withDependencies`. Stores made inside keep those values for their reducers and effects.
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the async `operation` with the current dependencies changed by `update`.
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try await DependencyValues.$current.withValue(
    values, operation: operation, isolation: isolation)
}
