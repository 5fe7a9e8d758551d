import Composable

/// A state change as one line per changed field, for a projector (`set diff compact`):
/// `count: 0 → 1`, `alert: AlertState("Alert!") → nil`, `path: + #1 meeting`. The field is the
/// deepest one that changed, named by its state path (`path[id: 0].detail.syncUp.minutes`);
/// an element that came or went in a stack or an identified array is one line of its own; an
/// alert or a dialog is named by its title. Nothing unchanged is printed, and no value twice.
enum CompactDiff {
  /// The lines, each without indentation; empty when nothing changed.
  static func lines(before: Any, after: Any) -> [String] {
    var lines: [String] = []
    collect(before, after, path: "", depth: 0, into: &lines)
    return lines
  }

  /// How many characters a value may take on its line before it is cut with `…`.
  static let valueLimit = 40

  /// How deep the walk goes before it prints what differs whole (a guard against a deep
  /// recursive state).
  private static let depthLimit = 32

  private static func collect(
    _ before: Any, _ after: Any, path: String, depth: Int, into lines: inout [String]
  ) {
    let old = representedValue(before)
    let new = representedValue(after)
    guard type(of: old) == type(of: new), !isEqualValues(old, new) else {
      if type(of: old) != type(of: new) { leaf(old, new, path: path, into: &lines) }
      return
    }
    guard depth < depthLimit, !isSummarised(new) else {
      return leaf(old, new, path: path, into: &lines)
    }
    if let oldElements = old as? any NavigationElements,
      let newElements = new as? any NavigationElements
    {
      return elements(oldElements, newElements, path: path, depth: depth, into: &lines)
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch newMirror.displayStyle {
    case .optional:
      guard let oldValue = oldMirror.children.first?.value,
        let newValue = newMirror.children.first?.value
      else { return leaf(old, new, path: path, into: &lines) }
      collect(oldValue, newValue, path: path, depth: depth + 1, into: &lines)
    case .struct:
      let oldChildren = Array(oldMirror.children)
      let newChildren = Array(newMirror.children)
      guard oldChildren.map(\.label) == newChildren.map(\.label), !newChildren.isEmpty else {
        return leaf(old, new, path: path, into: &lines)
      }
      for (oldChild, newChild) in zip(oldChildren, newChildren) {
        guard let label = newChild.label, !label.hasPrefix("_$") else { continue }
        collect(
          oldChild.value, newChild.value, path: joined(path, ShownFields.name(label)),
          depth: depth + 1, into: &lines)
      }
    case .enum:
      // The same case: what changed is inside its payload, named by the case.
      guard let oldCase = oldMirror.children.first, let newCase = newMirror.children.first,
        let name = newCase.label, oldCase.label == name
      else { return leaf(old, new, path: path, into: &lines) }
      collect(
        oldCase.value, newCase.value, path: joined(path, name), depth: depth + 1, into: &lines)
    case .collection:
      let oldChildren = Array(oldMirror.children)
      let newChildren = Array(newMirror.children)
      if oldChildren.count == newChildren.count {
        for (index, (oldChild, newChild)) in zip(oldChildren, newChildren).enumerated() {
          collect(
            oldChild.value, newChild.value, path: path + "[\(index)]", depth: depth + 1,
            into: &lines)
        }
      } else if oldChildren.count < newChildren.count,
        zip(oldChildren, newChildren).allSatisfy({ isEqualValues($0.value, $1.value) })
      {
        for index in oldChildren.count..<newChildren.count {
          lines.append("\(shownPath(path)): + [\(index)] \(short(newChildren[index].value))")
        }
      } else {
        leaf(old, new, path: path, into: &lines)
      }
    default:
      leaf(old, new, path: path, into: &lines)
    }
  }

  /// A stack's or an identified array's elements by id: `+ #1 meeting` for one pushed,
  /// `- #1 meeting` for one popped, and the fields that changed in one still there.
  private static func elements(
    _ old: any NavigationElements, _ new: any NavigationElements, path: String, depth: Int,
    into lines: inout [String]
  ) {
    let isStack = new is StackStateMarker
    let oldIDs = old.navigationIDs
    let newIDs = new.navigationIDs
    func label(_ id: String) -> String { isStack ? "#\(id)" : "[id: \(id)]" }
    func element(_ value: Any?) -> String {
      guard let value else { return "" }
      // A stack's element is a case of its Path enum: its name says which screen.
      if isStack, let name = caseName(of: value) { return name }
      return short(value)
    }
    for (position, id) in oldIDs.enumerated() where !newIDs.contains(id) {
      lines.append(
        "\(shownPath(path)): - \(label(id)) \(element(old.navigationElement(at: position)))")
    }
    for (position, id) in newIDs.enumerated() {
      guard let oldPosition = oldIDs.firstIndex(of: id) else {
        lines.append(
          "\(shownPath(path)): + \(label(id)) \(element(new.navigationElement(at: position)))")
        continue
      }
      guard let oldValue = old.navigationElement(at: oldPosition),
        let newValue = new.navigationElement(at: position)
      else { continue }
      collect(oldValue, newValue, path: path + "[id: \(id)]", depth: depth + 1, into: &lines)
    }
  }

  private static func leaf(_ old: Any, _ new: Any, path: String, into lines: inout [String]) {
    lines.append("\(shownPath(path)): \(short(old)) → \(short(new))")
  }

  /// Values shown whole, never walked into: an alert or a dialog (named by its title).
  private static func isSummarised(_ value: Any) -> Bool {
    titled(value) != nil
  }

  /// `AlertState("Alert!")`, `ConfirmationDialogState("Title")`; nil for anything else.
  private static func titled(_ value: Any) -> String? {
    let name = typeName(type(of: value))
    guard
      let kind = ["AlertState", "ConfirmationDialogState"].first(where: {
        name.hasPrefix($0 + "<") || name == $0
      }),
      let title = Mirror(reflecting: value).children.first(where: { $0.label == "title" })
    else { return nil }
    return "\(kind)(\(customDump(title.value)))"
  }

  /// A value on one line, cut at ``valueLimit`` characters.
  static func short(_ value: Any) -> String {
    let value = representedValue(value)
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return short(wrapped)
    }
    if let titled = titled(value) { return titled }
    // A destination's case holding an alert: `.alert(AlertState("Delete?"))`.
    if mirror.displayStyle == .enum, let payload = mirror.children.first,
      let label = payload.label, let titled = titled(representedValue(payload.value))
    {
      return ".\(label)(\(titled))"
    }
    let text = OneLineDump.value(customDump(value).split(separator: "\n").map(String.init))
    guard text.count > valueLimit else { return text }
    // A case too long for the line keeps its name and cuts its payload, rather than spending
    // the line on the enum's type path (`.add(AddPet.State(name: "Rex", …)`).
    if mirror.displayStyle == .enum, let payload = mirror.children.first, let label = payload.label
    {
      return ".\(label)(\(short(payload.value)))"
    }
    return String(text.prefix(valueLimit - 1)) + "…"
  }

  /// The name of an enum value's case (`meeting` for `.meeting(…)`).
  private static func caseName(of value: Any) -> String? {
    let value = representedValue(value)
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let label = mirror.children.first?.label { return label }
    let dump = customDump(value)
    guard let dot = dump.lastIndex(of: ".") else { return nil }
    return String(dump[dump.index(after: dot)...])
  }

  private static func joined(_ path: String, _ name: String) -> String {
    path.isEmpty ? name : path + "." + name
  }

  /// The whole state changed as one value (a state that is itself an enum): `state`.
  private static func shownPath(_ path: String) -> String {
    path.isEmpty ? "state" : path
  }
}
