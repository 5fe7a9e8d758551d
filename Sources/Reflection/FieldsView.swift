/// A struct value's stored fields, read in place by offset: the one place the dumper's fast
/// paths turn an address into values. A view exists only inside the closure that made it
/// (``withFieldsView(of:as:_:)``, ``ContiguousElements/withElementViews(_:)``), while the value
/// it reads is alive.
///
/// The reads are safe when each offset and type are a stored field's, as ``structFields(of:)``
/// reports them (the runtime aligns each offset for its field's type), of a value whose type
/// the view was made for — which ``withFieldsView(of:as:_:)`` checks against the type its
/// container records — and the field's storage is that of its declared type (not `weak` or
/// `unowned`: callers check with ``isLoadableInPlace(_:)``).
@usableFromInline
package struct FieldsView {
  @usableFromInline let base: UnsafeRawPointer

  @inlinable
  init(_ base: UnsafeRawPointer) { self.base = base }

  /// The scalar field of kind `kind` at `offset`.
  @inlinable
  package func scalar(_ kind: Scalar, at offset: Int) -> ScalarReading {
    kind.read(at: base + offset)
  }

  /// A copy of the scalar field of kind `kind` at `offset`, to print later.
  @inlinable
  package func scalarValue(_ kind: Scalar, at offset: Int) -> ScalarValue {
    ScalarValue(kind, at: base + offset)
  }

  /// Whether the scalar fields of kind `kind` at `offset` in this view and `other` are equal by
  /// their type's own `==`.
  @inlinable
  package func isScalarEqual(_ kind: Scalar, at offset: Int, in other: FieldsView) -> Bool {
    kind.isEqual(at: base + offset, other.base + offset)
  }

  /// The `String` field at `offset`.
  @inlinable
  package func string(at offset: Int) -> String {
    (base + offset).assumingMemoryBound(to: String.self).pointee
  }

  /// A copy of the field at `offset` whose type `loader` was made for, boxed as `Any`.
  @inlinable
  package func value(at offset: Int, _ loader: FieldLoader) -> Any {
    loader.kind.load(from: base + offset)
  }

  /// Whether this value and `other` (of the view's type, which is `equatable`) are equal by
  /// the type's own `==`.
  package func isEqual(to other: FieldsView, as equatable: any Equatable.Type) -> Bool {
    func isEqual<T: Equatable>(_: T.Type) -> Bool {
      base.assumingMemoryBound(to: T.self).pointee
        == other.base.assumingMemoryBound(to: T.self).pointee
    }
    return isEqual(equatable)
  }
}

/// Calls `body` with a view of the struct `value` holds, when it holds a value of exactly
/// `type` (see ``withUnsafeValueAddress(of:as:_:)``); nil, without calling `body`, otherwise.
@inlinable
package func withFieldsView<R>(of value: Any, as type: Any.Type, _ body: (FieldsView) -> R) -> R? {
  withUnsafeValueAddress(of: value, as: type) { body(FieldsView($0)) }
}

/// Loads a value of one type from memory as `Any`, made once per field type.
@usableFromInline
package struct FieldLoader: Sendable {
  @usableFromInline let kind: any TypedFieldLoading.Type

  /// The loader for fields of type `type`.
  package init(_ type: Any.Type) {
    func make<T>(_: T.Type) -> any TypedFieldLoading.Type { TypedLoader<T>.self }
    kind = _openExistential(type, do: make)
  }
}

// SendableMetatype: the metatype is kept in a cache shared across threads; it carries no state.
@usableFromInline
protocol TypedFieldLoading: SendableMetatype {
  static func load(from pointer: UnsafeRawPointer) -> Any
}

private enum TypedLoader<T>: TypedFieldLoading {
  static func load(from pointer: UnsafeRawPointer) -> Any {
    pointer.assumingMemoryBound(to: T.self).pointee
  }
}

/// Whether a field of `type` is stored as a value of that type, so that a view may load it:
/// structs, enums, tuples, functions, metatypes and Optionals of those. Not a class or an
/// existential, which may be `weak` or `unowned` storage.
package func isLoadableInPlace(_ type: Any.Type) -> Bool {
  switch MetadataKind(of: type) {
  case .struct, .enum, .tuple, .function, .metatype:
    return true
  case .optional:
    guard let wrapped = (type as? any OptionalType.Type)?.wrappedType else { return false }
    return isLoadableInPlace(wrapped)
  default:
    return false
  }
}

/// `MemoryLayout.size` of `type`.
package func byteSize(of type: Any.Type) -> Int {
  func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
  return _openExistential(type, do: size)
}

/// An `Array`'s elements as views, so that an array of plain structs is dumped without boxing
/// each element as `Any`.
package protocol ContiguousElements {
  static var elementType: Any.Type { get }
  /// Calls `body` with the elements' views, valid inside it.
  func withElementViews(_ body: (ElementViews) -> Void)
}

/// The elements of a contiguous array, each seen as a ``FieldsView``.
package struct ElementViews {
  private let base: UnsafeRawPointer?
  private let stride: Int
  package let count: Int

  fileprivate init(base: UnsafeRawPointer?, stride: Int, count: Int) {
    (self.base, self.stride, self.count) = (base, stride, count)
  }

  package subscript(index: Int) -> FieldsView {
    precondition(index >= 0 && index < count && base != nil, "element \(index) of \(count)")
    return FieldsView(base! + index * stride)
  }
}

extension Array: ContiguousElements {
  package static var elementType: Any.Type { Element.self }

  package func withElementViews(_ body: (ElementViews) -> Void) {
    withUnsafeBufferPointer {
      body(
        ElementViews(
          base: UnsafeRawPointer($0.baseAddress), stride: MemoryLayout<Element>.stride,
          count: $0.count))
    }
  }
}
