import Composable

/// How the shell waits for effects: after `send` (for the effects it started), on `wait` and
/// after `advance` (for all of the feature's), never longer than a limit. Effects still running
/// then keep running; what they send prints when it arrives.
extension Session {
  /// After a `send`: waits for its effects, at most ``effectTimeout``.
  func settle(_ task: StoreTask, in host: any FeatureHost) async {
    guard !task.hasNoEffects, !task.isFinished else { return }
    await waitingForEffects { [self] in
      let outcome = await pollEffects(limit: effectTimeout, in: host) {
        task.isFinished || host.workingEffectsCount == 0
      }
      if outcome == .timedOut { noteStillRunning(host, after: effectTimeout) }
    }
  }

  /// `wait [SECONDS]`: waits for the current feature's effects.
  func wait(_ limit: Duration?) async {
    let host = self.host
    guard host.workingEffectsCount > 0 else { return }
    let limit = limit ?? effectTimeout
    await waitingForEffects { [self] in
      let outcome = await pollEffects(limit: limit, in: host) { host.workingEffectsCount == 0 }
      if outcome == .timedOut { noteStillRunning(host, after: limit) }
    }
  }

  /// `cancel`: cancels the current feature's effects and says how many there were.
  func cancelEffects() async {
    let host = self.host
    let count = host.workingEffectsCount
    guard count > 0 else {
      renderer.text("(no effects running)")
      return
    }
    let commands = journal.noteEffectsCut(in: current.name, by: "cancel")
    host.cancelAllEffects()
    _ = await pollEffects(limit: .seconds(1), in: host) { !host.hasEffectsInFlight }
    note(
      "(cancelled \(Wording.count(count, "effect"))\(Self.started(by: commands)). The reducer is not told: what it set while \(count == 1 ? "it" : "they") ran, such as a loading or running flag, stays set; undo back before \(Self.quotedList(commands, or: "the command that started them")), or reset)"
    )
  }

  /// `advance DURATION`: moves the test clock, then lets what came due settle.
  func advance(by duration: Duration) async throws(ShellError) {
    guard let testClock else {
      throw ShellError("advance needs the test clock: start tca-shell with --clock test")
    }
    let host = self.host
    await testClock.advance(by: duration)
    await waitingForEffects { [self] in
      let outcome = await pollEffects(limit: effectTimeout, in: host) {
        host.workingEffectsCount == 0
      }
      if outcome == .timedOut { noteStillRunning(host, after: effectTimeout) }
    }
  }

  /// ` of 'send start'`, ` of 'send a' and 'send b'`, or nothing when no command is known
  /// (effects started between commands).
  static func started(by commands: [String]) -> String {
    commands.isEmpty ? "" : " of " + quotedList(commands, or: "")
  }

  static func quotedList(_ commands: [String], or fallback: String) -> String {
    let quoted = commands.map { "'\($0)'" }
    switch quoted.count {
    case 0: return fallback
    case 1: return quoted[0]
    default: return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }
  }

  enum WaitOutcome { case done, parked, timedOut, interrupted }

  /// Lets effects run until `isDone`, or (with the test clock) until every running effect is
  /// asleep on it, or until `limit` passes. Yields first, as effects on the main actor usually
  /// need only that, then polls every millisecond.
  func pollEffects(
    limit: Duration, in host: any FeatureHost, until isDone: () -> Bool
  ) async -> WaitOutcome {
    let deadline = ContinuousClock.now.advanced(by: limit)
    var parkedChecks = 0
    var yields = 0
    while !isDone() {
      // Ctrl-C at a terminal cancels the waiting task: the effects keep running.
      if Task.isCancelled { return .interrupted }
      if let testClock, host.workingEffectsCount > 0,
        testClock.pendingSleeps >= host.workingEffectsCount
      {
        // Asleep on a clock that only `advance` moves: waiting longer cannot help.
        parkedChecks += 1
        if parkedChecks >= 5 { return .parked }
      } else {
        parkedChecks = 0
      }
      if ContinuousClock.now >= deadline { return .timedOut }
      if yields < 20 {
        yields += 1
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    return .done
  }

  private func noteStillRunning(_ host: any FeatureHost, after limit: Duration) {
    let count = host.workingEffectsCount
    guard count > 0 else { return }
    note(
      "(\(Wording.count(count, "effect")) still running after \(DurationLiteral.describe(limit)): 'wait' waits for \(count == 1 ? "it" : "them"), 'cancel' stops \(count == 1 ? "it" : "them"))"
    )
  }
}
