import Composable

/// A received action whose type is not `Equatable` (TCA allows it: `enum Action: Sendable`),
/// which `store.receive(.response(…))` cannot compare: TCA's tests receive it by case key path
/// instead, `await store.receive(\.response.success, ["a"])`, which needs only the payload's
/// `Equatable`.
extension SwiftExpression {
  /// The case key path down the action's nested `CasePathable` enums, as far as they go
  /// (`\.response.success`), and the payload it reaches: nil for a case with no payload. Nil
  /// when the action's own type is not `CasePathable` (no `@Reducer`/`@CasePathable`).
  static func caseKeyPath(_ action: Any) -> (path: String, payload: Any?)? {
    var names: [String] = []
    var current = action
    while type(of: current) is any CasePathable.Type {
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .enum else { break }
      guard let child = mirror.children.first, let label = child.label else {
        // A case without payload: its name is what the value prints after the last dot.
        let name = TestStoreMessages.caseName(current).split(separator: ".").last.map(String.init)
        guard let name, !name.isEmpty else { return nil }
        return ("\\." + (names + [name]).joined(separator: "."), nil)
      }
      names.append(label)
      current = child.value
    }
    guard !names.isEmpty else { return nil }
    return ("\\." + names.joined(separator: "."), current)
  }

  /// Whether `value`'s type conforms to `Equatable` at run time (an action `receive(_:)` can
  /// compare, or a payload `receive(_:_:)` can).
  static func isEquatable(_ value: Any) -> Bool {
    type(of: value) is any Equatable.Type
  }
}
