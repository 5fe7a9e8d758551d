/// An action named by its cases alone, as TCA's runtime warnings name it (TCA's
/// `debugCaseOutput`): `Rows.Action.rows(.element(id:, action: .rename))`. Each enum case is
/// followed into its payload; a labelled payload keeps its labels (`id:`, and `_:` for one
/// without); any other payload (a number, a string, a struct) is left out. A value that is
/// `CustomDebugStringConvertible` is its `debugDescription`.
public func debugCaseOutput(_ value: Any) -> String {
  if let described = value as? any CustomDebugStringConvertible {
    return described.debugDescription
  }
  return typeName(type(of: value)) + caseOutput(value)
}

private func caseOutput(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum?:
    guard let child = mirror.children.first else {
      // A case without a payload prints as its name.
      let name = "\(value)"
      return name == typeName(type(of: value)) ? "" : "." + name
    }
    let inner = caseOutput(child.value)
    return "." + (child.label ?? "") + (inner.isEmpty ? "" : "(" + inner + ")")
  case .tuple?:
    return mirror.children.map { child in
      let inner = caseOutput(child.value)
      let label = child.label.map { isUnlabelled($0) ? "_:" : $0 + ":" } ?? ""
      return label + (inner.isEmpty ? "" : " " + inner)
    }.joined(separator: ", ")
  default:
    return ""
  }
}

/// `.0`, `0`: the label the runtime gives a tuple element written without one.
private func isUnlabelled(_ label: String) -> Bool {
  label.allSatisfy { $0 == "." || $0.isNumber }
}
