import Synchronization

/// An enum type's cases as the Swift runtime describes them: names, payload types and whether a
/// case is `indirect`, in tag order; plus reading a value's case and taking out its payload.
///
/// This is the one place where a value's case is read from its memory. Accepts metadata of kind
/// enum and Optional (an enum with its own kind); refuses every other kind with
/// ``MetadataError/notAnEnum(_:kind:)``.
///
/// Layouts (swift/include/swift/ABI/Metadata.h): an enum's metadata is the kind word, a pointer
/// to its nominal type descriptor, then its generic arguments. The descriptor
/// (`TargetEnumDescriptor`) is 32-bit fields: flags (0), parent (4), name (8), access function
/// (12), field descriptor (16, relative), payload case count in the low 24 bits (20), empty case
/// count (24).
package struct EnumMetadata: @unchecked Sendable {
  // @unchecked: metatypes and metadata addresses are immutable runtime data, readable from any
  // thread.

  /// One case, at the index that is its tag.
  package struct Case: @unchecked Sendable {
    package let name: String
    package let payload: Payload
    package let isIndirect: Bool
  }

  /// What a case carries.
  package enum Payload: @unchecked Sendable {
    case none
    case type(Any.Type)
    /// The record names a type the runtime could not build (its mangled name is kept).
    case unresolved(String)

    package var type: Any.Type? {
      if case .type(let type) = self { return type }
      return nil
    }
  }

  package let type: Any.Type
  package let cases: [Case]
  let metadata: UnsafeRawPointer
  private let getEnumTag: ValueWitnessTable.GetEnumTag
  private let projectEnumData: ValueWitnessTable.DestructiveProjectEnumData
  let injectEnumTag: ValueWitnessTable.DestructiveInjectEnumTag

  private static let genericArgumentsWord = 2
  private static let fieldsOffset = 16
  // ContextDescriptorFlags (swift/include/swift/ABI/MetadataValues.h): bit 7 is `IsGeneric`.
  private static let isGenericFlag: UInt32 = 0x80
  // The header of a heap box (`HeapObject`: metadata pointer and reference counts) that an
  // indirect case's payload follows, rounded up to the payload's alignment.
  private static let heapObjectHeaderSize = 2 * MemoryLayout<UInt>.size

  private static let cache = Mutex<[ObjectIdentifier: Result<EnumMetadata, MetadataError>]>([:])

  /// The cases of `type`, read once per type.
  package static func of(_ type: Any.Type) throws(MetadataError) -> EnumMetadata {
    let key = ObjectIdentifier(type)
    let result =
      cache.withLock { $0[key] }
      ?? {
        let read = Result { () throws(MetadataError) in try EnumMetadata(reading: type) }
        cache.withLock { $0[key] = read }
        return read
      }()
    return try result.get()
  }

  private init(reading type: Any.Type) throws(MetadataError) {
    let kind = MetadataKind(of: type)
    guard kind == .enum || kind == .optional else {
      throw .notAnEnum(typeName(type), kind: kind)
    }
    let raw = RawMetadata(type)
    let witnesses = raw.valueWitnesses
    guard let context = ContextDescriptor(valueType: type), witnesses.hasEnumWitnesses,
      context.kind == ContextDescriptor.enumKind,
      let fields = relativeTarget(at: context.base + Self.fieldsOffset)
    else { throw .unreadable(typeName(type)) }
    let descriptor = context.base
    let isGeneric = context.flags & Self.isGenericFlag != 0
    let genericArguments =
      isGeneric ? raw.base + Self.genericArgumentsWord * MemoryLayout<UInt>.size : nil
    self.type = type
    self.metadata = raw.base
    self.getEnumTag = witnesses.getEnumTag
    self.projectEnumData = witnesses.destructiveProjectEnumData
    self.injectEnumTag = witnesses.destructiveInjectEnumTag
    self.cases = FieldDescriptor(fields).records.map { record in
      guard let mangled = record.mangledTypeName else {
        return Case(name: record.name, payload: .none, isIndirect: record.isIndirectCase)
      }
      let payload =
        resolveMangledTypeName(mangled, context: descriptor, genericArguments: genericArguments)
        .map(Payload.type)
        ?? .unresolved(String(cString: mangled.assumingMemoryBound(to: CChar.self)))
      return Case(name: record.name, payload: payload, isIndirect: record.isIndirectCase)
    }
  }

  /// The tag (index into ``cases``) of `value`, which must be of this enum type.
  package func tag<Root>(of value: Root) -> Int {
    precondition(Root.self == type, "EnumMetadata of \(type) read a \(Root.self)")
    return withUnsafePointer(to: value) { Int(getEnumTag(UnsafeRawPointer($0), metadata)) }
  }

  /// The tag of the value an `Any` holds, read in place, without copying the value out of its
  /// container. Nil when the container does not hold a value of exactly this enum type: one
  /// nested in another existential container, or of another type (see
  /// ``withUnsafeValueAddress(of:as:_:)``); callers then ask the value's mirror.
  package func tag(ofAny value: Any) -> Int? {
    withUnsafeValueAddress(of: value, as: type) { Int(getEnumTag($0, metadata)) }
  }

  /// The payload of `value`'s case as a `Value`, or nil when the case has none or it is not a
  /// `Value` (a labelled tuple payload casts to its unlabelled form).
  package func payload<Root, Value>(of value: Root, as _: Value.Type) -> Value? {
    let tag = tag(of: value)
    guard let payloadType = cases[tag].payload.type else { return nil }
    let buffer = UnsafeMutablePointer<Root>.allocate(capacity: 1)
    defer { buffer.deallocate() }
    buffer.initialize(to: value)
    let raw = UnsafeMutableRawPointer(buffer)
    // From here the buffer holds a payload value, owned by us, no longer a `Root`.
    projectEnumData(raw, metadata)
    guard cases[tag].isIndirect else {
      return take(payloadType, from: raw, as: Value.self, consuming: true)
    }
    let box = raw.load(as: UnsafeRawPointer.self)
    let alignmentMask = RawMetadata(payloadType).valueWitnesses.alignmentMaskValue
    let offset = (Self.heapObjectHeaderSize + alignmentMask) & ~alignmentMask
    let result = take(
      payloadType, from: UnsafeMutableRawPointer(mutating: box + offset), as: Value.self,
      consuming: false)
    // The copy in the buffer held one reference to the shared box.
    Unmanaged<AnyObject>.fromOpaque(box).release()
    return result
  }

  /// The payload of `value`'s case boxed as `Any` (nil for a case without one).
  package func payload<Root>(of value: Root) -> Any? {
    payload(of: value, as: Any.self)
  }

  /// Builds the value of case `tag` from its payload: `payload` must be of the case's payload
  /// type exactly (nil for a case without one); a tuple payload may instead be given as its
  /// elements, in order, each of its element's type. Nil when `Root` is not this enum, the
  /// payload does not fit, or the case is `indirect` (its payload lives in a heap box this
  /// reader does not allocate).
  package func embed<Root>(tag: Int, payload: Any?) -> Root? {
    embedder(tag: tag)?(payload)
  }

  /// ``embed(tag:payload:)`` with everything that depends only on the case worked out once:
  /// the closure builds values of case `tag`. Nil when `Root` is not this enum or the case is
  /// `indirect`.
  package func embedder<Root>(tag: Int) -> (@Sendable (Any?) -> Root?)? {
    guard Root.self == type, cases.indices.contains(tag), !cases[tag].isIndirect else {
      return nil
    }
    // The metadata record is immutable runtime data, readable from any thread.
    nonisolated(unsafe) let metadata = self.metadata
    let inject = injectEnumTag
    let write: @Sendable (UnsafeMutableRawPointer, Any?) -> Bool
    switch cases[tag].payload {
    case .none:
      write = { _, payload in payload == nil }
    case .type(let payloadType):
      write = Self.writer(for: payloadType)
    case .unresolved:
      return nil
    }
    return { payload in
      // On the stack: building an action is on the path of every `send`.
      withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) { buffer -> Root? in
        let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
        guard write(raw, payload) else { return nil }
        inject(raw, UInt32(tag), metadata)
        return buffer.baseAddress!.move()
      }
    }
  }

  /// Writes a payload of `type` at an address: a value of that type, or a tuple's elements one
  /// by one; false (nothing written) when it does not fit.
  private static func writer(for type: Any.Type)
    -> @Sendable (UnsafeMutableRawPointer, Any?) -> Bool
  {
    func single<P>(_: P.Type) -> @Sendable (UnsafeMutableRawPointer, Any) -> Bool {
      { address, value in
        // A value of exactly `P` (what a builder made for this payload) is moved in without a
        // dynamic cast; anything else (a payload of existential type) is cast.
        func place<T>(_ value: T) -> Bool {
          guard T.self == P.self else { return false }
          address.assumingMemoryBound(to: T.self).initialize(to: value)
          return true
        }
        if _openExistential(value, do: place) { return true }
        guard let typed = value as? P else { return false }
        address.assumingMemoryBound(to: P.self).initialize(to: typed)
        return true
      }
    }
    let whole = _openExistential(type, do: single)
    guard let tuple = TupleMetadata(type) else {
      return { address, value in value.map { whole(address, $0) } ?? false }
    }
    let elements = tuple.elements.map { element in
      (
        offset: element.offset, check: checker(for: element.type),
        write: _openExistential(element.type, do: single)
      )
    }
    return { address, value in
      guard let value else { return false }
      guard let parts = value as? [Any], Swift.type(of: value) != type else {
        return whole(address, value)
      }
      guard parts.count == elements.count,
        zip(elements, parts).allSatisfy({ element, part in element.check(part) })
      else { return false }
      for (element, part) in zip(elements, parts) {
        _ = element.write(address + element.offset, part)
      }
      return true
    }
  }

  private static func checker(for type: Any.Type) -> @Sendable (Any) -> Bool {
    func make<P>(_: P.Type) -> @Sendable (Any) -> Bool { { $0 is P } }
    return _openExistential(type, do: make)
  }

  /// Moves (or copies) a `payloadType` out of `address`, cast to `Value`.
  private func take<Value>(
    _ payloadType: Any.Type, from address: UnsafeMutableRawPointer, as _: Value.Type,
    consuming: Bool
  ) -> Value? {
    if payloadType == Value.self {
      let typed = address.assumingMemoryBound(to: Value.self)
      return consuming ? typed.move() : typed.pointee
    }
    // One labelled value (`detail(rating: Int)`) is a one-element tuple to the runtime, but its
    // case constructor, and so a case path, takes the element (Swift has no one-element tuples).
    if Value.self != Any.self, let tuple = TupleMetadata(payloadType), tuple.elements.count == 1 {
      let element = tuple.elements[0]
      return take(
        element.type, from: address + element.offset, as: Value.self, consuming: consuming)
    }
    func open<P>(_: P.Type) -> Any {
      let typed = address.assumingMemoryBound(to: P.self)
      return consuming ? typed.move() : typed.pointee
    }
    let boxed = _openExistential(payloadType, do: open)
    return boxed as? Value
  }
}

/// Why a type's metadata cannot be read as an enum.
package enum MetadataError: Error, Equatable, Sendable {
  /// The type is of another kind: `notAnEnum("Counter.State", kind: .struct)`.
  case notAnEnum(String, kind: MetadataKind)
  /// An enum whose descriptor or witnesses are not where the ABI puts them.
  case unreadable(String)

  package var message: String {
    switch self {
    case .notAnEnum(let type, let kind):
      "\(type) is \(kind.description), not an enum: its cases cannot be read"
    case .unreadable(let type): "the runtime metadata of enum \(type) cannot be read"
    }
  }
}
