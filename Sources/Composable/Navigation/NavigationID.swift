/// Who a presented child is, after TCA's `NavigationID`: the key path to the slot that holds it
/// plus the value's identity (its `id` when it is `Identifiable`, else its type and, for an enum
/// such as a destination, the case it is in, with that case's payload `id` when it has one).
///
/// Two values with the same navigation id are "the same presentation, changed"; a different id
/// means the old one was dismissed and a new one presented.
struct NavigationID: Hashable, Sendable {
  let slot: SlotKey
  let identity: AnyHashableSendable

  init(slot: AnyKeyPath, value: Any) {
    self.slot = SlotKey(slot)
    self.identity = Self.identity(of: value)
  }

  init(slot: AnyKeyPath, elementID: some Hashable & Sendable) {
    self.slot = SlotKey(slot)
    self.identity = AnyHashableSendable(elementID)
  }

  /// An ephemeral value's own id; else an `Identifiable` id; else the type, with the enum case
  /// and its payload's identity for an enum.
  static func identity(of value: Any) -> AnyHashableSendable {
    if let ephemeral = value as? EphemeralState {
      return AnyHashableSendable(EphemeralIdentity(id: ephemeral.presentationID))
    }
    if let identifiable = value as? any Identifiable {
      return AnyHashableSendable(IdentifiedValue(type: typeKey(value), id: idOf(identifiable)))
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum {
      let caseName = mirror.children.first?.label ?? String(describing: value)
      let payload = mirror.children.first.map { identity(of: $0.value) }
      return AnyHashableSendable(EnumCase(type: typeKey(value), name: caseName, payload: payload))
    }
    return AnyHashableSendable(typeKey(value))
  }

  /// Whether `value` (or the payload of the enum case it is in) dismisses itself after one of
  /// its actions: an alert or a confirmation dialog (TCA's `_EphemeralState`).
  static func isEphemeral(_ value: Any) -> Bool {
    if value is EphemeralState { return true }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
      return false
    }
    return payload is EphemeralState
  }

  private static func typeKey(_ value: Any) -> ObjectIdentifier {
    ObjectIdentifier(type(of: value))
  }

  private static func idOf<T: Identifiable>(_ value: T) -> AnyHashableSendable {
    AnyHashableSendable(UncheckedHashable(base: AnyHashable(value.id)))
  }
}

/// A key path as a hashable, sendable value. Key paths are immutable once made; the box only
/// compares and hashes them.
struct SlotKey: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}

private struct EphemeralIdentity: Hashable, @unchecked Sendable {
  // Alert and dialog ids are UUIDs (Sendable); AnyHashable hides that from the compiler.
  let id: AnyHashable
}

private struct IdentifiedValue: Hashable, Sendable {
  let type: ObjectIdentifier
  let id: AnyHashableSendable
}

private struct EnumCase: Hashable, Sendable {
  let type: ObjectIdentifier
  let name: String
  let payload: AnyHashableSendable?
}

/// An `Identifiable` id seen as `AnyHashable`. Ids are values compared only for identity; the
/// navigation code never hands them to another task except inside its own cancellation keys.
private struct UncheckedHashable: Hashable, @unchecked Sendable {
  let base: AnyHashable
}
