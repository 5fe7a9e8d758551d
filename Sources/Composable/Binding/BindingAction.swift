/// An action that writes one field of a feature's state, as TCA's `BindingAction`: what a
/// SwiftUI binding to `$store.name` sends, and what `BindingReducer` applies.
///
/// Two binding actions are equal when they write the same key path with equal values. It dumps
/// as TCA's does, `.set(\.name, "Blob")`, so `_printChanges` shows
/// `Feature.Action.binding(.set(\.name, "Blob"))`.
public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  // @unchecked: a key path is an immutable value; the value is `Sendable` when stored.
  /// The field written.
  public let keyPath: PartialKeyPath<Root>
  /// The value written.
  public let value: any Sendable
  let set: @Sendable (inout Root) -> Void
  private let isEqualValue: @Sendable (Any) -> Bool

  /// Writes `value` at `keyPath`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(
      keyPath: keyPath, value: value, set: { $0[keyPath: keyPath] = value },
      isEqualValue: { ($0 as? Value) == value })
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqualValue(rhs.value)
  }

  /// Whether this writes `keyPath` (TCA's `action.binding(\.name)` pattern match).
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }

  /// `\.name`: the key path as written from the root, which dumps show and which a test writes
  /// in `.set(\.name, "Blob")`.
  public var keyPathSource: String {
    var text = String(describing: keyPath)
    if text.hasPrefix("\\") { text.removeFirst() }
    let root = String(describing: Root.self) + "."
    if text.hasPrefix(root) {
      text.removeFirst(root.count)
    } else if let dot = text.firstIndex(of: ".") {
      text = String(text[text.index(after: dot)...])
    }
    return "\\." + text
  }
}

extension BindingAction: CustomDumpStringConvertible {
  public var customDumpDescription: String {
    ".set(\(keyPathSource), \(customDump(value)))"
  }
}

/// An action with a case for binding actions, as TCA's `BindableAction`:
/// `case binding(BindingAction<State>)`.
public protocol BindableAction {
  associatedtype State
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action this is, if it is one.
  var binding: BindingAction<State>? { get }
}

/// Applies binding actions to state and returns no effect, as TCA's `BindingReducer`: put it
/// before `Reduce` so that the feature's logic sees the new value.
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.set(&state)
    return .none
  }
}

extension BindableAction {
  /// The payload of the case holding a `BindingAction<State>`, read by reflection (what TCA's
  /// macro-made case path gives), so that `case binding(BindingAction<State>)` is all an action
  /// needs.
  public var binding: BindingAction<State>? {
    guard let metadata = try? EnumMetadata.of(Self.self) else { return nil }
    let tag = metadata.tag(of: self)
    guard metadata.cases[tag].payload.type == BindingAction<State>.self else { return nil }
    return metadata.payload(of: self, as: BindingAction<State>.self)
  }
}
