import Reflection

/// The dumps of an enum type's payload-less cases, worked out once per type and found by the
/// value's tag, so that dumping an action such as `.increment` skips `Mirror` and
/// `String(describing:)` (each ~1 µs), and an action's whole root dump
/// (`Counter.Action.increment`) is one array read.
///
/// Why the tag decides the text: a payload-less case has no content but its case, and its dump
/// is `.name` (with the type's name in front at the root), the name the runtime's field records
/// give, which is what `String(describing:)` prints for a type that does not customise its
/// printing. Cases with a payload have no entry and are dumped through their mirror. The tag is
/// read through ``EnumMetadata`` (the one place that reads a value's case), which handles
/// every enum layout: cases kept in a payload's spare bits or extra inhabitants, `indirect`
/// enums, generic enums (each instantiation is its own type, with its own table).
///
/// Only plain enums (not `Optional`) that print as the runtime prints them have a table: not
/// `CustomStringConvertible`, `TextOutputStreamable`, `CustomDebugStringConvertible` (which
/// `String(describing:)` would ask), `CustomReflectable` (whose mirror may not be an enum's)
/// nor any of the custom-dump protocols (the dump's traits check those before asking).
final class EnumCaseNames: Sendable {
  private struct Texts: Sendable {
    let name: String
    /// `Type.name`, the case's dump at the root.
    let root: String
  }

  private let metadata: EnumMetadata
  /// By tag; nil for a case with a payload.
  private let texts: [Texts?]

  /// The table of `type`, or nil when its dumps may not be taken from it (see above) or it has
  /// no payload-less case.
  init?(_ type: Any.Type) {
    guard Self.printsAsRuntime(type), let metadata = try? EnumMetadata.of(type) else {
      return nil
    }
    let typeName = typeName(type)
    let texts = metadata.cases.map { enumCase -> Texts? in
      guard case .none = enumCase.payload else { return nil }
      return Texts(name: enumCase.name, root: typeName + "." + enumCase.name)
    }
    guard texts.contains(where: { $0 != nil }) else { return nil }
    self.metadata = metadata
    self.texts = texts
  }

  /// Whether the type is a plain enum whose payload-less cases print as their runtime names.
  static func printsAsRuntime(_ type: Any.Type) -> Bool {
    // A plain enum, not `Optional` (which has its own kind).
    MetadataKind(of: type) == .enum
      && !(type is any CustomStringConvertible.Type || type is any TextOutputStreamable.Type
        || type is any CustomDebugStringConvertible.Type || type is any CustomReflectable.Type)
  }

  /// The case name of `value` (of this table's type) when its case has no payload; nil also
  /// when its case cannot be read in place (the dump then asks its mirror).
  func name(of value: Any) -> String? {
    metadata.tag(ofAny: value).flatMap { texts[$0]?.name }
  }

  /// The root dump of `value` (of this table's type) when its case has no payload.
  func rootText(of value: Any) -> String? {
    metadata.tag(ofAny: value).flatMap { texts[$0]?.root }
  }
}
