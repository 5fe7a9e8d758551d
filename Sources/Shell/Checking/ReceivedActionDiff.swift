import Composable

/// The diff `receive CASE.PATH VALUE` prints when the action that arrived is that case with
/// another value: as TCA's `store.receive(\.case, value)` shows it, the expected action against
/// the received one in the test store's layout (`−` expected, `+` received), with only the
/// lines that differ marked and the rest as context. The expected side is the received action's
/// case frames (`Login.Action.loginResponse(`, `.success(`) around the value as written.
enum ReceivedActionDiff {
  /// The diff lines, or nil when the received action is not the case at `path`, or its dump
  /// is not the frames the diff would draw (the caller then shows the value whole).
  static func text(expected value: String, path: [String], received action: Any) -> String? {
    guard let (frames, payload) = caseFrames(of: action, path: path) else { return nil }
    let actualItems = items(of: payload)
    var expectedItems = items(written: value, like: actualItems)
    if expectedItems.map(\.label) == actualItems.map(\.label) {
      for index in expectedItems.indices {
        expectedItems[index].node = aligned(expectedItems[index].node, actualItems[index].node)
      }
    }
    let actual = framed(actualItems, in: frames)
    guard actual.text == customDump(action) else { return nil }
    return StateTreeDiff.text(
      expected: framed(expectedItems, in: frames), actual: actual, intoContainers: true)
  }

  /// The opening of each case on the way down `path` (`Login.Action.loginResponse(`,
  /// `.success(`) and the last case's payload; nil when `action` is not that case.
  private static func caseFrames(of action: Any, path: [String]) -> ([String], Any)? {
    var frames: [String] = []
    var value = action
    for name in path {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum, let child = mirror.children.first, child.label == name
      else { return nil }
      frames.append((frames.isEmpty ? typeName(type(of: value)) : "") + "." + name + "(")
      value = child.value
    }
    return frames.isEmpty ? nil : (frames, value)
  }

  /// A payload's values: a labelled tuple's, each under its label, or the one value.
  private static func items(of payload: Any) -> [StateTree.Field] {
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple, mirror.children.allSatisfy({ $0.label?.first != "." }) {
      return mirror.children.map {
        StateTree.Field(label: $0.label ?? "", node: StateTree($0.value, nested: true))
      }
    }
    return [StateTree.Field(label: "", node: StateTree(payload, nested: true))]
  }

  /// The value as written, split as the received payload is: `id: 0, name: "Blob"` into its
  /// labelled values when the payload is a labelled tuple.
  private static func items(written value: String, like actual: [StateTree.Field])
    -> [StateTree.Field]
  {
    if actual.count > 1 || actual.first?.label.isEmpty == false,
      case .structure(_, let fields, _) = StateTree(source: "T(" + value + ")")
    {
      return fields
    }
    return [StateTree.Field(label: "", node: StateTree(source: value))]
  }

  /// The cases' frames around `items`, one inside the other, as the dumper nests them.
  private static func framed(_ items: [StateTree.Field], in frames: [String]) -> StateTree {
    var tree = StateTree.container(
      open: frames[frames.count - 1], items: items, close: ")", inline: true)
    for open in frames.dropLast().reversed() {
      tree = .container(
        open: open, items: [StateTree.Field(label: "", node: tree)], close: ")", inline: true)
    }
    return tree
  }

  /// `expected` with each part written as the received one is dumped where the two match as
  /// `receive` compares them (blanks, `[0]:` labels and `#` before stack ids aside), so that
  /// only what differs is marked.
  private static func aligned(_ expected: StateTree, _ actual: StateTree) -> StateTree {
    if case .structure(let type, let expectedFields, let oneLine) = expected,
      case .structure(type, let actualFields, _) = actual,
      expectedFields.map(\.label) == actualFields.map(\.label)
    {
      let fields = zip(expectedFields, actualFields).map {
        StateTree.Field(label: $0.label, node: aligned($0.node, $1.node))
      }
      return .structure(type: type, fields: fields, oneLine: oneLine)
    }
    func normal(_ tree: StateTree) -> String {
      Session.integerStackIDs(Expectation.normalized(tree.text))
    }
    return normal(expected) == normal(actual) ? actual : expected
  }
}
