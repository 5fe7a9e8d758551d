import Composable

/// An `IdentifiedArray` of any element type, read through its public API.
protocol IdentifiedElements {
  var anyIDs: [AnyHashable] { get }
  var anyElements: [Any] { get }
  /// Whether an array literal of the elements rebuilds it: the array is
  /// `ExpressibleByArrayLiteral` (its elements are `Identifiable` by the id it keys them with)
  /// and each element's `id` is the id it is kept under.
  var isArrayLiteral: Bool { get }
}

extension IdentifiedArray: IdentifiedElements {
  var anyIDs: [AnyHashable] { ids.map { AnyHashable($0) } }
  var anyElements: [Any] { elements }
  var isArrayLiteral: Bool {
    guard self is any ExpressibleByArrayLiteral else { return false }
    return zip(elements, ids).allSatisfy { element, id in
      (element as? any Identifiable).map { identifiedID(of: $0) } == AnyHashable(id)
    }
  }
}

/// An `Identifiable` value's `id`, opened from an existential.
private func identifiedID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}

/// A `StackState` of any element type, read through its public API.
protocol StackElements {
  var ids: [StackElementID] { get }
  var anyElements: [Any] { get }
  /// `Path.State`: what `StackState<…>` is written with when the ids must be given one by one.
  var elementTypeName: String { get }
}

extension StackState: StackElements {
  var anyElements: [Any] { Array(self) }
  var elementTypeName: String { SwiftExpression.sourceTypeName(Element.self) }
}

/// A `BindingAction` of any root, read through its public API.
protocol BindingActionSource {
  /// `\.name`.
  var keyPathText: String { get }
  var writtenValue: Any { get }
}

extension BindingAction: BindingActionSource {
  /// `\.name`; for a `@BindingState` field, whose `\.$name` Swift describes on Linux without
  /// its name (`\.<computed 0x…>`), the one storage field `_name` of the value's type.
  var keyPathText: String {
    let source = keyPathSource
    guard source.contains("<computed") else { return source }
    let candidates = (structFields(of: Root.self) ?? []).filter {
      $0.name.hasPrefix("_") && !$0.name.hasPrefix("_$") && $0.type == type(of: value)
    }
    guard candidates.count == 1 else { return source }
    return "\\.$" + candidates[0].name.dropFirst()
  }
  var writtenValue: Any { representedValue(value) }
}

extension SwiftExpression {
  /// `[Row(…), Row(…)]`, as an `IdentifiedArrayOf<Row>` is written in TCA's tests.
  mutating func identifiedArray(
    _ array: any IdentifiedElements, indent: String, note: String, path: String
  ) throws(ShellError) -> String {
    guard array.isArrayLiteral else {
      throw refusal(
        array, note, path,
        "its ids are not its elements' Identifiable ids, so no array literal rebuilds it")
    }
    var elements: [String] = []
    for (id, element) in zip(array.anyIDs, array.anyElements) {
      elements.append(try write(element, indent: indent, note: note, path: path + "[id: \(id)]"))
    }
    return "[" + elements.joined(separator: ", ") + "]"
  }

  /// `StackState([.detail(…)])` for a stack whose ids count from 0, as it is built; otherwise
  /// each element under its id, `{ var stack = StackState<Path.State>(); stack[id: 1] = …;
  /// return stack }()` (what TCA's `path[id:]` setter pushes).
  mutating func stackState(
    _ stack: any StackElements, indent: String, note: String, path: String
  ) throws(ShellError) -> String {
    if stack.ids.isEmpty { return "StackState()" }
    var elements: [String] = []
    for (id, element) in zip(stack.ids, stack.anyElements) {
      elements.append(
        try write(element, indent: indent, note: note, path: path + "[id: \(id.generation)]"))
    }
    if stack.ids.map(\.generation) == Array(0..<stack.ids.count) {
      return "StackState([\(elements.joined(separator: ", "))])"
    }
    let pushes = zip(stack.ids, elements).map { "stack[id: \($0.generation)] = \($1)" }
    return "{ var stack = StackState<\(stack.elementTypeName)>(); "
      + pushes.joined(separator: "; ") + "; return stack }()"
  }
}
