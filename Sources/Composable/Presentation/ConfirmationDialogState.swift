import Foundation

/// When a confirmation dialog shows its title (TCA's `ConfirmationDialogStateTitleVisibility`).
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  case automatic
  case hidden
  case visible
}

/// A confirmation dialog (an action sheet) described as data, as TCA's
/// `ConfirmationDialogState`: an alert's parts plus when to show the title. `==` ignores `id`.
public struct ConfirmationDialogState<Action>: Identifiable {
  public let id: UUID
  public var titleVisibility: ConfirmationDialogStateTitleVisibility
  public var title: TextState
  public var message: TextState?
  public var buttons: [ButtonState<Action>]

  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), titleVisibility: titleVisibility, title: title(), message: message?(),
      buttons: actions())
  }

  init(
    id: UUID, titleVisibility: ConfirmationDialogStateTitleVisibility, title: TextState,
    message: TextState?, buttons: [ButtonState<Action>]
  ) {
    self.id = id
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The same dialog (same id) sending transformed actions.
  public func map<T>(_ transform: (Action) -> T) -> ConfirmationDialogState<T> {
    ConfirmationDialogState<T>(
      id: id, titleVisibility: titleVisibility, title: title, message: message,
      buttons: buttons.map { $0.map(transform) })
  }
}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// `ConfirmationDialogState(titleVisibility:, title:, actions:, message:)`, leaving out the
  /// default visibility, no buttons and no message.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if titleVisibility != .automatic { children.append(("titleVisibility", titleVisibility)) }
    children.append(("title", title))
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}
