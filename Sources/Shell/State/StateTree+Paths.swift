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

  /// Takes the element `path` names by id (`contacts[id: 3]`, `path[id: 1]`) out of the stack
  /// or identified array it is in, as TCA's `subscript(id:)` set to nil does (only that
  /// element: a stack's elements above it stay). An id no element has, or a path through nil,
  /// changes nothing.
  mutating func removeElement(at path: [String], in root: Any) throws(ShellError) {
    try set(nil, at: path[...], walked: [], root)
  }

  /// Whether `path` names an element by id in a stack or an identified array of `root`
  /// (`todos[id: 1]`), or an entry by key in a dictionary (`scores["a"]`): where `= nil`
  /// removes and an id or key not there adds, as TCA's `subscript(id:)` and Swift's
  /// `Dictionary.subscript(key:)`. The element need not be there.
  static func isElementByID(_ path: [String], in root: Any) -> Bool {
    if isDictionaryKey(path, in: root) { return true }
    guard let last = path.last, last.hasPrefix("[id: "),
      let value = parentValue(of: path, in: root)
    else { return false }
    return value is NavigationElements
  }

  /// The value holding `path`'s last step (`rows` of `rows[id: 3]`), unwrapped; nil when the
  /// path does not reach one.
  private static func parentValue(of path: [String], in root: Any) -> Any? {
    let walked = Array(path.dropLast())
    guard
      let here = walked.isEmpty
        ? root : try? StatePath.value(at: StatePath.shown(walked), in: root)
    else { return nil }
    return StatePath.unwrap(here)
  }

  /// Whether `path` ends at a key of a dictionary of `root` (`scores["a"]`): where `= nil`
  /// removes the entry and a key not there adds one, as Swift's `Dictionary.subscript(key:)`.
  static func isDictionaryKey(_ path: [String], in root: Any) -> Bool {
    guard let last = path.last, StatePath.keyText(of: last) != nil || WholeNumber(last) != nil,
      let value = parentValue(of: path, in: root)
    else { return false }
    return StatePath.isDictionary(value)
  }

  /// `node` nil: the element at `path` removed (see ``removeElement(at:in:)``).
  private mutating func set(
    _ node: StateTree?, at path: ArraySlice<String>, walked: [String], _ root: Any
  ) throws(ShellError) {
    guard let first = path.first else {
      if let node { self = node }
      return
    }
    if path.count == 1, try setEntry(node, key: first, walked: walked, root) { return }
    if path.count == 1, try setElement(node, id: first, walked: walked, root) { return }
    guard case (var parent, let index)? = try step(first, walked: walked, root) else { return }
    var item = parent.item(index)
    try item.set(node, at: path.dropFirst(), walked: walked + [first], root)
    parent.replaceItem(index, with: item)
    self = parent
  }

  /// `path[id: 1] = …` or `contacts[id: 3] = …` as TCA's `subscript(id:)` sets it: for an id
  /// the collection does not hold, the element is added (a stack's under that id, in id order
  /// as it dumps; an identified array's at the end), which is how TCA's tests assert a push;
  /// `= nil` (`node` nil) removes the element with that id, if there is one. False when
  /// `component` is not an id of a stack or an identified array, or names an element that is
  /// there and is set (a plain step).
  private mutating func setElement(
    _ node: StateTree?, id component: String, walked: [String], _ root: Any
  )
    throws(ShellError) -> Bool
  {
    guard component.hasPrefix("[id: "),
      let here = walked.isEmpty
        ? root : try? StatePath.value(at: StatePath.shown(walked), in: root),
      let collection = StatePath.unwrap(here),
      let elements = collection as? NavigationElements
    else { return node == nil }
    let isStack = collection is StackStateMarker
    let typed = String(component.dropFirst(5).dropLast())
    let position = ElementIDText.position(of: typed, in: elements)
    if node != nil, position != nil { return false }
    // The items as this tree holds them (earlier assignments of the block written in).
    var items: [Field] = []
    if case .container(_, let existing, _, _) = self {
      items = existing
    } else if case .container(_, let existing, _, _)? = Self.split(collection, nested: true) {
      items = existing
    }
    if let node {
      guard let id = ElementIDText.value(of: typed, type: elements.navigationIDType) else {
        return false
      }
      if isStack {
        items.append(Field(label: customDump(id.base), node: node))
        items.sort { $0.label < $1.label }
      } else {
        items.append(Field(label: "[\(items.count)]", node: node))
      }
    } else {
      guard let position, elements.navigationIDValues.indices.contains(position) else {
        return true
      }
      if isStack {
        let key = customDump(elements.navigationIDValues[position].base)
        items.removeAll { $0.label == key }
      } else if items.indices.contains(position) {
        items.remove(at: position)
        items = items.enumerated().map { Field(label: "[\($0.offset)]", node: $0.element.node) }
      }
    }
    // Empty, the collection dumps as the dumper writes it: `[:]` for a stack, `[]`.
    self =
      items.isEmpty
      ? .leaf(isStack ? "[:]" : "[]")
      : .container(open: "[", items: items, close: "]", inline: false)
    return true
  }

  /// `coins["DOGE"] = 1` as Swift's `Dictionary.subscript(key:)` sets it: a key the dictionary
  /// lacks is added (where the dumper puts it, by its key's dump); `= nil` (`node` nil) removes
  /// the entry, if there is one. False when `component` is not a key of a dictionary, or names
  /// an entry that is there and is set (a plain step).
  private mutating func setEntry(
    _ node: StateTree?, key component: String, walked: [String], _ root: Any
  ) throws(ShellError) -> Bool {
    guard StatePath.keyText(of: component) != nil || WholeNumber(component) != nil,
      let here = walked.isEmpty
        ? root : try? StatePath.value(at: StatePath.shown(walked), in: root),
      let dictionary = StatePath.unwrap(here), StatePath.isDictionary(dictionary),
      let keyType = StatePath.keyType(of: dictionary)
    else { return false }
    let text = StatePath.keyText(of: component) ?? component
    if node != nil, StatePath.entryPosition(key: text, in: dictionary) != nil { return false }
    let key: Any
    do {
      key = try TypedValue.read(text, as: keyType)
    } catch {
      throw ShellError("\(StatePath.shown(walked + [component])): \(error.message)")
    }
    // The items as this tree holds them (earlier assignments of the block written in).
    var items: [Field] = []
    if case .container(_, let existing, _, _) = self {
      items = existing
    } else if case .container(_, let existing, _, _)? = Self.split(dictionary, nested: true) {
      items = existing
    }
    let label = customDump(key)
    items.removeAll { $0.label == label }
    if let node {
      items.append(Field(label: label, node: node))
      items.sort { $0.label < $1.label }
    }
    self =
      items.isEmpty ? .leaf("[:]") : .container(open: "[", items: items, close: "]", inline: false)
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
  /// `[0]: …` items, a stack into `#0: …` items (sorted by id text, as a dictionary dumps), a
  /// dictionary into `"key": …` items, an enum case into its payload. Nil for anything else.
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
    case .dictionary?:
      // A dictionary's entries under their keys' dumps, in the dumper's order (by key dump).
      let entries = StatePath.dictionaryEntries(of: value).map {
        Field(label: customDump($0.key), node: StateTree($0.value, nested: true))
      }
      guard !entries.isEmpty else { return nil }
      return .container(open: "[", items: entries, close: "]", inline: false)
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
  /// identified array, an index on an array, a key on a dictionary, the case on an enum (its
  /// lone payload).
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
    if StatePath.isDictionary(value) {
      guard
        let position = StatePath.entryPosition(
          key: StatePath.keyText(of: component) ?? component, in: value)
      else { return nil }
      let key = customDump(StatePath.dictionaryEntries(of: value)[position].key)
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
