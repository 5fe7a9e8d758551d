import Composable
import Foundation

extension Session {

  /// The journal's commands a script must run, in order; throws why no script can reach the
  /// state the session is in.
  func replayableEntries() throws(ShellError) -> [Journal.Entry] {
    guard !timeline.journal.isTrimmed else {
      throw ShellError(
        "this session is longer than the log keeps (\(Wording.count(configuration.logSize, "command"))): the start cannot be saved; raise --log-size"
      )
    }
    for context in contextsInUse {
      if let partial = context.log.partialCommand {
        throw ShellError(
          "\(context.feature.name) is partway through the actions of one command (after #\(partial.position); it ran to #\(partial.end)): a script cannot stop there; goto \(partial.end) or goto \(partial.start) first"
        )
      }
    }
    if let advance = timeline.journal.replacedAdvance {
      throw ShellError(
        "cannot save: '\(advance)' was undone, but the test clock stays where it moved it (it cannot go back while effects sleep on it), and a replay would run with the clock behind; run the session again without it"
      )
    }
    let applied = contextsInUse.reduce(into: Set<Int>()) { $0.formUnion($1.log.appliedSerials) }
    var written: [Journal.Entry] = []
    var covered = Set<Int>()
    for entry in timeline.journal.entries {
      let kept = entry.serials.filter { isApplied($0, of: entry.feature, in: applied) }
      // An advance that brought nothing still moved the clock.
      if kept.isEmpty && !entry.serials.isEmpty {
        if entry.movedClock {
          throw ShellError(
            "cannot save: \(named(entry)) was undone, but the test clock stays where it moved it (it cannot go back while effects sleep on it), and a replay would run with the clock behind; redo it, or run the session again without it"
          )
        }
        continue
      }
      if entry.isPartlyReplaced || kept.count < entry.serials.count {
        throw ShellError(
          "cannot save: only part of \(named(entry)) is in effect (the rest was undone and replaced by later actions), and a script replays whole commands; undo back before it first"
        )
      }
      if let verb = entry.effectsCutBy {
        throw ShellError(
          "cannot save: '\(verb)' cancelled the effects of \(named(entry)), and a replay would run them to the end; undo back before it first"
        )
      }
      if let last = entry.effectsEndedAfter, !isApplied(last, of: entry.feature, in: applied) {
        throw ShellError(
          "cannot save: the effects of \(named(entry)) ended while actions now undone were in effect, so here they run no more where a replay would run them; undo back before it, or redo first"
        )
      }
      // One action is what the command sent; more arrived from its effects while it waited.
      if entry.waitRanOut, kept.count > (entry.clockAdvance == nil ? 1 : 0) {
        throw ShellError(
          "cannot save: \(named(entry)) received \(Wording.count(kept.count - (entry.clockAdvance == nil ? 1 : 0), "action")) while it waited for an effect that was still running when the wait's time ran out, and a replay would receive as many as come in its own wait; run the session with --clock test, where 'advance' makes the count exact, or undo back before it"
        )
      }
      if entry.chosePresentedByHistory {
        throw ShellError(
          "cannot save: \(named(entry)) chose among several presented alerts and dialogs, one of them first seen after time travel, and a replay may choose another; undo back before it first"
        )
      }
      written.append(entry)
      covered.formUnion(entry.serials)
    }
    // The script's `set` lines come first; a change after a command it replays is lost.
    for change in timeline.journal.dependencyChanges {
      if let before = written.first(where: { $0.id <= change.afterID }) {
        throw ShellError(
          "cannot save: '\(change.text)' changed a dependency after \(named(before)), and a script sets the dependencies once, at its start; run the session again with it first (or its flag)"
        )
      }
    }
    for context in contextsInUse {
      let log = context.log
      for (offset, item) in log.entries.prefix(log.cursor).enumerated()
      where !covered.contains(item.serial) {
        throw ShellError(
          "cannot save: #\(log.firstPosition + offset + 1) \(OneLineDump.action(customDump(item.action))) in \(context.feature.name) came from an effect between commands or during 'wait', and a replay cannot make it come at the same point (with --clock test, 'advance' can)"
        )
      }
    }
    return written
  }

  /// A command as a refusal names it: quoted, and with its feature when that is not the current
  /// one (a session's `save` covers every feature it used).
  private func named(_ entry: Journal.Entry) -> String {
    "'\(entry.shownText)'" + (entry.feature == current.name ? "" : " in \(entry.feature)")
  }

  /// Whether an action is applied now: in a log's applied part, or older than a log keeps
  /// (dropped for room, so applied when it went).
  private func isApplied(_ serial: Int, of feature: String, in applied: Set<Int>) -> Bool {
    if applied.contains(serial) { return true }
    guard let context = contextsInUse.first(where: { $0.feature.name == feature }) else {
      return false
    }
    return context.log.hasDropped && serial < (context.log.firstKeptSerial ?? .max)
  }
}
