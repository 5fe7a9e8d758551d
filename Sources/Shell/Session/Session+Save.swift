import Composable
import Foundation

extension Session {
  /// `save FILE`: the `send`, `tap` and `dismiss` commands whose actions are in effect now (not
  /// undone), each after the `use` of its feature, as a script that replays to the same state.
  /// Commands carrying a secret are written as comments, without the secret.
  func save(to path: String) throws(ShellError) {
    try checkSavable()
    let path = ScriptFile.expandingTilde(path)
    let shown = path.contains(" ") ? "\"\(path)\"" : path
    let needsTestClock = journal.entries.contains { isInEffect($0) && $0.text.hasPrefix("advance") }
    let flags = replayFlags(usesAdvance: needsTestClock)
    var lines = ["# tca-shell \(ShellOptions.version): replay with `tca-shell\(flags) < \(shown)`"]
    var feature: String?
    var secrets = 0
    var commands = 0
    for entry in journal.entries where isInEffect(entry) {
      if entry.feature != feature {
        lines.append("use \(entry.feature)")
        feature = entry.feature
      }
      if entry.isSecret {
        lines.append(
          "# \(entry.text.split(separator: " ").prefix(2).joined(separator: " ")) ••••  (a secret: not saved)"
        )
        secrets += 1
      } else {
        lines.append(entry.text)
      }
      commands += 1
    }
    try ScriptFile.write(lines.joined(separator: "\n") + "\n", to: path)
    let note = secrets > 0 ? " (\(secrets) with a secret left out: fill those in)" : ""
    renderer.text("Saved \(commands) command(s) to \(path)\(note).")
  }

  /// Throws when the session cannot be written as a script that starts from the initial state.
  func checkSavable() throws(ShellError) {
    guard !journal.isTrimmed else {
      throw ShellError(
        "this session is longer than the log keeps (\(logSize) commands): the start cannot be saved; raise --log-size"
      )
    }
    for context in contextsInUse {
      if let partial = context.log.partialCommand {
        throw ShellError(
          "\(context.feature.name) is partway through the actions of one command (after #\(partial.position); it ran to #\(partial.end)): a script cannot stop there; goto \(partial.end) or goto \(partial.start) first"
        )
      }
    }
  }

  /// Whether all of a command's actions are still applied: not undone, not reset.
  func isInEffect(_ entry: Journal.Entry) -> Bool {
    guard let feature = features.first(where: { $0.name == entry.feature }) else { return false }
    let log = context(for: feature).log
    let applied = log.appliedSerials
    let oldestKept = log.firstKeptSerial ?? .max
    return entry.serials.allSatisfy { applied.contains($0) || (log.hasDropped && $0 < oldestKept) }
  }
}
