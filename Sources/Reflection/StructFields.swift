@_spi(Reflection) import Swift

/// A struct's stored fields without a value: names, types and byte offsets, in declaration
/// order (the struct's field descriptor, walked by the standard library's `_forEachField`).
/// Nil for a type that is not a struct.
package func structFields(of type: Any.Type) -> [(name: String, type: Any.Type, offset: Int)]? {
  guard MetadataKind(of: type) == .struct else { return nil }
  var fields: [(name: String, type: Any.Type, offset: Int)] = []
  let walked = _forEachField(of: type) { name, offset, fieldType, _ in
    fields.append((String(cString: name), fieldType, offset))
    return true
  }
  return walked ? fields : nil
}

/// A copy of the field of `root` (a struct) at `offset`, whose type is `Field`, as
/// ``structFields(of:)`` reported it.
package func loadField<Root, Field>(of root: Root, at offset: Int, as _: Field.Type) -> Field {
  withUnsafeBytes(of: root) { raw in
    (raw.baseAddress! + offset).assumingMemoryBound(to: Field.self).pointee
  }
}

/// The key paths of a struct's stored fields, by name, in declaration order (the standard
/// library's `_forEachFieldWithKeyPath`); `var` fields give writable key paths. Empty for a type
/// that is not a struct.
package func fieldKeyPaths<Root>(of _: Root.Type) -> [(name: String, keyPath: PartialKeyPath<Root>)]
{
  guard MetadataKind(of: Root.self) == .struct else { return [] }
  var fields: [(name: String, keyPath: PartialKeyPath<Root>)] = []
  _ = _forEachFieldWithKeyPath(of: Root.self) { name, keyPath in
    fields.append((String(cString: name), keyPath))
    return true
  }
  return fields
}
