/// Calls `body` with the address of the value `value` holds and the type the container records
/// for it, read in place from `Any`'s existential container: no copy of the value, where opening
/// the existential into a generic function and taking the address there cost ~100–200
/// instructions a value (an action's case read, a state diff's two sides). Nil, without calling
/// `body`, when the container holds another existential container (a payload or field of type
/// `Any` as `Mirror` hands it out): callers take their general path for those.
///
/// Layout (swift/docs/ABI/TypeLayout.rst, "Existential Container Layout"; Metadata.h,
/// `TargetMetadata::projectBuffer`): three words of inline buffer, then the value's type
/// metadata. A value whose value witnesses do not say `IsNonInline` lies in the buffer;
/// otherwise the buffer's first word points to a heap box (`HeapObject` header, then the value
/// at the header's size rounded up to the value's alignment).
///
/// The recorded type is the value's static type when it was boxed: the same as `type(of:)` for
/// a struct or enum, possibly a superclass for a class instance. The address is valid only
/// inside `body`.
package func withUnsafeValueAddress<R>(
  of value: Any, _ body: (UnsafeRawPointer, Any.Type) -> R
) -> R? {
  withUnsafePointer(to: value) { container in
    let raw = UnsafeRawPointer(container)
    let type = raw.load(
      fromByteOffset: ExistentialLayout.typeWord * MemoryLayout<UInt>.size, as: Any.Type.self)
    guard MetadataKind(of: type) != .existential else { return nil }
    let witnesses = RawMetadata(type).valueWitnesses
    guard !witnesses.isValueInline else { return body(raw, type) }
    let box = raw.load(as: UnsafeRawPointer.self)
    let alignmentMask = witnesses.alignmentMaskValue
    return body(
      box + ((ExistentialLayout.heapObjectHeaderSize + alignmentMask) & ~alignmentMask), type)
  }
}

private enum ExistentialLayout {
  /// The word after the three-word inline buffer.
  static let typeWord = 3
  /// `HeapObject`: its metadata pointer and reference counts.
  static let heapObjectHeaderSize = 2 * MemoryLayout<UInt>.size
}
