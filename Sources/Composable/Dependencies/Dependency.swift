/// Reads a dependency from the values in force when it is accessed, as swift-dependencies'
/// `@Dependency(\.key)`:
///
/// ```swift
/// struct Timer: Reducer {
///   @Dependency(\.continuousClock) var clock
/// }
/// ```
///
/// Inside a store's reducer those are the store's values; inside a `.run` effect, the values in
/// force when the reducer returned it.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}
