import Composable

/// A state as the dumper prints it, split into the structs a `{ … }` block can reach into by
/// field name; anything else (scalars, enums, collections, alerts) is a leaf holding its dump,
/// split further only where a block's path goes inside it (see `StateTree+Paths.swift`).
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
  /// An array's, a stack's or an enum case's values between `open` and `close` (`[`…`]`,
  /// `.detail(`…`)`), each on its own line after its label (`[0]`, `#0`, none when empty), or
  /// `inline` after `open` when the dumper keeps a lone value there. Only made when a block's
  /// path reaches inside such a value (see ``set(_:at:in:)``).
  case container(open: String, items: [Field], close: String, inline: Bool)

  struct Field: Equatable {
    let label: String
    var node: StateTree
  }

  /// The tree of `value`. A struct splits into fields only when writing its fields back gives
  /// exactly the dumper's text, so the tree always prints what `customDump` prints.
  /// `nested`: the value is a field, where the dumper writes an enum case without its type
  /// (`alert: .dismissed`).
  init(_ value: Any, nested: Bool = false) {
    var ancestors: Set<ObjectIdentifier> = []
    self.init(value, nested: nested, ancestors: &ancestors)
  }

  /// `ancestors`: the class instances the value lies inside. One met again (a reference cycle)
  /// stays whole, a leaf of its dump, where splitting it overflowed the stack.
  private init(_ value: Any, nested: Bool, ancestors: inout Set<ObjectIdentifier>) {
    let value = representedValue(value)
    var dump = customDump(value)
    let mirror = (value as? CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first {
      // A present optional dumps as its value.
      self = StateTree(wrapped.value, nested: nested, ancestors: &ancestors)
      return
    }
    let type = typeName(Swift.type(of: value))
    if nested, mirror.displayStyle == .enum, dump.hasPrefix(type + ".") {
      dump.removeFirst(type.count)
    }
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
      !mirror.children.isEmpty, dump.hasPrefix(type + "(")
    else {
      if nested, value is String, dump.hasPrefix("\"\"\"") || dump.hasPrefix("#") {
        // A `"""` block inside a value: the dumper indents its lines and its closing quotes
        // two past the line it opens on, as a field or an element.
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        dump = ([String(lines[0])] + lines.dropFirst().map { "  " + $0 }).joined(separator: "\n")
      }
      self = .leaf(dump)
      return
    }
    let object = Swift.type(of: value) is AnyClass ? ObjectIdentifier(value as AnyObject) : nil
    if let object {
      guard ancestors.insert(object).inserted else {
        self = .leaf(dump)
        return
      }
    }
    defer { if let object { ancestors.remove(object) } }
    var fields: [Field] = []
    for child in mirror.children {
      guard let label = child.label else {
        self = .leaf(dump)
        return
      }
      if label.hasPrefix("_$") { continue }
      fields.append(
        Field(label: label, node: StateTree(child.value, nested: true, ancestors: &ancestors)))
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
    case (.container, _), (_, .container):
      // A value split only to reach inside it equals the same value kept whole.
      return lhs.text == rhs.text
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
    case .container(let open, let items, let close, let inline):
      if items.isEmpty { return [open + close] }
      if inline, items.count == 1, items[0].node.lines.count == 1 {
        let label = items[0].label.isEmpty ? "" : items[0].label + ": "
        return [open + label + items[0].node.text + close]
      }
      var lines = [open]
      for (index, item) in items.enumerated() {
        let comma = index == items.count - 1 ? "" : ","
        lines += Self.labelled(
          item.label.isEmpty ? nil : item.label, item.node.lines, suffix: comma
        )
        .map { "  " + $0 }
      }
      return lines + [close]
    }
  }

  /// `label: ` before the first line, `suffix` after the last.
  static func labelled(_ label: String?, _ lines: [String], suffix: String) -> [String] {
    var lines = lines
    if let label { lines[0] = "\(label): " + lines[0] }
    lines[lines.count - 1] += suffix
    return lines
  }
}
