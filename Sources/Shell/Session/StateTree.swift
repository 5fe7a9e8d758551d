import Composable

/// A state as the dumper prints it, split into the structs a `{ … }` block can reach into by
/// field name; anything else (scalars, enums, collections, alerts) is a leaf holding its dump.
///
/// An exhaustive check builds the expected state by writing a block's values into the tree of
/// the state before the action (as TCA's `send(_:assert:)` mutates a copy of the last state),
/// then compares it with the tree of the state after, and prints the difference as TCA's test
/// store does.
indirect enum StateTree: Equatable {
  /// A value's dump (one or more lines).
  case leaf(String)
  /// `Type(label: value, …)`; `oneLine` when the dumper writes it on one line.
  case structure(type: String, fields: [Field], oneLine: Bool)

  struct Field: Equatable {
    let label: String
    var node: StateTree
  }

  /// The tree of `value`. A struct splits into fields only when writing its fields back gives
  /// exactly the dumper's text, so the tree always prints what `customDump` prints.
  /// `nested`: the value is a field, where the dumper writes an enum case without its type
  /// (`alert: .dismissed`).
  init(_ value: Any, nested: Bool = false) {
    let value = representedValue(value)
    var dump = customDump(value)
    let mirror = (value as? CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first {
      // A present optional dumps as its value.
      self = StateTree(wrapped.value, nested: nested)
      return
    }
    let type = typeName(Swift.type(of: value))
    if nested, mirror.displayStyle == .enum, dump.hasPrefix(type + ".") {
      dump.removeFirst(type.count)
    }
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
      !mirror.children.isEmpty, dump.hasPrefix(type + "(")
    else {
      self = .leaf(dump)
      return
    }
    var fields: [Field] = []
    for child in mirror.children {
      guard let label = child.label else {
        self = .leaf(dump)
        return
      }
      if label.hasPrefix("_$") { continue }
      fields.append(Field(label: label, node: StateTree(child.value, nested: true)))
    }
    for oneLine in [true, false] {
      let tree = StateTree.structure(type: type, fields: fields, oneLine: oneLine)
      if tree.text == dump {
        self = tree
        return
      }
    }
    self = .leaf(dump)
  }

  /// Same values, whatever the layout: a struct may dump on one line or several depending on
  /// its fields' values.
  static func == (lhs: StateTree, rhs: StateTree) -> Bool {
    switch (lhs, rhs) {
    case (.leaf(let left), .leaf(let right)): return left == right
    case (
      .structure(let leftType, let leftFields, _), .structure(let rightType, let rightFields, _)
    ):
      return leftType == rightType && leftFields == rightFields
    default: return false
    }
  }

  /// The dump this tree stands for.
  var text: String { lines.joined(separator: "\n") }

  var lines: [String] {
    switch self {
    case .leaf(let text):
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    case .structure(let type, let fields, let oneLine):
      if oneLine {
        let inner = fields.map { "\($0.label): \($0.node.text)" }.joined(separator: ", ")
        return ["\(type)(\(inner))"]
      }
      var lines = ["\(type)("]
      for (index, field) in fields.enumerated() {
        let comma = index == fields.count - 1 ? "" : ","
        lines += Self.labelled(field.label, field.node.lines, suffix: comma).map { "  " + $0 }
      }
      return lines + [")"]
    }
  }

  /// The node at a dotted path (`session.user`), nil when the path leaves the structs.
  func node(at path: [String]) -> StateTree? {
    guard let first = path.first else { return self }
    guard case .structure(_, let fields, _) = self,
      let field = fields.first(where: { $0.label == first || $0.label == "_" + first })
    else { return nil }
    return field.node.node(at: Array(path.dropFirst()))
  }

  /// Puts `node` at `path`. As optional chaining in a test's assert closure, a path that runs
  /// into a leaf (a nil optional, an enum) changes nothing. A one-line struct stays one line
  /// only while its fields do.
  mutating func set(_ node: StateTree, at path: [String]) {
    guard let first = path.first else {
      self = node
      return
    }
    guard case .structure(let type, var fields, let oneLine) = self,
      let index = fields.firstIndex(where: { $0.label == first || $0.label == "_" + first })
    else { return }
    fields[index].node.set(node, at: Array(path.dropFirst()))
    let stillOneLine = oneLine && fields.allSatisfy { $0.node.lines.count == 1 }
    self = .structure(type: type, fields: fields, oneLine: stillOneLine)
  }

  /// `label: ` before the first line, `suffix` after the last.
  static func labelled(_ label: String?, _ lines: [String], suffix: String) -> [String] {
    var lines = lines
    if let label { lines[0] = "\(label): " + lines[0] }
    lines[lines.count - 1] += suffix
    return lines
  }
}
