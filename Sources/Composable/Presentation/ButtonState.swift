import Foundation

/// A button's role, which decides how it is drawn and ordered (TCA's `ButtonStateRole`).
public enum ButtonStateRole: Hashable, Sendable {
  case cancel
  case destructive
}

/// What tapping a button does: send an action, or nothing but dismiss (`.send(nil)`), as TCA's
/// `ButtonStateAction`.
public enum ButtonStateAction<Action> {
  case send(Action?)

  /// The action the button sends, if any.
  public var action: Action? {
    switch self {
    case .send(let action): action
    }
  }

  public func map<T>(_ transform: (Action) -> T) -> ButtonStateAction<T> {
    .send(action.map(transform))
  }
}

/// A button of an alert or confirmation dialog, as TCA's `ButtonState`: an optional role, the
/// action it sends (`.send(nil)` when made without one), and its label. `==` ignores `id`.
public struct ButtonState<Action>: Identifiable {
  public let id: UUID
  public let role: ButtonStateRole?
  public let action: ButtonStateAction<Action>
  public let label: TextState

  /// A button that sends `action` (or, with none, only dismisses), labelled by `label`.
  public init(role: ButtonStateRole? = nil, action: Action? = nil, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label())
  }

  /// A button that does what `action` says (`.send(.confirm)`, `.send(nil)`), labelled by
  /// `label`: TCA's `ButtonState(role:action:label:)` with a `ButtonStateAction`.
  public init(
    role: ButtonStateRole? = nil, action: ButtonStateAction<Action>, label: () -> TextState
  ) {
    self.init(role: role, action: action, label: label())
  }

  public init(role: ButtonStateRole? = nil, action: ButtonStateAction<Action>, label: TextState) {
    self.id = UUID()
    self.role = role
    self.action = action
    self.label = label
  }

  init(id: UUID, role: ButtonStateRole?, action: ButtonStateAction<Action>, label: TextState) {
    self.id = id
    self.role = role
    self.action = action
    self.label = label
  }

  /// The same button sending transformed actions (how a child's alert lifts into a parent).
  public func map<T>(_ transform: (Action) -> T) -> ButtonState<T> {
    ButtonState<T>(id: id, role: role, action: action.map(transform), label: label)
  }
}

extension ButtonState: CustomDumpReflectable {
  /// `ButtonState(role: .cancel, action: .send(nil), label: "Cancel")`, the role left out when
  /// there is none, as custom-dump prints TCA's buttons.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.action == rhs.action && lhs.label == rhs.label
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(action)
    hasher.combine(label)
  }
}

/// Collects the buttons listed in an alert's or dialog's `actions:` block.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildBlock(_ buttons: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    buttons ?? []
  }
  public static func buildEither(first: [ButtonState<Action>]) -> [ButtonState<Action>] { first }
  public static func buildEither(second: [ButtonState<Action>]) -> [ButtonState<Action>] { second }
  public static func buildArray(_ buttons: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
}
