/// A type's value witness table: its size, alignment and, for enums, the functions that read and
/// take apart a value's case.
///
/// Layout from swift/include/swift/ABI/ValueWitness.def (`TargetValueWitnessTable` followed by
/// `TargetEnumValueWitnessTable`), in pointer-sized slots: eight function witnesses
/// (initializeBufferWithCopyOfBuffer … storeEnumTagSinglePayload), `size`, `stride`, then a
/// 32-bit `flags` and a 32-bit `extraInhabitantCount` sharing one slot, then — only when the
/// flags have `HasEnumWitnesses` — `getEnumTag`, `destructiveProjectEnumData` and
/// `destructiveInjectEnumTag`.
@usableFromInline
struct ValueWitnessTable {
  @usableFromInline let base: UnsafeRawPointer

  @inlinable
  init(_ base: UnsafeRawPointer) { self.base = base }

  @inlinable static var slot: Int { MemoryLayout<UInt>.size }
  private static let sizeSlot = 8
  @inlinable static var flagsSlot: Int { 10 }
  private static let getEnumTagSlot = 11
  private static let destructiveProjectEnumDataSlot = 12
  private static let destructiveInjectEnumTagSlot = 13

  // ValueWitnessFlags (ValueWitness.def / Metadata.h): the low byte is the alignment mask.
  @inlinable static var alignmentMask: UInt32 { 0xFF }
  private static let hasEnumWitnesses: UInt32 = 0x0020_0000
  @inlinable static var isNonInline: UInt32 { 0x0002_0000 }

  var size: Int { base.load(fromByteOffset: Self.sizeSlot * Self.slot, as: Int.self) }

  @inlinable
  var flags: UInt32 {
    base.load(fromByteOffset: Self.flagsSlot * Self.slot, as: UInt32.self)
  }

  /// Alignment minus one.
  @inlinable
  var alignmentMaskValue: Int { Int(flags & Self.alignmentMask) }

  var hasEnumWitnesses: Bool { flags & Self.hasEnumWitnesses != 0 }

  /// Whether a value of the type is stored in an existential container's inline buffer (else
  /// in a heap box the buffer points to).
  @inlinable
  var isValueInline: Bool { flags & Self.isNonInline == 0 }

  // The witnesses use the Swift calling convention; for two pointer arguments and a 32-bit (or
  // no) result it passes them in the same registers as the C convention on x86_64 and arm64,
  // and uses neither the context nor the error register, so they are called as C functions.
  typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  typealias DestructiveProjectEnumData =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer)
    -> Void

  typealias DestructiveInjectEnumTag =
    @convention(c) (
      UnsafeMutableRawPointer, UInt32, UnsafeRawPointer
    ) -> Void

  /// `getEnumTag(value, metadata)`: the case index of a value (payload cases first, then empty
  /// cases, in declaration order within each group; the field descriptor's order).
  var getEnumTag: GetEnumTag {
    unsafeBitCast(
      base.load(fromByteOffset: Self.getEnumTagSlot * Self.slot, as: UnsafeRawPointer.self),
      to: GetEnumTag.self)
  }

  /// `destructiveProjectEnumData(value, metadata)`: turns a value of the enum, in place, into a
  /// value of its case's payload type (clearing tag bits kept in the payload's spare bits).
  var destructiveProjectEnumData: DestructiveProjectEnumData {
    unsafeBitCast(
      base.load(
        fromByteOffset: Self.destructiveProjectEnumDataSlot * Self.slot, as: UnsafeRawPointer.self),
      to: DestructiveProjectEnumData.self)
  }

  /// `destructiveInjectEnumTag(value, tag, metadata)`: turns a payload value (or nothing, for an
  /// empty case), in place, into a value of the enum with case `tag`.
  var destructiveInjectEnumTag: DestructiveInjectEnumTag {
    unsafeBitCast(
      base.load(
        fromByteOffset: Self.destructiveInjectEnumTagSlot * Self.slot, as: UnsafeRawPointer.self),
      to: DestructiveInjectEnumTag.self)
  }
}
