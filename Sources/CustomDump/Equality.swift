/// Whether two values are equal, as swift-custom-dump's diff decides it.
///
/// - The same class instance is equal to itself.
/// - When the dynamic type of `a` is `Equatable`, its `==` decides (so a type whose `==` ignores
///   a field, such as an identifier, compares equal regardless of that field); `b` must be of the
///   same type.
/// - Otherwise the values are compared structurally through their dump mirrors: same type, same
///   child labels, and pairwise equal children; values without children compare by their
///   `String(describing:)`. This gives the same answer as comparing the two dumps, without
///   building them.
public func isEqualValues(_ a: Any, _ b: Any) -> Bool {
  isEqualValues(a, b, reflectsOnly: false)
}

/// ``isEqualValues(_:_:)``, with `reflectsOnly` reading fields through `Mirror` alone (the
/// reference the fast paths are tested against).
func isEqualValues(_ a: Any, _ b: Any, reflectsOnly: Bool) -> Bool {
  let type = Swift.type(of: a)
  if type is AnyClass, type == Swift.type(of: b), (a as AnyObject) === (b as AnyObject) {
    return true
  }
  let traits = dumpTraits(of: a)
  if traits.isKnown {
    // The conformance was looked up once for the type; a cast to `any Equatable` per value costs
    // a conformance look-up each time.
    if let equatable = traits.equatable {
      return isEqual(equatable, a, b)
    }
  } else if let equatable = a as? any Equatable {
    return isEqual(equatable, b)
  }
  if !reflectsOnly, type == Swift.type(of: b), let layout = structLayout(of: type),
    let lhs = layout.allValues(of: a), let rhs = layout.allValues(of: b)
  {
    return zip(lhs, rhs).allSatisfy(isEqualValues)
  }
  let lhsMirror = dumpMirror(a)
  let rhsMirror = dumpMirror(b)
  guard lhsMirror.subjectType == rhsMirror.subjectType,
    lhsMirror.children.count == rhsMirror.children.count
  else { return false }
  if lhsMirror.children.isEmpty {
    return String(describing: a) == String(describing: b)
  }
  for (lhs, rhs) in zip(lhsMirror.children, rhsMirror.children) {
    guard lhs.label == rhs.label, isEqualValues(lhs.value, rhs.value, reflectsOnly: reflectsOnly)
    else { return false }
  }
  return true
}

private func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? T else { return false }
  return lhs == rhs
}

private func isEqual<T: Equatable>(_: T.Type, _ lhs: Any, _ rhs: Any) -> Bool {
  guard let lhs = lhs as? T, let rhs = rhs as? T else { return false }
  return lhs == rhs
}
