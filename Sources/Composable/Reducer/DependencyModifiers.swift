extension Reducer {
  /// Runs this reducer, and the effects it returns, with one dependency set to `value`, as TCA's
  /// `.dependency(\.key, value)`:
  ///
  /// ```swift
  /// Child()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  ///
  /// Dependencies further out (the store's) apply to every other key.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs this reducer, and its effects, with a dependency that is its own key set to `value`,
  /// as TCA's `.dependency(NumberFactClient.mock)`.
  public func dependency<Value: TestDependencyKey & SendableMetatype>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Runs this reducer, and its effects, with one dependency changed by `transform` (which gets
  /// the value in force and changes it in place), as TCA's `.transformDependency(\.key) { ... }`.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer `.dependency` and `.transformDependency` return (TCA's type of the same name).
/// Chained modifiers fold into one, applied in the order written: the last one wins for a key
/// they share, as in TCA.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  let base: Base
  let update: (inout DependencyValues) -> Void

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var values = DependencyValues.current
    update(&values)
    // `.run` captures the values in force when it is made, so the effects see them too.
    return DependencyValues.$current.withValue(values) {
      base.reduce(into: &state, action: action)
    }
  }
}

extension _DependencyKeyWritingReducer {
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> Self {
    let update = self.update
    return Self(base: base) { values in
      update(&values)
      values[keyPath: keyPath] = value
    }
  }

  public func dependency<Value: TestDependencyKey & SendableMetatype>(_ value: Value) -> Self
  where Value.Value == Value {
    let update = self.update
    return Self(base: base) { values in
      update(&values)
      values[Value.self] = value
    }
  }

  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    let update = self.update
    return Self(base: base) { values in
      update(&values)
      transform(&values[keyPath: keyPath])
    }
  }
}
