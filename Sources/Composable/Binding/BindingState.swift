/// A field a view may write through a binding, as TCA 1.0–1.3's `@BindingState` (before
/// `@ObservableState` made every field bindable): `$name` projects the wrapper, and a binding
/// action names it, `.binding(.set(\.$name, "Blob"))`.
///
/// It dumps as its wrapped value under the storage's name (`_name: "Blob"`), as TCA's does. A
/// binding action on it names its key path as Swift describes `\.$name` on Linux, where a
/// computed property has no name at run time (`\.<computed 0x… (BindingState<String>)>`).
@propertyWrapper
public struct BindingState<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingAction {
  /// Writes `value` into the `@BindingState` field at `keyPath` (`\.$name`), TCA 1.0's
  /// `.set(\.$name, value)`; `case .binding(\.$name):` matches it.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value
  ) -> Self {
    .set(keyPath, BindingState(wrappedValue: value))
  }
}
