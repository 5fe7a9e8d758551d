import Composable

extension Session {
  /// `undo` / `redo`: travels to `position`, or says `otherwise` when there is none.
  func travel(to position: Int?, verb: String, otherwise: String) throws(ShellError) {
    guard let position else { throw ShellError(otherwise) }
    try travel(to: position, verb: verb)
  }

  /// Moves the current feature's state to the one after action `position`, running no reducer
  /// and no effect; prints what changed and any alert that is back. `shown`: the position as
  /// the user typed it, for the line that refuses one out of range (see ``WholeNumber``).
  func travel(to position: Int, verb: String, shown: String? = nil) throws(ShellError) {
    let context = self.context
    let log = context.log
    guard position >= log.firstPosition, position <= log.lastPosition else {
      throw ShellError(
        "no action \(shown ?? String(position)) in the log: choose \(log.firstPosition) to \(log.lastPosition) (see 'log')"
      )
    }
    let before = context.host.state
    let appliedBefore = context.log.appliedSerials
    let uuidCountBefore = context.log.uuidCount(at: context.log.position)
    do {
      try context.log.travel(to: position)
    } catch {
      throw ShellError("\(error)")
    }
    rewindUUIDs(from: uuidCountBefore, to: context.log.uuidCount(at: position))
    let after = context.host.state
    let applied = context.log.appliedSerials
    exhaustive.rewind(current.name, applied: applied)
    let summary: String
    if position == 0 {
      summary = "\(verb): back to the initial state"
    } else if position == log.firstPosition {
      summary = "\(verb): back to the oldest state the log keeps, after #\(position)"
    } else {
      let entry = log.entries[log.entries.startIndex + position - log.firstPosition - 1]
      summary = "\(verb): now after #\(position) \(OneLineDump.action(customDump(entry.action)))"
    }
    renderer.stateChange(
      summary, before: before, after: after, feature: current.name, showDiff: showsDiffs)
    // Effects of the commands just undone belong to the state left behind: one arriving now
    // would write into a past that never had it, and would drop the redo history with it.
    // Effects of commands still in effect (a pushed screen's timer) keep running.
    let uncancelled = context.host.uncancelledEffectsCount
    let commands = timeline.journal.cutEffects(in: current.name, notIn: applied, by: verb)
    let running = uncancelled - context.host.uncancelledEffectsCount
    if running > 0 {
      note(
        "(cancelled \(Wording.count(running, "running effect"))\(Self.started(by: commands)): \(running == 1 ? "it" : "they") belonged to the state left behind)"
      )
    }
    noteClockStays(undone: appliedBefore.subtracting(applied))
    noteCutOffEffects(newlyApplied: applied.subtracting(appliedBefore))
    noteEndedEffects(undone: appliedBefore.subtracting(applied), applied: applied)
    showNewlyPresented(afterTravel: true)
  }

  /// Moves the incrementing uuid generator with the state, from the count after the last
  /// applied action (`from`) to the count after the one travelled to: a replay of the commands
  /// still in effect makes no UUID for the undone ones, so the next UUID here must be the next
  /// one there. Left alone when something else made UUIDs since (another feature, an effect
  /// after its last action): that count is not this feature's to take back.
  func rewindUUIDs(from: Int, to: Int) {
    guard dependencies.uuid == .incrementing, dependencies.uuidCount == from else { return }
    dependencies.uuidCount = to
  }

  /// After travel undid an `advance`'s actions: the test clock does not go back with them
  /// (effects sleep on it), so says so, and that `save` refuses until it is redone.
  private func noteClockStays(undone: Set<Int>) {
    guard !undone.isEmpty else { return }
    let advances = timeline.journal.entries.filter { entry in
      entry.feature == current.name && entry.movedClock
        && entry.serials.contains(where: undone.contains)
    }
    guard let last = advances.last else { return }
    note(
      "(the test clock stays where '\(last.shownText)' moved it: it cannot go back while effects sleep on it, so 'save' refuses until you redo it)"
    )
  }

  /// After `redo` or `goto` lands past a command whose effects the shell cancelled: says that
  /// they do not run again, so a flag that waits for them (isLoading) will stay set. Only a
  /// command this travel brought back (`newlyApplied`) is named: one that stayed in effect is
  /// no news, and naming it blamed a cancelled command while another's effects ran on.
  private func noteCutOffEffects(newlyApplied: Set<Int>) {
    guard timeline.journal.hasCutOffEffects, !newlyApplied.isEmpty else { return }
    let cut = timeline.journal.entries.filter { entry in
      entry.feature == current.name && entry.effectsCutBy != nil
        && entry.serials.contains(where: newlyApplied.contains)
    }
    guard !cut.isEmpty else { return }
    let commands = cut.map(\.shownText)
    note(
      "(the effects of \(Self.quotedList(commands, or: "")) were cancelled by '\(cut[0].effectsCutBy!)' and do not run again: what they would have changed stays as it is here; undo back before \(commands.count == 1 ? "it" : "them") and send again, or reset)"
    )
  }

  /// After travel undid the action a command's effects ended at (`pop` or `dismiss` cancelling
  /// a screen's timer, or the last action an effect sent): the command is still in effect but
  /// its effects do not start again, where a replay would have them running. Says which
  /// command's effects and what ended them.
  private func noteEndedEffects(undone: Set<Int>, applied: Set<Int>) {
    guard !undone.isEmpty else { return }
    let journal = timeline.journal
    let ended = journal.entries.filter { entry in
      guard entry.feature == current.name, let last = entry.effectsEndedAfter else { return false }
      return undone.contains(last) && entry.serials.allSatisfy(applied.contains)
    }
    guard let last = ended.first?.effectsEndedAfter else { return }
    let commands = Self.quotedList(ended.map(\.shownText), or: "")
    let ender = journal.entries.first { $0.feature == current.name && $0.serials.contains(last) }
    let at = ender.map { " at '\($0.shownText)', now undone," } ?? " with actions now undone"
    note(
      "(the effects of \(commands) ended\(at) and do not start again: what they would have changed stays as it is here; undo back before \(commands) and send again, or reset)"
    )
  }
}
