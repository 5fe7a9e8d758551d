import Composable

/// How the shell waits for effects: after `send` (for the effects it started), on `wait` and
/// after `advance` (for all of the feature's), never longer than a limit. Effects still running
/// then keep running; what they send prints when it arrives. Every wait is woken by the store
/// (an effect ended, an action arrived, an effect fell asleep on the test clock), never polled.
extension Session {
  /// After a `send`: waits for its effects, at most ``effectTimeout``.
  func settle(_ task: StoreTask, in host: any FeatureHost) async {
    guard !task.hasNoEffects, !task.isFinished else { return }
    await waitingForEffects { [self] in
      await waitForEffects(limit: effectTimeout, in: host) {
        task.isFinished || host.workingEffectsCount == 0
      }
    }
  }

  /// `wait [SECONDS]`: waits for the current feature's effects.
  func wait(_ limit: Duration?) async {
    let host = self.host
    guard host.workingEffectsCount > 0 else { return }
    let limit = limit ?? effectTimeout
    await waitingForEffects { [self] in
      await waitForEffects(limit: limit, in: host) { host.workingEffectsCount == 0 }
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
    let commands = timeline.journal.noteEffectsCut(in: current.name, by: "cancel")
    host.cancelAllEffects()
    _ = await host.waitForEffects(until: { !host.hasEffectsInFlight }, timeout: .seconds(1))
    note(
      "(cancelled \(Wording.count(count, "effect"))\(Self.started(by: commands)). The reducer is not told: what it set while \(count == 1 ? "it" : "they") ran, such as a loading or running flag, stays set; undo back before \(Self.quotedList(commands, or: "the command that started them")), or reset)"
    )
  }

  /// `advance DURATION`: moves the test clock, then lets what came due settle.
  func advance(by duration: Duration) async throws(ShellError) {
    guard let testClock else {
      throw ShellError("advance needs the test clock: start \(program.name) with --clock test")
    }
    let host = self.host
    // Every command has already waited for its effects to end or fall asleep on the clock.
    await testClock.advance(by: duration, waitingForFirstSleep: false)
    await waitingForEffects { [self] in
      await waitForEffects(limit: effectTimeout, in: host) { host.workingEffectsCount == 0 }
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

  /// Waits until `isDone`, or (with the test clock) until every running effect is asleep on it,
  /// or until `limit` passes; then says what is still running. A cancelled wait (Ctrl-C at a
  /// terminal) says nothing: the effects keep running.
  private func waitForEffects(
    limit: Duration, in host: any FeatureHost, until isDone: @escaping @MainActor () -> Bool
  ) async {
    if await awaitEffects(limit: limit, in: host, until: isDone) == .timedOut {
      noteStillRunning(host, after: limit)
    }
  }

  enum WaitOutcome { case done, parked, timedOut, interrupted }

  /// Waits until `isDone`, or (with the test clock) until every running effect is asleep on it,
  /// or until `limit` passes, or until the waiting task is cancelled (Ctrl-C at a terminal: the
  /// effects keep running). Woken by the store, never polled.
  func awaitEffects(
    limit: Duration, in host: any FeatureHost, until isDone: @escaping @MainActor () -> Bool
  ) async -> WaitOutcome {
    let usesTestClock = testClock != nil
    let outcome = await host.waitForEffects(
      until: { isDone() || (usesTestClock && host.effectsAreAsleep) }, timeout: limit)
    // A wait whose task was cancelled (Ctrl-C) is interrupted, even when the store ended it
    // first because every effect was asleep on the test clock.
    if Task.isCancelled, !isDone() { return .interrupted }
    switch outcome {
    case .done: return isDone() ? .done : .parked
    case .timedOut: return .timedOut
    case .cancelled: return .interrupted
    }
  }

  private func noteStillRunning(_ host: any FeatureHost, after limit: Duration) {
    let count = host.workingEffectsCount
    guard count > 0 else { return }
    note(
      "(\(Wording.count(count, "effect")) still running after \(DurationLiteral.describe(limit)): 'wait' waits for \(count == 1 ? "it" : "them"), 'cancel' stops \(count == 1 ? "it" : "them"))"
    )
  }
}
