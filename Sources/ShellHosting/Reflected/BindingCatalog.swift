import Composable

/// `BindingAction<State>` seen without its types: one settable case per writable, `Equatable`
/// field of the state, as `send binding.name "Hat"` writes it (TCA's
/// `.binding(.set(\.name, "Hat"))`). Storage fields (`_alert`, `_$…`) are left out.
protocol BindingActionShape: SendableMetatype {
  /// Each settable field: its name, its value's shape, and the binding action setting it to
  /// what was written.
  static var fields: [(name: String, shape: ValueShape, build: LiteralBuilder<Self>)] { get }
}

extension BindingAction: BindingActionShape {
  static var fields: [(name: String, shape: ValueShape, build: LiteralBuilder<Self>)] {
    fieldKeyPaths(of: Root.self).compactMap { name, keyPath in
      guard !name.hasPrefix("_"),
        let valueType = type(of: keyPath).valueType as? any (Equatable & Sendable).Type
      else { return nil }
      let shape = ValueShape(valueType)
      func setter<Value: Equatable & Sendable>(_: Value.Type) -> LiteralBuilder<Self>? {
        guard let writable = keyPath as? WritableKeyPath<Root, Value> else { return nil }
        nonisolated(unsafe) let keyPath = writable
        let build = shape.builder(for: Value.self)
        return { BindingAction.set(keyPath, try build($0)) }
      }
      return setter(valueType).map { (name, shape, $0) }
    }
  }
}
