import Composable

extension Session {
  /// `log`: every kept action, numbered, with its origin; `*` marks where the state is, and
  /// undone actions are marked as such.
  func showLog() {
    let log = context.log
    guard log.count > 0 else {
      renderer.text("No actions yet.")
      return
    }
    var lines: [String] = []
    if log.firstPosition > 0 {
      lines.append(
        "  (\(Wording.count(log.firstPosition, "older action")) dropped: the log keeps \(log.capacity))"
      )
    }
    let width = String(log.lastPosition).count
    for (offset, entry) in log.entries.enumerated() {
      let mark = entry.number == log.position ? "*" : " "
      let undone = offset >= log.cursor ? "  (undone)" : ""
      let number = String(entry.number)
      let padded = String(repeating: " ", count: width - number.count) + number
      let action = Self.oneLine(customDump(entry.action))
      lines.append("\(mark) #\(padded)  \(entry.origin.rawValue.padding(8))  \(action)\(undone)")
    }
    renderer.text(lines.joined(separator: "\n"))
  }

  /// Moves the current feature's state to the one after action `position`, running no reducer
  /// and no effect; prints what changed and any alert that is back.
  func travel(to position: Int, verb: String) throws(ShellError) {
    let context = self.context
    let log = context.log
    guard position >= log.firstPosition, position <= log.lastPosition else {
      throw ShellError(
        "no action \(position) in the log: choose \(log.firstPosition) to \(log.lastPosition) (see 'log')"
      )
    }
    let before = context.host.state
    let after = log.state(at: position)
    do {
      try context.host.replaceState(with: after)
    } catch {
      throw ShellError("\(error)")
    }
    context.log.move(to: position)
    let summary: String
    if position == 0 {
      summary = "\(verb): back to the initial state"
    } else if position == log.firstPosition {
      summary = "\(verb): back to the oldest state the log keeps, after #\(position)"
    } else {
      let entry = log.entries[log.entries.startIndex + position - log.firstPosition - 1]
      summary = "\(verb): now after #\(position) \(Self.oneLine(customDump(entry.action)))"
    }
    renderer.stateChange(
      summary, before: before, after: after, feature: current.name, showDiff: showsDiffs)
    // Effects still running belong to the state just left: one arriving now would write into a
    // past that never had it, and would drop the redo history with it.
    let running = context.host.uncancelledEffectsCount
    if running > 0 {
      let commands = journal.noteEffectsCut(in: current.name, by: verb)
      context.host.cancelAllEffects()
      note(
        "(cancelled \(Wording.count(running, "running effect"))\(Self.started(by: commands)): \(running == 1 ? "it" : "they") belonged to the state left behind)"
      )
    }
    noteCutOffEffects(upTo: position)
    showNewlyPresented(afterTravel: true)
  }

  /// After `redo` or `goto` lands past a command whose effects the shell cancelled: says that
  /// they do not run again, so a flag that waits for them (isLoading) will stay set.
  private func noteCutOffEffects(upTo position: Int) {
    guard journal.hasCutOffEffects else { return }
    let log = context.log
    let applied = log.appliedSerials
    let cut = journal.entries.filter { entry in
      entry.feature == current.name && entry.effectsCutBy != nil
        && entry.serials.contains(where: applied.contains)
    }
    guard !cut.isEmpty else { return }
    let commands = cut.map(\.shownText)
    note(
      "(the effects of \(Self.quotedList(commands, or: "")) were cancelled by '\(cut[0].effectsCutBy!)' and do not run again: what they would have changed stays as it is here; undo back before \(commands.count == 1 ? "it" : "them") and send again, or reset)"
    )
  }

  /// `reset`: the initial state, an empty log, no running effects.
  func reset() {
    let context = self.context
    let running = context.host.uncancelledEffectsCount
    let commands = running > 0 ? journal.noteEffectsCut(in: current.name, by: "reset") : []
    context.host.cancelAllEffects()
    let before = context.host.state
    // The initial state came from this host, so it always fits.
    try? context.host.replaceState(with: context.log.initialState)
    context.log.clear()
    journal.forget(feature: current.name)
    renderer.stateChange(
      "reset: back to the initial state", before: before, after: context.host.state,
      feature: current.name, showDiff: showsDiffs)
    if running > 0 {
      note(
        "(cancelled \(Wording.count(running, "running effect"))\(Self.started(by: commands)))"
      )
    }
    showNewlyPresented(afterTravel: true)
  }

  /// A dump on one line: `AlertsModern.Action.alert(.presented(.incrementButtonTapped))`.
  static func oneLine(_ dump: String) -> String {
    var result = ""
    for line in dump.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if result.hasSuffix(",") { result += " " }
      result += trimmed
    }
    return result
  }
}
