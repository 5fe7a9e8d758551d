import Synchronization

/// Names of payload-less enum cases, remembered by the value's bits so that dumping an action
/// such as `.increment` skips `Mirror` and `String(describing:)` (each ~1 µs) after the first
/// time.
///
/// Why a value's bits identify its case: an enum must tell its cases apart from the value's bits
/// alone, so two values with identical bits are the same case; a payload-less case has no other
/// content, so its name is a function of its bits. A value of a payload case can never have the
/// bits of a payload-less one (the enum could not tell them apart). Padding bytes that differ
/// between two copies of the same case only cause a miss, which falls back to `Mirror`.
///
/// Only enums of at most 8 bytes are cached (the bits fit one `UInt64` key), and only those that
/// do not customise their printing (`CustomStringConvertible`, `TextOutputStreamable`,
/// `CustomDebugStringConvertible`), so the cached name is exactly what `String(describing:)`
/// printed: the runtime's case name. Entries are added only from values whose mirror has no
/// children.
enum EnumCaseNames {
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let bits: UInt64
  }

  /// A case's name, and its whole dump at the root (`Counter.Action.increment`), which an
  /// action's dump is and which never changes: kept whole, a root dump is one look-up.
  private struct Names {
    let name: String
    let rootText: String
  }

  private static let names = Mutex<[Key: Names]>([:])

  /// Whether values of `type` may be cached at all (worked out once per type, in the traits).
  static func isCacheable(_ type: Any.Type) -> Bool {
    // A plain enum, not `Optional` (which has its own kind).
    guard MetadataKind(of: type) == .enum else { return false }
    if type is any CustomStringConvertible.Type || type is any TextOutputStreamable.Type
      || type is any CustomDebugStringConvertible.Type
    {
      return false
    }
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size) <= 8
  }

  static func name(of value: Any) -> String? {
    guard let key = key(for: value) else { return nil }
    return names.withLock { $0[key]?.name }
  }

  /// The value's dump at the root, when it is a payload-less case seen before. Only cacheable
  /// types' cases are remembered, so a hit needs no look-up of the type's traits.
  static func rootText(of value: Any) -> String? {
    // Every root dump asks: anything but an enum leaves after one read of its metadata's kind.
    guard MetadataKind(of: Swift.type(of: value)) == .enum, let key = key(for: value) else {
      return nil
    }
    return names.withLock { $0[key]?.rootText }
  }

  static func remember(_ name: String, for value: Any) {
    guard let key = key(for: value) else { return }
    let rootText = typeName(Swift.type(of: value)) + "." + name
    names.withLock { $0[key] = Names(name: name, rootText: rootText) }
  }

  private static func key(for value: Any) -> Key? {
    func bits<T>(_ value: T) -> UInt64? {
      guard MemoryLayout<T>.size <= 8 else { return nil }
      var result: UInt64 = 0
      // Copies the value's `size` bytes (at most 8) into a zeroed word: a plain byte copy of
      // initialised memory of the value, never interpreted as anything but a key.
      withUnsafeBytes(of: value) { source in
        withUnsafeMutableBytes(of: &result) { target in
          target.copyMemory(from: source)
        }
      }
      return result
    }
    guard let bits = _openExistential(value, do: bits) else { return nil }
    return Key(type: ObjectIdentifier(Swift.type(of: value)), bits: bits)
  }
}
