import Composable

/// What a feature presents and how a user answers it: the terminal counterpart of a SwiftUI
/// view's `.alert(...)` / `.confirmationDialog(...)` modifiers, declared once in the feature's
/// registration so that a host never guesses.
///
/// Two styles, as TCA had them:
/// - TCA 1.x (`PresentationState` + `PresentationAction`): a button with an action sends
///   `.presented(action)`, a button without one sends `.dismiss`; one tap, one action. Swiping
///   away sends `.dismiss`.
/// - 2021 (`AlertState<Action>?` whose buttons send the feature's actions, plus a named dismiss
///   action): a tap sends the dismiss action first, then the button's action if it has one
///   (the order of iOS 14 and 15, which seed 000 was written against). Swiping away sends the
///   dismiss action.
public struct Presentation<State, Action>: Sendable {
  let kind: PresentedKind
  let read: @Sendable (State) -> PresentedContent<Action>?

  /// A TCA 1.x alert: `@PresentationState var alert: AlertState<Action.Alert>?` integrated with
  /// `ifLet(\.$alert, action: ...)`.
  public static func alert<ChildAction>(
    _ state: KeyPath<State, PresentationState<AlertState<ChildAction>>> & Sendable,
    action: CasePath<Action, PresentationAction<ChildAction>>
  ) -> Self {
    Self(kind: .alert) { root in
      root[keyPath: state].wrappedValue.map {
        .modern(
          id: $0.id, title: $0.title, message: $0.message, buttons: $0.buttons, action: action)
      }
    }
  }

  /// A TCA 1.x confirmation dialog: `@PresentationState var confirmationDialog: ...`.
  public static func confirmationDialog<ChildAction>(
    _ state: KeyPath<State, PresentationState<ConfirmationDialogState<ChildAction>>> & Sendable,
    action: CasePath<Action, PresentationAction<ChildAction>>
  ) -> Self {
    Self(kind: .confirmationDialog) { root in
      root[keyPath: state].wrappedValue.map {
        .modern(
          id: $0.id, title: $0.title, message: $0.message, buttons: $0.buttons, action: action,
          titleHidden: $0.titleVisibility == .hidden)
      }
    }
  }

  /// A 2021-style alert: `var alert: AlertState<Action>?`, dismissed with `dismiss`.
  public static func alert(
    _ state: KeyPath<State, AlertState<Action>?> & Sendable, dismiss: Action
  ) -> Self where Action: Sendable {
    alert(identity: { $0[keyPath: state]?.id }, content: { $0[keyPath: state] }, dismiss: dismiss)
  }

  /// A 2021-style confirmation dialog (TCA's former `ActionSheetState`), dismissed with `dismiss`.
  public static func confirmationDialog(
    _ state: KeyPath<State, ConfirmationDialogState<Action>?> & Sendable, dismiss: Action
  ) -> Self where Action: Sendable {
    Self(kind: .confirmationDialog) { root in
      root[keyPath: state].map {
        .legacy(
          id: $0.id, title: $0.title, message: $0.message, buttons: $0.buttons, dismiss: dismiss,
          titleHidden: $0.titleVisibility == .hidden)
      }
    }
  }

  /// A 2021-style alert built from state (seed 001: one slot whose value decides the title and
  /// buttons). `identity` tells one presented alert from another (nil: none presented).
  public static func alert(
    identity: @escaping @Sendable (State) -> AnyHashable?,
    content: @escaping @Sendable (State) -> AlertState<Action>?,
    dismiss: Action
  ) -> Self where Action: Sendable {
    Self(kind: .alert) { root in
      guard let id = identity(root), let alert = content(root) else { return nil }
      return .legacy(
        id: id, title: alert.title, message: alert.message, buttons: alert.buttons, dismiss: dismiss
      )
    }
  }
}

/// Which kind of thing is presented.
public enum PresentedKind: String, Sendable {
  case alert
  case confirmationDialog
}

/// What is presented, with the actions each answer sends.
struct PresentedContent<Action> {
  let identity: AnyHashable
  let title: TextState
  let titleHidden: Bool
  let message: TextState?
  /// Label, role, and the actions a tap sends, in order. An alert with no buttons gets the
  /// `OK` button SwiftUI adds, which dismisses.
  let buttons: [(label: TextState, role: ButtonStateRole?, actions: [Action])]
  let dismissActions: [Action]

  static func modern<ChildAction>(
    id: AnyHashable, title: TextState, message: TextState?, buttons: [ButtonState<ChildAction>],
    action: CasePath<Action, PresentationAction<ChildAction>>, titleHidden: Bool = false
  ) -> Self {
    let dismiss = [action.embed(.dismiss)]
    return Self(
      identity: id, title: title, titleHidden: titleHidden, message: message,
      buttons: withDefaultButton(
        buttons.map { button in
          (
            button.label, button.role,
            button.action.action.map { [action.embed(.presented($0))] } ?? dismiss
          )
        }, dismiss: dismiss),
      dismissActions: dismiss)
  }

  static func legacy(
    id: AnyHashable, title: TextState, message: TextState?, buttons: [ButtonState<Action>],
    dismiss: Action, titleHidden: Bool = false
  ) -> Self {
    Self(
      identity: id, title: title, titleHidden: titleHidden, message: message,
      buttons: withDefaultButton(
        buttons.map { button in
          (button.label, button.role, [dismiss] + (button.action.action.map { [$0] } ?? []))
        }, dismiss: [dismiss]),
      dismissActions: [dismiss])
  }

  private static func withDefaultButton(
    _ buttons: [(label: TextState, role: ButtonStateRole?, actions: [Action])], dismiss: [Action]
  ) -> [(label: TextState, role: ButtonStateRole?, actions: [Action])] {
    buttons.isEmpty ? [("OK", nil, dismiss)] : buttons
  }
}

/// What is presented, seen without the feature's types: for printing and tapping by a host.
public struct PresentedItem: Equatable {
  public struct Button: Equatable, Sendable {
    public let label: String
    public let role: ButtonStateRole?
  }
  /// Its index among the feature's presentations (what `tap` and `dismiss` take).
  public let slot: Int
  public let kind: PresentedKind
  /// Tells a replacement from the one before (an alert's `id`).
  public let identity: AnyHashable
  public let title: String
  public let titleHidden: Bool
  public let message: String?
  public let buttons: [Button]

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.slot == rhs.slot && lhs.identity == rhs.identity
  }
}
