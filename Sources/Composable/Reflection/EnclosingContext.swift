/// The declaration a struct or enum is nested in, as a comparable handle: `RowFeature.State` and
/// `RowFeature.Action` have the same one. Read from the type's context descriptor, so two types
/// are compared by where they are declared, never by their printed names.
///
/// Layout from swift/include/swift/ABI/Metadata.h: struct, enum and optional metadata hold their
/// nominal type descriptor at word 1 (`TargetValueMetadata::Description`); every context
/// descriptor starts with 32-bit flags whose low five bits are its kind
/// (`ContextDescriptorKind`: `Module` = 0, `Anonymous` = 2, the file-private or local scope a
/// `private` or local type is declared in) and, at offset 4, its parent as a relative
/// indirectable pointer (`TargetContextDescriptor::Parent`; the low bit set means the offset
/// reaches a pointer to the parent rather than the parent).
package struct EnclosingContext: Hashable, Sendable {
  private let address: UInt

  private static let descriptorWord = 1
  private static let parentOffset = 4
  private static let kindMask: UInt32 = 0x1F
  private static let moduleKind: UInt32 = 0
  private static let anonymousKind: UInt32 = 2
  private static let indirectBit: Int32 = 1

  /// The declaration `type` is nested in; nil for a type declared at a file's top level (in its
  /// module, or in the file's private scope), and for a class, tuple, function or other kind
  /// whose descriptor is not read here. A type declared in an extension is nested in that
  /// extension, not in the type the extension extends.
  package init?(of type: Any.Type) {
    switch MetadataKind(of: type) {
    case .struct, .enum, .optional: break
    default: return nil
    }
    guard let descriptor = RawMetadata(type).pointer(Self.descriptorWord),
      let parent = Self.relativeIndirectableTarget(at: descriptor + Self.parentOffset),
      ![Self.moduleKind, Self.anonymousKind].contains(parent.load(as: UInt32.self) & Self.kindMask)
    else { return nil }
    address = UInt(bitPattern: parent)
  }

  private static func relativeIndirectableTarget(at address: UnsafeRawPointer) -> UnsafeRawPointer?
  {
    let offset = address.load(as: Int32.self)
    guard offset != 0 else { return nil }
    guard offset & indirectBit != 0 else { return address + Int(offset) }
    return (address + Int(offset & ~indirectBit)).load(as: UnsafeRawPointer?.self)
  }
}
