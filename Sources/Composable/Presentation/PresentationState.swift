/// Optional state for something presented (an alert, a dialog, a sheet's feature), as TCA's
/// `@PresentationState` property wrapper (the pre-macro form of `@Presents`). `$alert` projects
/// the wrapper itself, which `ifLet(\.$alert, action:)` takes.
///
/// It dumps as its wrapped value under the storage's name, as TCA's does: `_alert: nil`.
@propertyWrapper
public struct PresentationState<State> {
  public var wrappedValue: State?
  /// The navigation id of the child whose long-living effect is running (TCA's `presentedID`);
  /// nil while nothing non-ephemeral has been presented through `ifLet`. Not part of `==`.
  var presentedID: NavigationID?

  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue as Any }
}

extension PresentationState: Equatable where State: Equatable {
  /// Compares the presented values only, as TCA's does.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
extension PresentationState: Sendable where State: Sendable {}

/// The actions of something presented, as TCA's `PresentationAction`: its own actions, wrapped in
/// `.presented`, and `.dismiss` (swiped away, or a button without an action).
public enum PresentationAction<Action> {
  case dismiss
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

/// State shown once that dismisses itself after any of its actions, as TCA's `_EphemeralState`
/// (alerts and confirmation dialogs). Its `id` is its identity: a replacement has a new one.
public protocol EphemeralState {
  var presentationID: AnyHashable { get }
}

extension AlertState: EphemeralState {
  public var presentationID: AnyHashable { id }
}

extension ConfirmationDialogState: EphemeralState {
  public var presentationID: AnyHashable { id }
}
