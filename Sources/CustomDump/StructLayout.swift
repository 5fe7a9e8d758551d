import Reflection
import Synchronization

/// A struct's stored fields, read straight from its memory instead of through `Mirror`.
///
/// `Mirror` on Linux costs about 1.5–2 µs per field (it boxes every child and builds its label
/// each time); a dump or diff of a large state reflects on the same few types thousands of times.
/// The field names, offsets and types of a struct never change, so they are worked out once per
/// type and the values loaded by offset. The labels and order are the ones `Mirror` gives.
package struct StructLayout: Sendable {
  struct Field: Sendable {
    let label: String
    let offset: Int
    let loader: FieldLoader
    /// How a dump writes the field: the common scalars and `String` straight from memory.
    let kind: FieldKind
  }

  /// Field types a dump writes without boxing the value as `Any`.
  enum FieldKind: Sendable {
    case scalar(Scalar)
    case string
    case other

    init(_ type: Any.Type) {
      if let scalar = Scalar(type) {
        self = .scalar(scalar)
      } else {
        self = type == String.self ? .string : .other
      }
    }
  }

  /// The struct this layout is for (a metatype is immutable runtime data).
  let type: Any.Type
  let fields: [Field]
  /// The fields a dump shows: those not labelled `_$…` (macro storage).
  let visible: [Field]
  /// The labels of ``visible``, kept so that diffs do not rebuild them per value.
  let visibleLabels: [String]
  /// `label: ` for each of ``visible``, as a dump writes it before the value.
  let visibleLabelPrefixes: [String]
  /// `Type(`, as a dump opens the struct.
  let opening: String
  /// For a struct with one visible field, its diff's line starts at the root,
  /// `- Type(label: ` and `+ Type(label: `, written whole (every `send` to a small feature).
  let singleFieldDiffLeads: (removed: String, inserted: String)?

  init(type: Any.Type, fields: [Field], typeName: String) {
    self.type = type
    self.fields = fields
    opening = typeName + "("
    visible = fields.filter { !$0.label.hasPrefix("_$") }
    visibleLabels = visible.map(\.label)
    visibleLabelPrefixes = visibleLabels.map { $0 + ": " }
    singleFieldDiffLeads =
      visibleLabelPrefixes.count == 1
      ? (
        "- " + opening + visibleLabelPrefixes[0], "+ " + opening + visibleLabelPrefixes[0]
      ) : nil
  }

  /// The values of the visible fields of `value`; nil when `value` does not hold a value of the
  /// layout's type directly (see ``withFields(of:_:)``), for the caller's `Mirror` path.
  func visibleValues(of value: Any) -> [Any]? { values(of: value, visible) }

  /// The values of all the fields of `value`, or nil as for ``visibleValues(of:)`` (package: the
  /// `fieldwalk` benchmark reads them).
  package func allValues(of value: Any) -> [Any]? { values(of: value, fields) }

  private func values(of value: Any, _ fields: [Field]) -> [Any]? {
    withFields(of: value) { view in fields.map { view.value(at: $0.offset, $0.loader) } }
  }

  /// Calls `body` with a view of the struct `value` holds, when it holds a value of the
  /// layout's type directly: nil, without calling `body`, when it is nested in another
  /// existential container or of another type (``withFieldsView(of:as:_:)``). A field lies at
  /// its ``Field/offset`` in the view, with its declared type.
  func withFields<R>(of value: Any, _ body: (FieldsView) -> R) -> R? {
    withFieldsView(of: value, as: type, body)
  }

  /// Calls `body` with views of `lhs` and `rhs`, two values of the type this layout is for
  /// (see ``withFields(of:_:)``); nil, without calling `body`, when either is not held directly.
  func withFields<R>(of lhs: Any, _ rhs: Any, _ body: (FieldsView, FieldsView) -> R) -> R? {
    withFields(of: lhs) { lhs in withFields(of: rhs) { rhs in body(lhs, rhs) } } ?? nil
  }
}

private let layoutCache = Mutex<[ObjectIdentifier: StructLayout?]>([:])

/// The layout of `type` when it is a plain struct whose fields can all be read by offset; nil
/// when `Mirror` must be used: not a struct, a `CustomReflectable` or `CustomDumpReflectable`
/// type, or a field that may be a `weak`/`unowned` reference (any class, class-bound or other
/// existential, possibly optional), whose storage is not that of its declared type.
package func structLayout(of type: Any.Type) -> StructLayout? {
  let key = ObjectIdentifier(type)
  if let cached = layoutCache.withLock({ $0[key] }) { return cached }
  let layout = makeLayout(type)
  layoutCache.withLock { $0[key] = layout }
  return layout
}

private func makeLayout(_ type: Any.Type) -> StructLayout? {
  guard MetadataKind(of: type) == .struct, !(type is any CustomReflectable.Type),
    !(type is any CustomDumpReflectable.Type), !(type is any CustomDumpStringConvertible.Type),
    !(type is any CustomDumpRepresentable.Type)
  else { return nil }
  guard let declared = structFields(of: type), declared.allSatisfy({ isLoadableInPlace($0.type) })
  else {
    return nil
  }
  let fields = declared.map { field in
    StructLayout.Field(
      label: field.name, offset: field.offset, loader: FieldLoader(field.type),
      kind: StructLayout.FieldKind(field.type))
  }
  // A struct of builtin storage (no reflectable fields but a size) is left to `Mirror`.
  guard !(fields.isEmpty && byteSize(of: type) > 0) else { return nil }
  return StructLayout(type: type, fields: fields, typeName: typeName(type))
}
