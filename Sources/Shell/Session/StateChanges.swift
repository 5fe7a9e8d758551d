/// What changed between two states, as the fields a `{ … }` block lists: the deepest struct
/// field whose value differs, with its new value written on one line in dump syntax.
enum StateChanges {
  static func block(before: Any, after: Any) -> StateBlock {
    var assignments: [StateBlock.Assignment] = []
    collect(StateTree(before), StateTree(after), path: [], into: &assignments)
    return StateBlock(assignments)
  }

  private static func collect(
    _ before: StateTree, _ after: StateTree, path: [String],
    into assignments: inout [StateBlock.Assignment]
  ) {
    guard before != after else { return }
    if case .structure(let type, let beforeFields, _) = before,
      case .structure(type, let afterFields, _) = after,
      beforeFields.map(\.label) == afterFields.map(\.label)
    {
      for (old, new) in zip(beforeFields, afterFields) {
        collect(old.node, new.node, path: path + [shownLabel(old.label)], into: &assignments)
      }
      return
    }
    guard !path.isEmpty else { return }
    assignments.append(
      StateBlock.Assignment(path: path.joined(separator: "."), value: oneLine(after.lines)))
  }

  /// `_alert` (a property wrapper's storage) is written `alert`, as `state` and `expect` read it.
  private static func shownLabel(_ label: String) -> String {
    label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  /// A multi-line dump on one line: indentation and array index labels dropped, a blank after
  /// each comma.
  static func oneLine(_ lines: [String]) -> String {
    var text = ""
    for line in lines {
      var line = Substring(line.trimmingBlanks)
      if line.hasPrefix("["), let close = line.firstIndex(of: "]"),
        line[line.index(after: close)...].hasPrefix(": ")
      {
        line = line[line.index(close, offsetBy: 3)...]
      }
      if text.hasSuffix(",") { text += " " }
      text += line
    }
    return text
  }
}
