/// The declaration a struct or enum is nested in, as a comparable handle: `RowFeature.State` and
/// `RowFeature.Action` have the same one. Read from the type's context descriptor, so two types
/// are compared by where they are declared, never by their printed names.
///
/// Read through ``ContextDescriptor``: the parent of the type's nominal type descriptor, unless
/// that parent is a module or an anonymous (file-private or local) scope.
package struct EnclosingContext: Hashable, Sendable {
  private let address: UInt

  /// The declaration `type` is nested in; nil for a type declared at a file's top level (in its
  /// module, or in the file's private scope), and for a class, tuple, function or other kind
  /// whose descriptor is not read here. A type declared in an extension is nested in that
  /// extension, not in the type the extension extends.
  package init?(of type: Any.Type) {
    switch MetadataKind(of: type) {
    case .struct, .enum, .optional: break
    default: return nil
    }
    guard let parent = ContextDescriptor(valueType: type)?.parent,
      parent.kind != ContextDescriptor.moduleKind, parent.kind != ContextDescriptor.anonymousKind
    else { return nil }
    address = UInt(bitPattern: parent.base)
  }
}
