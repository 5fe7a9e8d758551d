extension Session {
  /// Prints the `why:` lines for the current command's actions (see ``WhyNotes``), read from
  /// the current feature's log: each action with the states before and after it.
  func explainDecisions() {
    let serials = timeline.commandSerials
    defer { explainedThrough = max(explainedThrough, serials.upperBound - 1) }
    guard let context = currentContext, !serials.isEmpty else { return }
    let entries = context.log.entries
    // This command's actions are the newest: find the first, then read forwards.
    var first = entries.endIndex
    while first > entries.startIndex, serials.contains(entries[first - 1].serial) { first -= 1 }
    var previous =
      first > entries.startIndex ? entries[first - 1].state : context.log.stateBeforeEntries
    var events: [WhyNotes.Event] = []
    for entry in entries[first...] {
      defer { previous = entry.state }
      guard entry.serial > explainedThrough,
        let before = context.host.recordedState(previous),
        let after = context.host.recordedState(entry.state)
      else { continue }
      events.append(
        WhyNotes.Event(action: entry.action, origin: entry.origin, before: before, after: after))
    }
    for line in WhyNotes.lines(for: events) { note(line) }
  }
}
