import Composable

/// The assertions of one step: `$0.path = value` for each stored field that differs, descending
/// into the feature's own structs, into an identified array's or a stack's elements by id when
/// its ids are unchanged (`$0.rows[id: 1]?.title = "T"`, `$0.path[id: 0] = .detail(…)`), and a
/// stack's pushes and pops as TCA's tests write them (`$0.path[id: 1] = …`,
/// `$0.path[id: 1] = nil`). A collection is set whole or element by element, never through its
/// storage. Secrets compare by what they hold.
extension SwiftTestExporter {
  mutating func assignments(before: Any, after: Any) throws(ShellError) -> [String] {
    var lines: [String] = []
    try collect(before, after, path: "", into: &lines)
    return lines
  }

  /// `slot` is the declared type of the field at `path` (see ``WrittenSlot``).
  private mutating func collect(
    _ before: Any, _ after: Any, path: String, slot: Any.Type? = nil, into lines: inout [String]
  ) throws(ShellError) {
    let before = representedValue(before)
    let shown = type(of: after)
    let after = representedValue(after)
    let slot = type(of: after) == shown ? slot : nil
    guard !isEqualValues(before, after) else { return }
    if !path.isEmpty, type(of: before) == type(of: after) {
      if let old = before as? any IdentifiedElements, let new = after as? any IdentifiedElements,
        old.anyIDs == new.anyIDs
      {
        for (id, (oldElement, newElement)) in zip(
          new.anyIDs, zip(old.anyElements, new.anyElements))
        {
          let key = try expression.write(id.base, note: note(path), path: path + "[id:]")
          try element(oldElement, newElement, path: "\(path)[id: \(key)]", into: &lines)
        }
        return
      }
      if let old = before as? any StackElements, let new = after as? any StackElements,
        try stackChanges(old, new, path: path, into: &lines)
      {
        return
      }
    }
    let descends = Self.descends(before, after)
    if !descends, !path.isEmpty, !(after is SecretValue), expression.holdsUnknownSecret(after),
      let wrapped = Self.presentStruct(after)
    {
      // Field by field through the optional, leaving out the secrets.
      looseStep = true
      let old =
        Mirror(reflecting: representedValue(before)).displayStyle == .optional ? nil : before
      let oldChildren = old.map { Array(Mirror(reflecting: $0).children) } ?? []
      for (index, child) in Mirror(reflecting: wrapped).children.enumerated() {
        guard let label = child.label, !label.hasPrefix("_$") else { continue }
        if representedValue(child.value) is SecretValue,
          expression.holdsUnknownSecret(child.value)
        {
          continue
        }
        let name = ShownFields.name(label)
        let previous =
          index < oldChildren.count ? oldChildren[index].value : Optional<Int>.none as Any
        try collect(
          previous, child.value, path: path + "?." + name,
          slot: WrittenSlot.field(label, of: type(of: wrapped)), into: &lines)
      }
      return
    }
    guard descends else {
      guard !path.isEmpty else { return }
      let value = try expression.write(after, slot: slot, note: note(path))
      lines.append("$0.\(path) = \(value)")
      return
    }
    let old = Mirror(reflecting: before).children.map(\.value)
    for (index, child) in Mirror(reflecting: after).children.enumerated() where index < old.count {
      guard let label = child.label, !label.hasPrefix("_$") else { continue }
      let name = ShownFields.name(label)
      try collect(
        old[index], child.value, path: path.isEmpty ? name : path + "." + name,
        slot: WrittenSlot.field(label, of: type(of: after)), into: &lines)
    }
  }

  /// An element reached by its id: field by field through the optional the subscript gives when
  /// it is one of the feature's structs, otherwise set whole.
  private mutating func element(
    _ before: Any, _ after: Any, path: String, into lines: inout [String]
  ) throws(ShellError) {
    guard !isEqualValues(before, after) else { return }
    if Self.descends(representedValue(before), representedValue(after)) {
      try collect(before, after, path: path + "?", into: &lines)
    } else {
      lines.append("$0.\(path) = " + (try expression.write(after, note: note(path))))
    }
  }

  /// A stack whose ids changed by pops and pushes: `$0.path[id: 1] = nil` for each popped
  /// element (`$0.path.pop(from: 1)` for several off the top), the kept elements' changes, then
  /// `$0.path[id: 2] = …` for each pushed one. False when that would not give the new order
  /// (then the stack is set whole).
  private mutating func stackChanges(
    _ old: any StackElements, _ new: any StackElements, path: String,
    into lines: inout [String]
  ) throws(ShellError) -> Bool {
    let kept = old.ids.filter(new.ids.contains)
    let pushed = new.ids.filter { !old.ids.contains($0) }
    guard kept + pushed == new.ids else { return false }
    let popped = old.ids.filter { !new.ids.contains($0) }
    if popped.count > 1, popped == Array(old.ids.suffix(popped.count)) {
      lines.append("$0.\(path).pop(from: \(popped[0].generation))")
    } else {
      lines += popped.map { "$0.\(path)[id: \($0.generation)] = nil" }
    }
    let oldElements = Dictionary(uniqueKeysWithValues: zip(old.ids, old.anyElements))
    let newElements = Dictionary(uniqueKeysWithValues: zip(new.ids, new.anyElements))
    for id in kept {
      try stackElement(
        oldElements[id]!, newElements[id]!, path: "\(path)[id: \(id.generation)", into: &lines)
    }
    for id in pushed {
      let value = try expression.write(newElements[id]!, note: note(path))
      lines.append("$0.\(path)[id: \(id.generation)] = \(value)")
    }
    return true
  }

  /// A kept stack element (`path` is `path[id: 1`, the bracket left open): when it holds the
  /// same case before and after, with one of the feature's structs, field by field through the
  /// case (`$0.path[id: 1, case: /Path.State.meeting]?.secondsElapsed = 1`, TCA 1.0's form), so
  /// that no initializer of the screen's state is written; otherwise as any element.
  private mutating func stackElement(
    _ before: Any, _ after: Any, path: String, into lines: inout [String]
  ) throws(ShellError) {
    guard !isEqualValues(before, after) else { return }
    let old = Mirror(reflecting: before)
    let new = Mirror(reflecting: after)
    if old.displayStyle == .enum, new.displayStyle == .enum,
      let oldCase = old.children.first, let newCase = new.children.first,
      let name = newCase.label, oldCase.label == name,
      Self.descends(representedValue(oldCase.value), representedValue(newCase.value))
    {
      let casePath = "/\(typeName(type(of: after))).\(name)"
      return try collect(
        oldCase.value, newCase.value, path: "\(path), case: \(casePath)]?", into: &lines)
    }
    try element(before, after, path: path + "]", into: &lines)
  }

  /// Where a changed value sits, for a secret's comment and a refusal.
  private func note(_ path: String) -> String { "in the state at \(path)" }

  /// Whether a change is written field by field: both are the same struct of the feature's own
  /// (not a library's, whose fields are private storage, nor a secret).
  private static func descends(_ before: Any, _ after: Any) -> Bool {
    let mirror = Mirror(reflecting: after)
    return mirror.displayStyle == .struct && !mirror.children.isEmpty
      && type(of: before) == type(of: after) && !(after is SecretValue)
      && !SwiftExpression.isLibraryType(type(of: after))
  }

  /// The struct an optional holds, nil when it holds none or no struct.
  private static func presentStruct(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return nil }
    guard let wrapped = mirror.children.first?.value,
      Mirror(reflecting: wrapped).displayStyle == .struct
    else { return nil }
    return wrapped
  }
}
