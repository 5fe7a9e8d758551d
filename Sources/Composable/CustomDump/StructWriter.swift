/// Writing plain structs (those with a ``StructLayout``) straight from their memory.
///
/// The general path boxes every field as `Any`, looks up its type's traits and casts it back;
/// for a large state of rows that is most of the dump. Here the layout already says which
/// fields are `Int`, `Bool`, `Double` or `String`, so those are loaded at their offsets and
/// printed as the general path would print them; any other field takes the general path.
extension DumpWriter {
  /// Whether ``writeStruct(_:at:indent:maxDepth:)`` prints a struct of `layout` as
  /// ``write(_:hasName:indent:isRoot:maxDepth:)`` would: a struct with exactly one visible field
  /// may stay on one line and collapses differently, so it is left to the general path.
  static func writesDirectly(_ layout: StructLayout, maxDepth: Int) -> Bool {
    layout.visible.count != 1 && maxDepth > 0
  }

  /// Writes `value`, a struct of `layout`, when ``writesDirectly(_:maxDepth:)`` holds.
  mutating func writeStruct(_ value: Any, _ layout: StructLayout, indent: Int, maxDepth: Int) {
    guard !layout.visible.isEmpty else {
      out += layout.opening
      out += ")"
      return
    }
    func opened<T>(_ value: T) {
      withUnsafeBytes(of: value) { raw in
        // Non-empty: the struct has a visible stored field, so its size is not zero.
        writeStruct(at: raw.baseAddress!, layout, indent: indent, maxDepth: maxDepth)
      }
    }
    _openExistential(value, do: opened)
  }

  /// Writes the struct of `layout` stored at `base` (at least one visible field).
  ///
  /// The loads are safe: `base` points at a live value of the layout's type, each field lies at
  /// its recorded offset with its declared type (``StructLayout`` refuses types whose storage
  /// could differ, such as `weak` references), and the offsets the runtime records are aligned
  /// for the field's type.
  mutating func writeStruct(
    at base: UnsafeRawPointer, _ layout: StructLayout, indent: Int, maxDepth: Int
  ) {
    out += layout.opening
    let childIndent = indent + 2
    let plainLines = linePrefix.isEmpty && childIndent <= 128
    let prefixes = layout.visibleLabelPrefixes
    for (index, field) in layout.visible.enumerated() {
      if index > 0 && plainLines {
        out += commaLineStarts[childIndent]
      } else {
        if index > 0 { out += "," }
        newline(indent: childIndent)
      }
      out += prefixes[index]
      let pointer = base + field.offset
      switch field.kind {
      case .int:
        out += String(pointer.load(as: Int.self))
      case .bool:
        out += pointer.load(as: Bool.self) ? "true" : "false"
      case .double:
        out += pointer.load(as: Double.self).description
      case .string:
        writeString(
          pointer.assumingMemoryBound(to: String.self).pointee, hasName: true,
          indent: childIndent, maxDepth: maxDepth - 1)
      case .other:
        write(
          field.loader.load(from: pointer), hasName: true, indent: childIndent, isRoot: false,
          maxDepth: maxDepth - 1)
      }
    }
    newline(indent: indent)
    out += ")"
  }
}
