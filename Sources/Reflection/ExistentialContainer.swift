/// Calls `body` with the address of the value `value` holds, read in place from `Any`'s
/// existential container (no copy of the value), when that value is exactly of type `expected`:
/// opening the existential into a generic function and taking the address there cost ~100–200
/// instructions a value (an action's case read, a state diff's two sides).
///
/// Nil, without calling `body`, whenever the container records another type than `expected`.
/// That is how every caller stays inside memory it owns: a layout, a scalar kind or an enum's
/// metadata is chosen from `type(of: value)`, which looks through nested containers, while the
/// bytes here are those of the type the container records. The two differ when `value` holds
/// another existential — a payload or field of type `any Error`, `any P`, `Any`, `any Sendable`
/// or a class-bound protocol as `Mirror` hands it out — and reading the one with the other's
/// layout read a box pointer as a struct (issue 21's `Result<Int, any Error>.failure(APIError)`
/// crash). Callers take their `Mirror` path on nil.
///
/// Layout (swift/docs/ABI/TypeLayout.rst, "Existential Container Layout"; Metadata.h,
/// `TargetMetadata::projectBuffer`): three words of inline buffer, then the value's type
/// metadata. A value whose value witnesses do not say `IsNonInline` lies in the buffer;
/// otherwise the buffer's first word points to a heap box (`HeapObject` header, then the value
/// at the header's size rounded up to the value's alignment). The address is valid only inside
/// `body`.
// Inlinable: the dumper calls it per value, across the module boundary.
@inlinable
package func withUnsafeValueAddress<R>(
  of value: Any, as expected: Any.Type, _ body: (UnsafeRawPointer) -> R
) -> R? {
  withUnsafePointer(to: value) { container in
    let raw = UnsafeRawPointer(container)
    let recorded = raw.load(
      fromByteOffset: ExistentialLayout.typeWord * MemoryLayout<UInt>.size, as: Any.Type.self)
    guard recorded == expected else { return nil }
    let witnesses = RawMetadata(recorded).valueWitnesses
    guard !witnesses.isValueInline else { return body(raw) }
    let box = raw.load(as: UnsafeRawPointer.self)
    let alignmentMask = witnesses.alignmentMaskValue
    return body(box + ((ExistentialLayout.heapObjectHeaderSize + alignmentMask) & ~alignmentMask))
  }
}

@usableFromInline
enum ExistentialLayout {
  /// The word after the three-word inline buffer.
  @inlinable static var typeWord: Int { 3 }
  /// `HeapObject`: its metadata pointer and reference counts.
  @inlinable static var heapObjectHeaderSize: Int { 2 * MemoryLayout<UInt>.size }
}
