/// How strictly a ``TestStore`` checks, as TCA's `Exhaustivity`.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and effect must be asserted (the default).
  case on
  /// Only what a test asserts is checked: `send`/`receive` closures apply to the actual state,
  /// `receive` skips ahead to the first matching action, `send` drops unasserted received
  /// actions, and nothing still running at the end fails.
  case off
}
