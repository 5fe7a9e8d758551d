import Composable

/// The difference of two state trees in the layout of TCA's test store failures: custom-dump's
/// diff, indented four spaces, `−` (U+2212) for the expected side, `+` for the actual one, and a
/// figure space for lines both share. Unchanged fields that span lines collapse to `Type(…)` or
/// `[…]`, as the test store prints them.
enum StateTreeDiff {
  /// `intoContainers`: two containers (an enum case's frame, an array) of the same shape that
  /// span lines are compared item by item, as custom-dump's diff walks a case's payload; a
  /// state's diff keeps a split container whole.
  ///
  /// `values`: for the path of a struct field (field names from the root), the expected and the
  /// actual value there when both are known; a field that differs is then diffed as custom-dump
  /// diffs the two values (runs of unchanged elements collapsed, an enum payload line by line),
  /// as TCA's test store diffs the expected state against the actual one.
  static func text(
    expected: StateTree, actual: StateTree, intoContainers: Bool = false,
    values: ((_ path: [String]) -> (expected: Any, actual: Any)?)? = nil
  ) -> String {
    var lines: [(String, String)] = []
    let differ = Differ(intoContainers: intoContainers, values: values)
    differ.diff(expected, actual, label: nil, path: [], suffix: "", indent: "", into: &lines)
    return lines.map { "    \($0.0) \($0.1)" }.joined(separator: "\n")
  }

  /// A diff `diff(_:_:)` printed (`- `, `+ `, `  ` leading each line), in this layout.
  static func text(customDumpDiff diff: String) -> String {
    diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let marker =
        line.hasPrefix("- ") ? removed : line.hasPrefix("+ ") ? inserted : unchanged
      return "    \(marker) \(line.dropFirst(2))"
    }.joined(separator: "\n")
  }

  fileprivate static let removed = "\u{2212}"
  fileprivate static let inserted = "+"
  fileprivate static let unchanged = "\u{2007}"
}

/// One walk of two trees.
private struct Differ {
  let intoContainers: Bool
  let values: ((_ path: [String]) -> (expected: Any, actual: Any)?)?

  private var removed: String { StateTreeDiff.removed }
  private var inserted: String { StateTreeDiff.inserted }
  private var unchanged: String { StateTreeDiff.unchanged }

  /// `path`: the field names from the root down to this node, nil inside a container (an
  /// element, a payload), where no value is looked up.
  func diff(
    _ expected: StateTree, _ actual: StateTree, label: String?, path: [String]?, suffix: String,
    indent: String, into lines: inout [(String, String)]
  ) {
    if expected == actual {
      let shown = collapsed(actual.lines)
      for line in StateTree.labelled(label, shown, suffix: suffix) {
        lines.append((unchanged, indent + line))
      }
      return
    }
    if let label, let path, !path.isEmpty, !(isStructure(expected) && isStructure(actual)),
      let pair = values?(path)
    {
      guard let change = CustomDump.diff(pair.expected, pair.actual, name: label, separator: suffix)
      else {
        // Equal by `==` though dumped apart: custom-dump's context line, the old value.
        for line in StateTree.labelled(label, collapsed(expected.lines), suffix: suffix) {
          lines.append((unchanged, indent + line))
        }
        return
      }
      for line in change.split(separator: "\n", omittingEmptySubsequences: false) {
        let marker =
          line.hasPrefix("- ") ? removed : line.hasPrefix("+ ") ? inserted : unchanged
        lines.append((marker, indent + line.dropFirst(2)))
      }
      return
    }
    if case .structure(let type, let expectedFields, false) = expected,
      case .structure(type, let actualFields, false) = actual,
      expectedFields.map(\.label) == actualFields.map(\.label)
    {
      lines.append((unchanged, indent + (label.map { "\($0): " } ?? "") + type + "("))
      for index in actualFields.indices {
        let comma = index == actualFields.count - 1 ? "" : ","
        diff(
          expectedFields[index].node, actualFields[index].node, label: actualFields[index].label,
          path: path.map { $0 + [ShownFields.name(actualFields[index].label)] }, suffix: comma,
          indent: indent + "  ", into: &lines)
      }
      lines.append((unchanged, indent + ")" + suffix))
      return
    }
    if intoContainers,
      case .container(let open, let expectedItems, let close, _) = expected,
      case .container(open, let actualItems, close, _) = actual,
      expectedItems.map(\.label) == actualItems.map(\.label),
      expected.lines.count > 1 || actual.lines.count > 1
    {
      lines.append((unchanged, indent + (label.map { "\($0): " } ?? "") + open))
      // A collection's runs of unchanged elements fold into `… (N unchanged)` where they stand,
      // as custom-dump's diff folds them (a lone one prints collapsed, with its label); an enum
      // payload's values are all shown.
      let folds = open.hasSuffix("[")
      var index = actualItems.startIndex
      while index < actualItems.endIndex {
        var runEnd = index
        while folds, runEnd < actualItems.endIndex,
          expectedItems[runEnd].node == actualItems[runEnd].node
        {
          runEnd += 1
        }
        let comma = { (last: Int) in last == actualItems.count - 1 ? "" : "," }
        if runEnd - index >= 2 {
          lines.append(
            (unchanged, indent + "  … (\(runEnd - index) unchanged)" + comma(runEnd - 1)))
          index = runEnd
          continue
        }
        let itemLabel = actualItems[index].label
        let itemPath =
          folds ? path.flatMap { path in Self.step(itemLabel).map { path + [$0] } } : nil
        diff(
          expectedItems[index].node, actualItems[index].node,
          label: itemLabel.isEmpty ? nil : itemLabel, path: itemPath, suffix: comma(index),
          indent: indent + "  ", into: &lines)
        index += 1
      }
      lines.append((unchanged, indent + close + suffix))
      return
    }
    // A struct the tree keeps whole (a field the dump hides) against one written in a block:
    // both split the same way, so only the fields that differ are marked.
    if let (left, right) = sameLayout(expected, actual) {
      diff(left, right, label: label, path: path, suffix: suffix, indent: indent, into: &lines)
      return
    }
    for line in StateTree.labelled(label, expected.lines, suffix: suffix) {
      lines.append((removed, indent + line))
    }
    for line in StateTree.labelled(label, actual.lines, suffix: suffix) {
      lines.append((inserted, indent + line))
    }
  }

  /// The path component of a collection's element label, as ``StatePath`` writes it: `[3]` is
  /// position `3`, a stack's `#0` is `[id: 0]`; nil for any other label.
  private static func step(_ label: String) -> String? {
    if label.hasPrefix("["), label.hasSuffix("]"), Int(label.dropFirst().dropLast()) != nil {
      return String(label.dropFirst().dropLast())
    }
    if label.hasPrefix("#"), Int(label.dropFirst()) != nil {
      return "[id: \(label.dropFirst())]"
    }
    return nil
  }

  /// The two trees with a leaf re-read as a struct when the other side is one; nil when that
  /// gives no two structs of the same type.
  private func sameLayout(_ expected: StateTree, _ actual: StateTree) -> (
    StateTree, StateTree
  )? {
    func split(_ tree: StateTree) -> StateTree {
      guard case .leaf(let text) = tree else { return tree }
      let flat = text.split(separator: "\n").map(\.trimmingBlanks).joined(separator: " ")
        .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
      return StateTree(source: flat)
    }
    guard case .structure(let type, _, _) = split(expected),
      case .structure(type, _, _) = split(actual),
      !(isStructure(expected) && isStructure(actual))
    else { return nil }
    return (split(expected), split(actual))
  }

  private func isStructure(_ tree: StateTree) -> Bool {
    if case .structure = tree { return true }
    return false
  }

  /// `AlertState(…)`, `[…]`: a value spanning lines, shortened to its brackets.
  private func collapsed(_ lines: [String]) -> [String] {
    guard lines.count > 1, let first = lines.first, let last = lines.last,
      let open = first.last, "([".contains(open)
    else { return lines }
    return [first + "…" + last.trimmingBlanks]
  }
}
