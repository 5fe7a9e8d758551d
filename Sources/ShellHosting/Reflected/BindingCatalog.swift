import Composable

/// `BindingAction<State>` seen without its types: one settable case per writable, `Equatable`
/// field of the state, as `send binding.name "Hat"` writes it (TCA's
/// `.binding(.set(\.name, "Hat"))`), and, inside a field holding a struct of its own, one per
/// field of that struct, as `$store.contact.name` binds one (`send binding.contact.name "Alice"`
/// sends `.binding(.set(\.contact.name, "Alice"))`). Storage fields (`_alert`, `_$…`) are left
/// out.
protocol BindingActionShape: SendableMetatype {
  /// Each settable field, its nested fields under it.
  static var fields: [BindingField<Self>] { get }
}

/// One field a binding action can set: its name, its value's shape, and the binding action
/// setting it to what was written (nil when the field's type is not `Equatable` and `Sendable`,
/// so only its own fields can be set); `children`, the fields inside it.
struct BindingField<Binding> {
  let name: String
  let shape: ValueShape
  let build: LiteralBuilder<Binding>?
  let children: [BindingField<Binding>]
}

extension BindingAction: BindingActionShape {
  static var fields: [BindingField<Self>] {
    settableFields(of: Root.self, from: nil, depth: 0)
  }

  /// How many structs deep nested fields are offered: a state's own small structs
  /// (`contact.name`, `settings.sound.volume`), without walking a large model's whole graph.
  private static var nestingLimit: Int { 3 }

  /// The fields of `Base`, which sits at `prefix` from the root (nil: `Base` is the root).
  private static func settableFields<Base>(
    of _: Base.Type, from prefix: AnyKeyPath?, depth: Int
  ) -> [BindingField<Self>] {
    fieldKeyPaths(of: Base.self).compactMap { name, keyPath in
      guard !name.hasPrefix("_") else { return nil }
      let full: AnyKeyPath
      if let prefix {
        guard let joined = prefix.appending(path: keyPath) else { return nil }
        full = joined
      } else {
        full = keyPath
      }
      let valueType = type(of: keyPath).valueType
      let shape = ValueShape(valueType)
      var build: LiteralBuilder<Self>?
      if let settable = valueType as? any (Equatable & Sendable).Type {
        func setter<Value: Equatable & Sendable>(_: Value.Type) -> LiteralBuilder<Self>? {
          guard let writable = full as? WritableKeyPath<Root, Value> else { return nil }
          nonisolated(unsafe) let keyPath = writable
          let build = shape.builder(for: Value.self)
          return { BindingAction.set(keyPath, try build($0)) }
        }
        build = setter(settable)
      }
      var children: [BindingField<Self>] = []
      if depth + 1 < nestingLimit, Self.hasOwnFields(valueType, shape: shape) {
        func nested<Value>(_: Value.Type) -> [BindingField<Self>] {
          settableFields(of: Value.self, from: full, depth: depth + 1)
        }
        children = _openExistential(valueType, do: nested)
      }
      guard build != nil || !children.isEmpty else { return nil }
      return BindingField(name: name, shape: shape, build: build, children: children)
    }
  }

  /// Whether a field's value is a struct of the feature's own whose fields a binding sets one
  /// by one: not a value the shell writes whole (a number, a string, a `UUID`, an array, an
  /// optional), and not a collection (an `IdentifiedArray`, a `StackState`).
  private static func hasOwnFields(_ type: Any.Type, shape: ValueShape) -> Bool {
    guard MetadataKind(of: type) == .struct, !(type is any Collection.Type) else { return false }
    switch shape {
    case .decodable, .unsupported: return true
    default: return false
    }
  }
}
