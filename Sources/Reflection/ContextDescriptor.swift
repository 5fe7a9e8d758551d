/// A context descriptor seen as raw memory: the record the compiler emits for a module, an
/// extension, an anonymous (file-private or local) scope, or a nominal type.
///
/// Layout from swift/include/swift/ABI/Metadata.h (`TargetContextDescriptor`): 32-bit flags
/// whose low five bits are the kind (`ContextDescriptorFlags`, swift/include/swift/ABI/
/// MetadataValues.h), then at offset 4 the parent as a relative indirectable pointer.
struct ContextDescriptor {
  let base: UnsafeRawPointer

  // ContextDescriptorKind (MetadataValues.h).
  static let moduleKind: UInt32 = 0
  static let anonymousKind: UInt32 = 2
  static let enumKind: UInt32 = 18
  private static let kindMask: UInt32 = 0x1F
  private static let parentOffset = 4

  /// The nominal type descriptor of a struct's, enum's or optional's metadata, at word 1
  /// (`TargetValueMetadata::Description`); nil for metadata that holds none there.
  init?(valueType type: Any.Type) {
    guard let base = RawMetadata(type).pointer(1) else { return nil }
    self.base = base
  }

  init(_ base: UnsafeRawPointer) { self.base = base }

  /// The flags word.
  var flags: UInt32 { base.load(as: UInt32.self) }

  /// `ContextDescriptorKind`: the low five bits of the flags.
  var kind: UInt32 { flags & Self.kindMask }

  /// The context this one is declared in; nil for a module, which has none.
  var parent: ContextDescriptor? {
    relativeIndirectableTarget(at: base + Self.parentOffset).map(ContextDescriptor.init)
  }
}
