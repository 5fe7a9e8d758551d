import Composable
import Foundation

extension Session {
  /// Refuses `save --exhaustive` and `save --swift` when the test they would write cannot pass
  /// on replay: an effect still running when the session ends (an exhaustive `TestStore` fails
  /// with "An effect returned for this action is still running"), or a date the live `date`
  /// dependency put in the state (a replay makes another). `flag` is the option as typed.
  func checkExportable(_ steps: [RecordedStep], flag: String) throws(ShellError) {
    for context in contextsInUse where context.host.uncancelledEffectsCount > 0 {
      let name = context.feature.name
      throw ShellError(
        "cannot save \(flag): an effect in \(name) is still running, and the test would fail on it at the end; end it first (e.g. send stop, or cancel), or save without \(flag)"
      )
    }
    guard dependencies.date == nil else { return }
    for step in steps {
      for action in step.actions {
        if let path = Self.changedDate(action.stateBefore, action.stateAfter, path: []) {
          throw ShellError(
            "cannot save \(flag): '\(step.text)' put a live date in the state (\(path)), which a replay cannot match; fix the date first (--date 2026-01-01T00:00:00Z, or set date 2026-01-01T00:00:00Z) and run the session again"
          )
        }
      }
    }
  }

  /// The path of a `Date` that `after` holds and `before` does not hold the same, or nil.
  private static func changedDate(_ before: Any?, _ after: Any, path: [String]) -> String? {
    let after = unwrappedOptional(after)
    let before = before.flatMap(unwrappedOptional)
    if let date = after as? Date {
      return (before as? Date) == date
        ? nil : (path.isEmpty ? "the state" : path.joined(separator: "."))
    }
    guard path.count < 12, let after else { return nil }
    let mirror = Mirror(reflecting: after)
    let old = before.map { Array(Mirror(reflecting: $0).children) } ?? []
    for (index, child) in mirror.children.enumerated() {
      let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "\(index)"
      let previous = index < old.count && old[index].label == child.label ? old[index].value : nil
      if let found = changedDate(previous, child.value, path: path + [label]) { return found }
    }
    return nil
  }

  private static func unwrappedOptional(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { unwrappedOptional($0.value) } ?? nil
  }
}
