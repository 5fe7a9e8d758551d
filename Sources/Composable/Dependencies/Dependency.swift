/// Reads a dependency, as swift-dependencies' `@Dependency(\.key)`:
///
/// ```swift
/// struct Timer: Reducer {
///   @Dependency(\.continuousClock) var clock
/// }
/// ```
///
/// It reads the values in force where it is accessed (inside a store's reducer, the store's;
/// inside a `.run` effect, those in force when the reducer returned it), laid over the values
/// that were in force when the value holding it was made. That second part is what
/// ``withDependencies(from:_:operation:fileID:line:)`` hands on from a model to the models it
/// makes.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let read: @Sendable (DependencyValues) -> Value
  /// The values in force at `init`.
  let initialValues: DependencyValues

  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.read = { $0[keyPath: keyPath] }
    self.initialValues = DependencyValues.current
  }

  /// A dependency named by its key type, as swift-dependencies' `@Dependency(NumberFactClient.self)`
  /// for a client that is its own key (`extension NumberFactClient: DependencyKey`).
  public init<Key: TestDependencyKey & SendableMetatype>(_ key: Key.Type) where Key.Value == Value {
    self.read = { $0[Key.self] }
    self.initialValues = DependencyValues.current
  }

  public var wrappedValue: Value {
    let current = DependencyValues.current
    // Most reducers are made where nothing is overridden: then only the current values count.
    if initialValues.isDefault { return read(current) }
    if current.isDefault { return read(initialValues) }
    return read(initialValues.merging(current))
  }
}

/// What ``withDependencies(from:_:operation:fileID:line:)`` looks for in a model's stored
/// properties: an `@Dependency`, whatever its value type.
protocol DependencyCarrier {
  var initialValues: DependencyValues { get }
}

extension Dependency: DependencyCarrier {}
