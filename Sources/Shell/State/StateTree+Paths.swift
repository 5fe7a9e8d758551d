import Composable

/// Where a `{ … }` block's path reaches in a state tree: the same path forms `state` reads
/// (`books[0].title`, `rows[id: "…"].isRead`, `path[id: 0].detail.rating`,
/// `destination.edit.name`), as the assert closure of TCA's `store.send(_:assert:)` mutates
/// through subscripts, case paths and optional chaining. A value the tree keeps whole (an array,
/// a stack, an enum case) is split where the path goes inside it, and only there.
extension StateTree {
  /// The node at `path` (``StatePath`` components) of this tree of `root`; nil when the path
  /// runs through a nil optional, where optional chaining reaches nothing.
  func node(at path: [String], in root: Any) throws(ShellError) -> StateTree? {
    var tree = self
    for index in path.indices {
      guard let (parent, item) = try tree.step(path[index], walked: Array(path[..<index]), root)
      else { return nil }
      tree = parent.item(item)
    }
    return tree
  }

  /// Puts `node` at `path` of this tree of `root`. A path through a nil optional changes
  /// nothing (optional chaining); a path the state does not have (an element of an empty
  /// array, an id no element has, another enum case) is one error line, as `state` gives it.
  mutating func set(_ node: StateTree, at path: [String], in root: Any) throws(ShellError) {
    try set(node, at: path[...], walked: [], root)
  }

  private mutating func set(
    _ node: StateTree, at path: ArraySlice<String>, walked: [String], _ root: Any
  ) throws(ShellError) {
    guard let first = path.first else {
      self = node
      return
    }
    if path.count == 1, try pushed(node, id: first, walked: walked, root) { return }
    guard case (var parent, let index)? = try step(first, walked: walked, root) else { return }
    var item = parent.item(index)
    try item.set(node, at: path.dropFirst(), walked: walked + [first], root)
    parent.replaceItem(index, with: item)
    self = parent
  }

  /// `path[id: 1] = .detail(…)` for an id the stack does not hold yet: the element is added
  /// with that id, as setting TCA's `StackState` subscript(id:) does (how TCA's tests assert a
  /// push). False when `component` is not such an id.
  private mutating func pushed(
    _ node: StateTree, id component: String, walked: [String], _ root: Any
  )
    throws(ShellError) -> Bool
  {
    guard component.hasPrefix("[id: "),
      let here = walked.isEmpty
        ? root : try? StatePath.value(at: StatePath.shown(walked), in: root),
      let stack = StatePath.unwrap(here), stack is StackStateMarker,
      let elements = stack as? NavigationElements
    else { return false }
    let typed = String(component.dropFirst(5).dropLast())
    guard ElementIDText.position(of: typed, in: elements) == nil,
      let id = ElementIDText.value(of: typed, type: elements.navigationIDType)
    else { return false }
    var items: [Field] = []
    if case .container(_, let existing, _, _)? = Self.split(stack, nested: true) {
      items = existing
    }
    items.append(Field(label: customDump(id.base), node: node))
    self = .container(
      open: "[", items: items.sorted { $0.label < $1.label }, close: "]", inline: false)
    return true
  }

  /// This tree split if need be, and the index of the field or item `component` names; nil
  /// when the value here is a nil optional.
  private func step(_ component: String, walked: [String], _ root: Any) throws(ShellError)
    -> (StateTree, Int)?
  {
    let here = walked.isEmpty ? root : try StatePath.value(at: StatePath.shown(walked), in: root)
    guard let value = StatePath.unwrap(here) else { return nil }
    // Checked against the state first, for the one-line errors `state` gives.
    do {
      _ = try StatePath.value(at: StatePath.shown(walked + [component]), in: root)
    } catch {
      let whole = walked.isEmpty ? component : StatePath.shown(walked)
      let push = value is StackStateMarker ? " or add it by id (\(whole)[id: N] = …)" : ""
      throw ShellError(
        "\(error.message): in a state block, set \(whole) whole (\(whole) = …)\(push)")
    }
    var tree = self
    if case .leaf(let text) = tree {
      guard let split = Self.split(value, nested: !walked.isEmpty), split.text == text else {
        throw Self.unreachable(walked, component)
      }
      tree = split
    }
    switch tree {
    case .structure(_, let fields, _):
      if let index = fields.firstIndex(where: {
        $0.label == component || $0.label == "_" + component
      }) {
        return (tree, index)
      }
    case .container(_, let items, _, _):
      if let index = Self.itemIndex(component, in: value, items: items) { return (tree, index) }
    case .leaf:
      break
    }
    throw Self.unreachable(walked, component)
  }

  private static func unreachable(_ walked: [String], _ component: String) -> ShellError {
    let whole = walked.isEmpty ? component : StatePath.shown(walked)
    return ShellError(
      "a state block cannot set \(StatePath.shown(walked + [component])) inside the value it is in: set \(whole) whole (\(whole) = …)"
    )
  }

  private func item(_ index: Int) -> StateTree {
    switch self {
    case .structure(_, let fields, _): fields[index].node
    case .container(_, let items, _, _): items[index].node
    case .leaf: self
    }
  }

  /// A one-line struct stays one line only while its fields do.
  private mutating func replaceItem(_ index: Int, with node: StateTree) {
    switch self {
    case .structure(let type, var fields, let oneLine):
      fields[index].node = node
      let stillOneLine = oneLine && fields.allSatisfy { $0.node.lines.count == 1 }
      self = .structure(type: type, fields: fields, oneLine: stillOneLine)
    case .container(let open, var items, let close, let inline):
      items[index].node = node
      self = .container(open: open, items: items, close: close, inline: inline)
    case .leaf:
      break
    }
  }

  /// `value` split one level as the dumper writes it: a struct into fields, an array into
  /// `[0]: …` items, a stack into `#0: …` items (sorted by id text, as a dictionary dumps), an
  /// enum case into its payload. Nil for anything else.
  static func split(_ value: Any, nested: Bool) -> StateTree? {
    let value = representedValue(value)
    let mirror = (value as? CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct?, .class?:
      return StateTree(value, nested: nested)
    case .collection?:
      let items = mirror.children.enumerated().map {
        Field(label: "[\($0.offset)]", node: StateTree($0.element.value, nested: true))
      }
      return .container(open: "[", items: items, close: "]", inline: false)
    case .dictionary? where value is StackStateMarker:
      let entries = mirror.children.compactMap { child -> Field? in
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { return nil }
        return Field(label: customDump(pair[0].value), node: StateTree(pair[1].value, nested: true))
      }
      guard !entries.isEmpty else { return nil }
      return .container(
        open: "[", items: entries.sorted { $0.label < $1.label }, close: "]", inline: false)
    case .enum?:
      guard let payload = mirror.children.first, let name = payload.label else { return nil }
      let tuple = Mirror(reflecting: payload.value)
      let items =
        tuple.displayStyle == .tuple
        ? tuple.children.map {
          Field(
            label: $0.label.map { $0.hasPrefix(".") ? "" : $0 } ?? "",
            node: StateTree($0.value, nested: true))
        }
        : [Field(label: "", node: StateTree(payload.value, nested: true))]
      let type = nested ? "" : typeName(Swift.type(of: value))
      return .container(open: type + "." + name + "(", items: items, close: ")", inline: true)
    default:
      return nil
    }
  }

  /// The item of a split `value` that `component` names: a position or an id on a stack or an
  /// identified array, an index on an array, the case on an enum (its lone payload).
  private static func itemIndex(_ component: String, in value: Any, items: [Field]) -> Int? {
    if let elements = value as? NavigationElements {
      let position =
        component.hasPrefix("[id: ")
        ? ElementIDText.position(of: String(component.dropFirst(5).dropLast()), in: elements)
        : Int(component)
      guard let position, elements.navigationIDValues.indices.contains(position) else {
        return nil
      }
      guard value is StackStateMarker else { return position < items.count ? position : nil }
      let key = customDump(elements.navigationIDValues[position].base)
      return items.firstIndex { $0.label == key }
    }
    if Mirror(reflecting: value).displayStyle == .enum { return items.count == 1 ? 0 : nil }
    guard let index = Int(component), items.indices.contains(index) else { return nil }
    return index
  }

  /// The node at a dotted path of struct fields (`session.user`), nil when the path leaves
  /// them: where a loose check says plainly what differs instead of printing a diff.
  func fieldNode(at path: [String]) -> StateTree? {
    guard let first = path.first else { return self }
    guard case .structure(_, let fields, _) = self,
      let field = fields.first(where: { $0.label == first || $0.label == "_" + first })
    else { return nil }
    return field.node.fieldNode(at: Array(path.dropFirst()))
  }
}
