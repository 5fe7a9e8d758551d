/// One presentation slot for several kinds of alert, seed 001's `AlertState<Alert>` enum (renamed
/// here, since `AlertState` is TCA's type): nothing presented, or which alert is.
public enum AlertSlot<Alert: Equatable & Sendable & Hashable>: Equatable, Hashable, Sendable {
  case dismissed
  case presenting(Alert)

  /// Whether any alert is presented (the seed's `isPresenting`).
  public var isPresenting: Bool {
    if case .presenting = self { true } else { false }
  }
}
