/// Building an enum value of a chosen case from typed parts, with every type check made once
/// when the builder is made: the path a shell takes for every `send`, so no part is boxed in
/// `Any`, cast or looked up per value.
extension EnumMetadata {
  /// One element of a case's payload (the whole payload, or one tuple element), built from the
  /// builder's input and written in place.
  package struct PayloadPart<Input>: Sendable {
    let type: ObjectIdentifier
    let write: @Sendable (Input, UnsafeMutableRawPointer) throws -> Void
    let destroy: @Sendable (UnsafeMutableRawPointer) -> Void

    /// A part of type `Element`, made from the input by `build`.
    package static func building<Element>(
      _: Element.Type, _ build: @escaping @Sendable (Input) throws -> Element
    ) -> Self {
      Self(
        type: ObjectIdentifier(Element.self),
        write: { input, address in
          address.initializeMemory(as: Element.self, to: try build(input))
        },
        destroy: { $0.assumingMemoryBound(to: Element.self).deinitialize(count: 1) })
    }
  }

  /// Builds values of case `tag` from an input each part reads its value from: `parts` are the
  /// payload itself (one part of exactly the payload's type) or its tuple elements in order,
  /// each of its element's type exactly. The builder throws what a part's `build` throws,
  /// having built nothing. Nil when `Root` is not this enum, the case is `indirect` or has no
  /// payload, or the parts do not match the payload's types.
  package func constructor<Root, Input>(tag: Int, parts: [PayloadPart<Input>])
    -> (@Sendable (Input) throws -> Root)?
  {
    guard let offsets = offsets(tag: tag, parts: parts.map(\.type), root: Root.self) else {
      return nil
    }
    let make = maker(tag: tag, as: Root.self)
    if parts.count == 1 {
      // The common case (one value): no loop, no bookkeeping for a partial payload.
      let part = parts[0]
      return { input in try make { try part.write(input, $0) } }
    }
    return { input in
      try make { address in
        var written = 0
        do {
          for index in parts.indices {
            try parts[index].write(input, address + offsets[index])
            written += 1
          }
        } catch {
          for index in 0..<written { parts[index].destroy(address + offsets[index]) }
          throw error
        }
      }
    }
  }

  /// Builds values of case `tag` from a payload of exactly its type `Payload`. Nil when `Root`
  /// is not this enum, the case is `indirect`, or its payload is not a `Payload`.
  package func embedder<Root, Payload>(tag: Int, payload _: Payload.Type)
    -> (@Sendable (Payload) -> Root)?
  {
    guard offsets(tag: tag, parts: [ObjectIdentifier(Payload.self)], root: Root.self) != nil
    else { return nil }
    let make = maker(tag: tag, as: Root.self)
    return { payload in
      // Nothing here throws: the payload is only moved into place.
      try! make { $0.initializeMemory(as: Payload.self, to: payload) }
    }
  }

  /// Where each part goes in case `tag`'s payload, or nil when they do not make it up.
  private func offsets(tag: Int, parts: [ObjectIdentifier], root: Any.Type) -> [Int]? {
    guard root == type, cases.indices.contains(tag), !cases[tag].isIndirect,
      let payloadType = cases[tag].payload.type
    else { return nil }
    if parts == [ObjectIdentifier(payloadType)] { return [0] }
    guard let tuple = TupleMetadata(payloadType),
      tuple.elements.map({ ObjectIdentifier($0.type) }) == parts
    else { return nil }
    return tuple.elements.map(\.offset)
  }

  /// A value of case `tag` whose payload `fill` initialises at the address it is given (fully,
  /// or throwing having initialised nothing).
  private func maker<Root>(tag: Int, as _: Root.Type)
    -> @Sendable ((UnsafeMutableRawPointer) throws -> Void) throws -> Root
  {
    // The metadata record is immutable runtime data, readable from any thread.
    nonisolated(unsafe) let metadata = self.metadata
    let inject = injectEnumTag
    let tag = UInt32(tag)
    return { fill in
      // On the stack: building an action is on the path of every `send`.
      try withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) { buffer in
        let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
        try fill(raw)
        inject(raw, tag, metadata)
        return buffer.baseAddress!.move()
      }
    }
  }
}
