import Composable

extension Session {
  /// What may follow a value in a state path: its fields; a stack's or an identified array's
  /// elements by position (`path[0]`, no blank, so Tab needs no quotes); an enum's case.
  func navigationFieldNames(of value: Any) -> [String] {
    guard let unwrapped = StatePath.unwrap(value) else { return [] }
    if let elements = unwrapped as? NavigationElements {
      return elements.navigationIDs.indices.map { "[\($0)]" }
    }
    let mirror = Mirror(reflecting: unwrapped)
    if mirror.displayStyle == .enum {
      return mirror.children.first?.label.map { [$0] } ?? []
    }
    return StatePath.fieldNames(of: unwrapped).flatMap { name -> [String] in
      guard let field = try? StatePath.value(at: name, in: unwrapped),
        let elements = StatePath.unwrap(field) as? NavigationElements,
        !elements.navigationIDs.isEmpty
      else { return [name] }
      return [name] + elements.navigationIDs.indices.map { "\(name)[\($0)]" }
    }
  }

}
