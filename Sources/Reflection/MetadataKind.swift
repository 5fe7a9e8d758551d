/// The kind of a Swift type's runtime metadata: the first word of every non-class metadata
/// record.
///
/// Values from the Swift ABI's `MetadataKind.def` (swift/include/swift/ABI/MetadataKind.def):
/// a kind is a small integer built from the flags `MetadataKindIsNonHeap` (0x200),
/// `MetadataKindIsNonType` (0x400) and `MetadataKindIsRuntimePrivate` (0x100). A class's
/// metadata starts with its isa/superclass pointer instead, so any word above
/// `LastEnumerated` (0x7FF) is a class.
package enum MetadataKind: Equatable, Sendable {
  case `class`
  case `struct`
  case `enum`
  case optional
  case foreignClass
  case opaque
  case tuple
  case function
  case existential
  case metatype
  case existentialMetatype
  /// Any other kind (heap boxes, error objects): not a type a value of `Any` has.
  case other(UInt)

  // MetadataKind.def: Class = 0, Struct = 0 | NonHeap, Enum = 1 | NonHeap,
  // Optional = 2 | NonHeap, ForeignClass = 3 | NonHeap, Opaque = 0 | Private | NonHeap,
  // Tuple = 1 | Private | NonHeap, Function = 2 | Private | NonHeap,
  // Existential = 3 | Private | NonHeap, Metatype = 4 | Private | NonHeap,
  // ExistentialMetatype = 6 | Private | NonHeap.
  private static let lastEnumerated: UInt = 0x7FF

  /// The kind of `type`'s metadata.
  package init(of type: Any.Type) {
    self.init(rawValue: RawMetadata(type).word(0))
  }

  init(rawValue raw: UInt) {
    switch raw {
    case 0x000: self = .class
    case 0x200: self = .struct
    case 0x201: self = .enum
    case 0x202: self = .optional
    case 0x203: self = .foreignClass
    case 0x300: self = .opaque
    case 0x301: self = .tuple
    case 0x302: self = .function
    case 0x303: self = .existential
    case 0x304: self = .metatype
    case 0x306: self = .existentialMetatype
    case let raw where raw > Self.lastEnumerated: self = .class
    default: self = .other(raw)
    }
  }

  /// How a message names the kind: "a struct", "a tuple".
  package var description: String {
    switch self {
    case .class: "a class"
    case .struct: "a struct"
    case .enum: "an enum"
    case .optional: "an Optional"
    case .foreignClass: "a foreign class"
    case .opaque: "an opaque type"
    case .tuple: "a tuple"
    case .function: "a function"
    case .existential: "an existential"
    case .metatype: "a metatype"
    case .existentialMetatype: "an existential metatype"
    case .other(let raw): "metadata of kind 0x\(String(raw, radix: 16))"
    }
  }
}

/// A type's metadata record seen as raw memory: the one place that turns a metatype into an
/// address. Every read goes through the typed wrappers of this folder.
@usableFromInline
struct RawMetadata {
  @usableFromInline let base: UnsafeRawPointer

  @inlinable
  init(_ type: Any.Type) {
    // A thick metatype of a Swift type is the address of its metadata record.
    base = unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  /// The pointer-sized word at `index` (0 is the kind word).
  func word(_ index: Int) -> UInt {
    base.load(fromByteOffset: index * MemoryLayout<UInt>.size, as: UInt.self)
  }

  /// The 32-bit value at the start of word `index`.
  func uint32(atWord index: Int) -> UInt32 {
    base.load(fromByteOffset: index * MemoryLayout<UInt>.size, as: UInt32.self)
  }

  /// The pointer stored at word `index`.
  func pointer(_ index: Int) -> UnsafeRawPointer? {
    base.load(fromByteOffset: index * MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
  }

  /// The value witness table, stored in the word before the metadata's address point
  /// (swift/include/swift/ABI/Metadata.h, `TargetMetadata::getValueWitnesses`).
  @inlinable
  var valueWitnesses: ValueWitnessTable {
    ValueWitnessTable(
      base.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UnsafeRawPointer.self))
  }
}

/// Resolves a relative direct pointer (swift/include/swift/Basic/RelativePointer.h): a signed
/// 32-bit offset from the address of the offset itself; 0 means null.
func relativeTarget(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = address.load(as: Int32.self)
  return offset == 0 ? nil : address + Int(offset)
}

/// Resolves a relative indirectable pointer (RelativePointer.h): as a direct one, except that
/// a set low bit means the offset (without that bit) reaches a pointer to the target.
func relativeIndirectableTarget(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = address.load(as: Int32.self)
  guard offset & 1 != 0 else { return relativeTarget(at: address) }
  return (address + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
}
