import Reflection

/// Writing plain structs (those with a ``StructLayout``) straight from their memory.
///
/// The general path boxes every field as `Any`, looks up its type's traits and casts it back;
/// for a large state of rows that is most of the dump. Here the layout already says which
/// fields are `Int`, `Bool`, `Double` or `String`, so those are loaded at their offsets and
/// printed as the general path would print them; any other field takes the general path.
extension DumpWriter {
  /// Whether ``writeStruct(_:_:indent:maxDepth:)`` prints a struct of `layout` as
  /// ``write(_:hasName:indent:isRoot:maxDepth:)`` would: a struct with exactly one visible field
  /// may stay on one line and collapses differently, so it is left to the general path.
  static func writesDirectly(_ layout: StructLayout, maxDepth: Int) -> Bool {
    layout.visible.count != 1 && maxDepth > 0
  }

  /// Writes `value`, a struct of `layout`, when ``writesDirectly(_:maxDepth:)`` holds.
  /// Returns false, having written nothing, when `value` does not hold a struct of `layout`'s
  /// type directly (see ``StructLayout/withFields(of:_:)``), which the general path then writes.
  mutating func writeStruct(_ value: Any, _ layout: StructLayout, indent: Int, maxDepth: Int)
    -> Bool
  {
    guard !layout.visible.isEmpty else {
      out += layout.opening
      out += ")"
      return true
    }
    // Not held directly (inside an `any Error` payload, say): the general path's mirror.
    return layout.withFields(of: value) { fields in
      writeStruct(fields, layout, indent: indent, maxDepth: maxDepth)
    } != nil
  }

  /// Writes the struct of `layout` that `fields` views (a live value of the layout's type; see
  /// ``FieldsView`` for why its reads are safe).
  mutating func writeStruct(
    _ fields: FieldsView, _ layout: StructLayout, indent: Int, maxDepth: Int
  ) {
    out += layout.opening
    guard !layout.visible.isEmpty else {
      out += ")"
      return
    }
    let childIndent = indent + 2
    let plainLines = linePrefix.isEmpty && childIndent <= 128
    let prefixes = layout.visibleLabelPrefixes
    for (index, field) in layout.visible.enumerated() {
      if lineBudget != nil, isOverBudget() { return }
      if index > 0 && plainLines {
        out += commaLineStarts[childIndent]
      } else {
        if index > 0 { out += "," }
        newline(indent: childIndent)
      }
      out += prefixes[index]
      switch field.kind {
      case .scalar(let scalar):
        out += fields.scalar(scalar, at: field.offset).text
      case .string:
        writeString(
          fields.string(at: field.offset), hasName: true, indent: childIndent,
          maxDepth: maxDepth - 1)
      case .other:
        write(
          fields.value(at: field.offset, field.loader), hasName: true, indent: childIndent,
          isRoot: false, maxDepth: maxDepth - 1)
      }
    }
    newline(indent: indent)
    out += ")"
  }
}

extension DumpWriter {
  /// Writes `array` as the general path writes an array (`[0]: …` lines) when its elements are
  /// plain structs that ``writeStruct(_:_:indent:maxDepth:)`` prints; false, having written
  /// nothing, otherwise.
  mutating func writeStructArray(_ array: any DumpableArray, indent: Int, maxDepth: Int) -> Bool {
    guard let contiguous = array as? any ContiguousElements, array.dumpCount > 0, maxDepth > 0
    else { return false }
    let first = array.dumpElement(at: 0)
    // An array of an existential holds values of other types than its element type.
    guard Swift.type(of: first) == Swift.type(of: contiguous).elementType else { return false }
    // Only what `write` itself would write field by field from memory.
    guard case .structFields(let layout) = dumpTraits(of: first).route,
      Self.writesDirectly(layout, maxDepth: maxDepth - 1)
    else { return false }
    let childIndent = indent + 2
    var written = false
    // The elements are of the layout's type: the array's element type, a struct.
    contiguous.withElementViews { elements in
      guard elements.count > 0 else { return }
      written = true
      out += "["
      for index in 0..<elements.count {
        if lineBudget != nil, isOverBudget() { return }
        if index > 0 && linePrefix.isEmpty && childIndent <= 128 {
          out += commaLineStarts[childIndent]
        } else {
          if index > 0 { out += "," }
          newline(indent: childIndent)
        }
        out += "["
        out += String(index)
        out += "]: "
        writeStruct(elements[index], layout, indent: childIndent, maxDepth: maxDepth - 1)
      }
    }
    guard written else { return false }
    newline(indent: indent)
    out += "]"
    return true
  }
}

/// The scalar field of two struct values of one layout, read in place: whether they differ and
/// the text each prints. Nil for a field of another kind.
struct ScalarFieldPair {
  let isEqual: Bool
  let lhsText: String
  let rhsText: String

  init?(_ lhs: Any, _ rhs: Any, _ field: StructLayout.Field, of layout: StructLayout) {
    guard case .scalar(let scalar) = field.kind else { return nil }
    guard
      let pair = layout.withFields(
        of: lhs, rhs,
        { lhs, rhs in
          (
            lhs.isScalarEqual(scalar, at: field.offset, in: rhs),
            lhs.scalar(scalar, at: field.offset).text, rhs.scalar(scalar, at: field.offset).text
          )
        })
    else { return nil }
    (isEqual, lhsText, rhsText) = pair
  }
}
