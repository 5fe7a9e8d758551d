/// How strictly a ``TestStore`` checks, as TCA's `Exhaustivity`.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and effect must be asserted (the default).
  case on
  /// Only what a test asserts is checked: `send`/`receive` closures apply to the actual state,
  /// `receive` skips ahead to the first matching action, `send` drops unasserted received
  /// actions, and nothing still running at the end fails. With `showSkippedAssertions`, each
  /// skipped received action is noted on standard output as "Skipped assertions." (TCA shows
  /// them as expected failures), without failing the test.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, skipped assertions not shown (TCA's `.off`).
  public static let off = Self.off(showSkippedAssertions: false)
}
