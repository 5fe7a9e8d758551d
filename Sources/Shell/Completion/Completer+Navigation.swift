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

extension Session {
  /// For a word that ends inside an element's brackets, in the id form (`path[id: `,
  /// `syncUps[id: 1`, `rows[i`): the elements of the collection the brackets follow, by id as the shell writes
  /// them (`path[id: 0]`, `rows[id: "DEADBEEF-…"]`), each with `suffix` after it. Nil when
  /// the word opens no brackets. `relative`: the collection's path is read inside the focus, as
  /// `state` and `send` read theirs; otherwise from the root, as `receive` does.
  func elementIDCompletions(_ word: String, suffix: String, relative: Bool = true) -> [String]? {
    guard let open = word.lastIndex(of: "["), !word[open...].contains("]") else { return nil }
    let inside = word[word.index(after: open)...].drop { $0 == " " }
    // Only the id form, once begun: `[0]` by position has its own candidates (`path[0]`).
    guard !inside.isEmpty, "id: ".hasPrefix(inside.prefix(4)) || inside.hasPrefix("id:") else {
      return nil
    }
    let collection = String(word[..<open])
    guard !collection.isEmpty,
      let path = relative ? absoluteStatePath(collection) : collection,
      let held = try? StatePath.value(at: path, in: host.state),
      let elements = StatePath.unwrap(held) as? NavigationElements
    else { return [] }
    return ElementIDText.literals(of: elements).map { "\(collection)[id: \($0)]\(suffix)" }
  }
}
