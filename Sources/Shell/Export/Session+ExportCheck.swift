import Composable
import Foundation

extension Session {
  /// Refuses `save --exhaustive` and `save --swift` when the test they would write cannot pass
  /// on replay: an effect still working when the session ends, not a presented child's own
  /// presentation effect, which the test store cancels (an exhaustive `TestStore` fails
  /// with "An effect returned for this action is still running"), or a date the live `date`
  /// dependency (or the system clock) put in the state (a replay makes another), or a UUID the
  /// live `uuid` dependency made (random). A value typed in the action, or one the state held
  /// before the step, replays as it is and is not refused.
  /// `flag` is the option as typed.
  func checkExportable(_ steps: [RecordedStep], flag: String) throws(ShellError) {
    for context in contextsInUse where context.host.uncancelledWorkingEffectsCount > 0 {
      let name = context.feature.name
      throw ShellError(
        "cannot save \(flag): an effect in \(name) is still running, and the test would fail on it at the end; end it as the feature does (e.g. send stop: cancelling it from the shell leaves nothing to replay), or save without \(flag)"
      )
    }
    // TCA's test store fails a test on a runtime warning, as exhaustive mode fails a script.
    if let step = steps.first(where: \.raisedWarning) {
      throw ShellError(
        "cannot save \(flag): '\(step.text)' raised a runtime warning, and the test would fail on it; undo it first, or save without \(flag)"
      )
    }
    if dependencies.date == nil,
      let (step, path) = Self.newValue(Date.self, in: steps, where: { _ in true })
    {
      throw ShellError(
        "cannot save \(flag): '\(step.text)' put a live date in the state (\(path)), which a replay cannot match; fix the date first (--date 2026-01-01T00:00:00Z, or set date 2026-01-01T00:00:00Z) and run the session again"
      )
    }
    // A live UUID is random: a replay makes another, and the test's expected state never matches.
    let dependencies = self.dependencies
    if let (step, path) = Self.newValue(UUID.self, in: steps, where: dependencies.madeLive) {
      throw ShellError(
        "cannot save \(flag): '\(step.text)' put a live UUID in the state (\(path)), which a replay cannot match; fix the uuid first (--uuid incrementing, or set uuid incrementing) and run the session again"
      )
    }
  }

  /// The first step that put a new `T` (a date, a UUID) in the state, and where; nil when none
  /// did. A value the user typed (in the sent action) or one the state already held (copied
  /// into a sheet, say) is the same on replay; any other new one came from a dependency.
  /// `isLive` tells a value a live dependency made.
  private static func newValue<T: Equatable>(
    _ type: T.Type, in steps: [RecordedStep], where isLive: (T) -> Bool
  ) -> (RecordedStep, String)? {
    for step in steps {
      var known: [T] = []
      if let sent = step.actions.first(where: { $0.origin == .sent }) {
        collect(T.self, in: sent.action, into: &known)
      }
      if let first = step.actions.first { collect(T.self, in: first.stateBefore, into: &known) }
      for action in step.actions {
        if let path = newValue(
          action.stateBefore, action.stateAfter, known: known, isLive: isLive, path: [])
        {
          return (step, path)
        }
      }
    }
    return nil
  }

  /// The shown path of a `T` that `after` holds where `before` does not hold the same, and
  /// that is none of the `known` values; nil when there is none.
  private static func newValue<T: Equatable>(
    _ before: Any?, _ after: Any, known: [T], isLive: (T) -> Bool, path: [String]
  ) -> String? {
    let after = ShownFields.walked(after)
    let before = before.flatMap(ShownFields.walked)
    if let value = after as? T {
      guard (before as? T) != value, !known.contains(value), isLive(value) else { return nil }
      // An element is `rows[0]`, as `state` reads it; a field is `.name`.
      return path.isEmpty
        ? "the state"
        : path.enumerated().map { index, name in
          name.first?.isNumber == true ? "[\(name)]" : (index == 0 ? name : "." + name)
        }.joined()
    }
    guard path.count < 12, let after else { return nil }
    let old = before.map(ShownFields.children(of:)) ?? []
    for (index, child) in ShownFields.children(of: after).enumerated() {
      let previous = index < old.count && old[index].name == child.name ? old[index].value : nil
      if let found = newValue(
        previous, child.value, known: known, isLive: isLive, path: path + [child.name])
      {
        return found
      }
    }
    return nil
  }

  /// Every `T` inside `value`, a few levels deep.
  private static func collect<T>(
    _ type: T.Type, in value: Any?, into values: inout [T], depth: Int = 0
  ) {
    guard let value = value.flatMap(ShownFields.walked) else { return }
    if let found = value as? T { return values.append(found) }
    guard depth < 12 else { return }
    for child in ShownFields.children(of: value) {
      collect(T.self, in: child.value, into: &values, depth: depth + 1)
    }
  }
}
