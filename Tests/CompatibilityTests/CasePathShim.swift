import Composable

// TEMPORARY until issue 12's `/Action.case` lands on main: a Mirror-based stand-in with the
// same spelling. Deleted at that merge.
prefix operator /

prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root, Value> {
  CasePath(embed: embed) { root in
    let mirror = Mirror(reflecting: root)
    guard let child = mirror.children.first, let value = child.value as? Value,
      Mirror(reflecting: embed(value)).children.first?.label == child.label
    else { return nil }
    return value
  }
}
