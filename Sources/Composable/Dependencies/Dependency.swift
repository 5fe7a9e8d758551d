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
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  /// The values in force at `init`.
  let initialValues: DependencyValues

  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
    self.initialValues = DependencyValues.current
  }

  public var wrappedValue: Value {
    let current = DependencyValues.current
    // Most reducers are made where nothing is overridden: then only the current values count.
    if initialValues.isDefault { return current[keyPath: keyPath] }
    if current.isDefault { return initialValues[keyPath: keyPath] }
    return initialValues.merging(current)[keyPath: keyPath]
  }
}

/// What ``withDependencies(from:_:operation:fileID:line:)`` looks for in a model's stored
/// properties: an `@Dependency`, whatever its value type.
protocol DependencyCarrier {
  var initialValues: DependencyValues { get }
}

extension Dependency: DependencyCarrier {}
