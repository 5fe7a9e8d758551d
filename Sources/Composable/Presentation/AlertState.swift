import Foundation

/// An alert described as data, as TCA's `AlertState`: a title, an optional message, and buttons
/// whose actions go to the feature.
///
/// Every alert made gets a fresh `id`, its identity: `==` ignores it (compares title, message and
/// buttons, so a test can rebuild an alert and match), while presentation uses it to tell a
/// replacement alert from the one that was tapped.
public struct AlertState<Action>: Identifiable {
  public let id: UUID
  public var title: TextState
  public var message: TextState?
  public var buttons: [ButtonState<Action>]

  /// `AlertState { TextState("Alert!") } actions: { ... } message: { TextState("...") }`.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), title: title(), message: message?(), buttons: actions())
  }

  init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The same alert (same id) sending transformed actions.
  public func map<T>(_ transform: (Action) -> T) -> AlertState<T> {
    AlertState<T>(
      id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }
}

extension AlertState: CustomDumpReflectable {
  /// `AlertState(title:, actions:, message:)`, leaving out no buttons and no message, as
  /// custom-dump prints TCA's alerts (`AlertState(title: "Incremented!")`).
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}
