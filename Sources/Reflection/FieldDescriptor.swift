/// A nominal type's reflection record: its stored properties, or its enum cases in tag order,
/// each with a name, a mangled type name and flags. These are the records `Mirror` reads.
///
/// Layout from swift/include/swift/RemoteInspection/Records.h (`FieldDescriptor`,
/// `FieldRecord`): a 16-byte header — relative pointer to the mangled type name (0), to the
/// superclass (4), a 16-bit kind (8), a 16-bit record size (10), a 32-bit record count (12) —
/// followed by the records, each a 32-bit flags word, a relative pointer to the mangled type
/// name (0 for a case without payload) and one to the name.
struct FieldDescriptor {
  struct Record {
    let name: String
    /// The mangled type name's bytes start here; nil for a payload-less enum case.
    let mangledTypeName: UnsafeRawPointer?
    let isIndirectCase: Bool
  }

  private static let kindOffset = 8
  private static let recordSizeOffset = 10
  private static let countOffset = 12
  private static let headerSize = 16
  // FieldRecordFlags (Records.h).
  private static let isIndirectCase: UInt32 = 0x1

  let records: [Record]

  init(_ base: UnsafeRawPointer) {
    let recordSize = Int(base.load(fromByteOffset: Self.recordSizeOffset, as: UInt16.self))
    let count = Int(base.load(fromByteOffset: Self.countOffset, as: UInt32.self))
    records = (0..<count).map { index in
      let record = base + Self.headerSize + index * recordSize
      let flags = record.load(as: UInt32.self)
      let name = relativeTarget(at: record + 8).map {
        String(cString: $0.assumingMemoryBound(to: CChar.self))
      }
      return Record(
        name: name ?? "", mangledTypeName: relativeTarget(at: record + 4),
        isIndirectCase: flags & Self.isIndirectCase != 0)
    }
  }
}

/// The type a mangled name in a reflection record stands for, or nil when the runtime cannot
/// build it.
func resolveMangledTypeName(
  _ name: UnsafeRawPointer, context: UnsafeRawPointer, genericArguments: UnsafeRawPointer?
) -> Any.Type? {
  // The standard library's entry to the runtime's demangler (swift/include/swift/Runtime/
  // Metadata.h, `swift_getTypeByMangledNameInContext`): resolves a name found in `context`'s
  // records, with the generic arguments of the type whose field it is.
  _getTypeByMangledNameInContext(
    name.assumingMemoryBound(to: UInt8.self), UInt(mangledNameLength(name)),
    genericContext: context, genericArguments: genericArguments)
}

/// A mangled name's length. It may embed symbolic references (swift/docs/ABI/Mangling.rst,
/// "Symbolic references"): a control byte 0x01–0x17 followed by a 32-bit relative reference, or
/// 0x18–0x1F followed by a pointer-sized absolute one; either may contain zero bytes, so the name
/// ends at the first zero byte that is not part of one.
private func mangledNameLength(_ name: UnsafeRawPointer) -> Int {
  var index = 0
  while true {
    let byte = name.load(fromByteOffset: index, as: UInt8.self)
    switch byte {
    case 0: return index
    case 0x01...0x17: index += 1 + 4
    case 0x18...0x1F: index += 1 + MemoryLayout<UInt>.size
    default: index += 1
    }
  }
}
