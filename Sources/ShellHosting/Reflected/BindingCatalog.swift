import Composable

/// `BindingAction<State>` seen without its types: one settable case per writable, `Equatable`
/// field of the state, as `send binding.name "Hat"` writes it (TCA's
/// `.binding(.set(\.name, "Hat"))`). Storage fields (`_alert`, `_$…`) are left out.
protocol BindingActionShape {
  static var fields: [(name: String, shape: ValueShape, make: @Sendable (Any) -> Any?)] { get }
}

extension BindingAction: BindingActionShape {
  static var fields: [(name: String, shape: ValueShape, make: @Sendable (Any) -> Any?)] {
    fieldKeyPaths(of: Root.self).compactMap { name, keyPath in
      guard !name.hasPrefix("_"),
        let valueType = type(of: keyPath).valueType as? any (Equatable & Sendable).Type
      else { return nil }
      func setter<Value: Equatable & Sendable>(_: Value.Type) -> (@Sendable (Any) -> Any?)? {
        guard let writable = keyPath as? WritableKeyPath<Root, Value> else { return nil }
        nonisolated(unsafe) let keyPath = writable
        return { value in (value as? Value).map { BindingAction.set(keyPath, $0) } }
      }
      return setter(valueType).map { (name, ValueShape(valueType), $0) }
    }
  }
}
