/// Type-erased looks at presented things, for hosts (the shell) that find them in a state tree
/// without knowing the feature's types.

/// A `PresentationState` seen without its type: what it presents now, if anything.
public protocol AnyPresentationState {
  var presentedValue: Any? { get }
}

extension PresentationState: AnyPresentationState {
  public var presentedValue: Any? { wrappedValue }
}

/// An alert or a confirmation dialog seen without its action type: title, message, buttons,
/// and the action each button sends (nil: the button only dismisses).
public protocol AnyButtonsState {
  var isConfirmationDialog: Bool { get }
  var titleText: String { get }
  var titleIsHidden: Bool { get }
  var messageText: String? { get }
  var buttonItems: [(label: String, role: ButtonStateRole?, action: Any?)] { get }
}

extension AlertState: AnyButtonsState {
  public var isConfirmationDialog: Bool { false }
  public var titleText: String { title.string }
  public var titleIsHidden: Bool { false }
  public var messageText: String? { message?.string }
  /// The buttons as SwiftUI shows them: an alert with none shows an OK that only dismisses it.
  public var buttonItems: [(label: String, role: ButtonStateRole?, action: Any?)] {
    guard !buttons.isEmpty else { return [("OK", nil, nil)] }
    return buttons.map { ($0.label.string, $0.role, $0.action.action.map { $0 as Any }) }
  }
}

extension ConfirmationDialogState: AnyButtonsState {
  public var isConfirmationDialog: Bool { true }
  public var titleText: String { title.string }
  public var titleIsHidden: Bool { titleVisibility == .hidden }
  public var messageText: String? { message?.string }
  public var buttonItems: [(label: String, role: ButtonStateRole?, action: Any?)] {
    buttons.map { ($0.label.string, $0.role, $0.action.action.map { $0 as Any }) }
  }
}

/// The identity navigation gives a presented value (see `ifLet`): its `id`, or its type and
/// enum case. A host compares it to tell "changed" from "replaced".
public func presentationIdentity(of value: Any) -> AnyHashable {
  AnyHashable(NavigationID.identity(of: value))
}

/// Whether a presented value is an alert or a dialog (or an enum case holding one): something
/// that dismisses itself after a button.
public func isEphemeralPresentation(_ value: Any) -> Bool {
  NavigationID.isEphemeral(value)
}
