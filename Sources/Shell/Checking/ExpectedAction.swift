import Composable
import Reflection

/// The action `receive CASE.PATH VALUE` asks for, built as a value: the received action's own
/// cases down `path` with `VALUE`, read as the last case's declared payload type, as their
/// payload. TCA's `store.receive(.path(.popFrom(id: 1)))` diffs that value against the one
/// received (custom-dump's `diff`), so the shell can too, instead of comparing texts.
enum ExpectedAction {
  /// The expected action, or nil when `received` is not on `path` (another case), the path
  /// names an element by id or goes through a case whose payload is not an enum, or `value`
  /// does not read as the payload's type.
  static func build(value: String, path: [String], like received: Any) -> Any? {
    guard !path.isEmpty else { return nil }
    return rebuilt(received, path: path[...], value: Session.integerStackIDs(value))
  }

  private static func rebuilt(_ action: Any, path: ArraySlice<String>, value: String) -> Any? {
    guard let name = path.first, !name.contains("["),
      let metadata = try? EnumMetadata.of(type(of: action)),
      let child = Mirror(reflecting: action).children.first, let label = child.label,
      let tag = metadata.cases.firstIndex(where: { $0.name == label }),
      let declared = metadata.cases[tag].payload.type
    else { return nil }
    let payload: Any
    if label != name {
      // TCA's case key paths go through a presentation's `presented` without naming it.
      guard label == "presented", name != "presented",
        let inner = rebuilt(child.value, path: path, value: value)
      else { return nil }
      payload = inner
    } else if path.count == 1 {
      guard let read = payloadValue(value, as: declared) else { return nil }
      payload = read
    } else {
      let inner = TupleMetadata(declared).flatMap { $0.elements.count == 1 ? $0 : nil }
      let wrapped = Mirror(reflecting: child.value)
      let next: Any? =
        inner != nil && wrapped.displayStyle == .tuple
        ? wrapped.children.first?.value : child.value
      guard let next, let built = rebuilt(next, path: path.dropFirst(), value: value) else {
        return nil
      }
      payload = inner != nil ? [built] as [Any] : built
    }
    return BlockValueWriter.embed(payload, tag: tag, of: metadata, like: action)
  }

  /// `value` read as a payload of `type`: a labelled tuple (`id: 1, title: "Dune"`) element by
  /// element, in the order declared, given as its parts; anything else as one value.
  private static func payloadValue(_ value: String, as type: Any.Type) -> Any? {
    guard let tuple = TupleMetadata(type) else {
      return try? TypedValue.read(value, as: type)
    }
    guard case .structure(_, let fields, _) = StateTree(source: "T(" + value + ")"),
      fields.count == tuple.elements.count
    else { return nil }
    var parts: [Any] = []
    for (field, element) in zip(fields, tuple.elements) {
      if let label = element.label, !label.isEmpty, field.label != label { return nil }
      guard let part = try? TypedValue.read(field.node.text, as: element.type) else { return nil }
      parts.append(part)
    }
    return parts
  }
}
