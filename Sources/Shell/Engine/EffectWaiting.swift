import Composable

/// How the shell waits for effects: after `send` (for the effects it started), on `wait` and
/// after `advance` (for all of the feature's), never longer than a limit. Effects still running
/// then keep running; what they send prints when it arrives. Every wait is woken by the store
/// (an effect ended, an action arrived, an effect fell asleep on the test clock), never polled.
extension Session {
  /// Whether `task`'s effects are still to be waited for (most sends start none).
  func isUnsettled(_ task: StoreTask) -> Bool { !task.hasNoEffects && !task.isFinished }

  /// After a `send`: waits for its effects, at most ``SessionConfiguration/effectTimeout``.
  func settle(_ task: StoreTask, in host: any FeatureHost) async {
    guard isUnsettled(task) else { return }
    await configuration.waitingForEffects { [self] in
      await waitForEffects(limit: configuration.effectTimeout, in: host) {
        task.isFinished || host.workingEffectsCount == 0
      }
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
  func waitForEffects(
    limit: Duration, in host: any FeatureHost, until isDone: @escaping @MainActor () -> Bool
  ) async {
    if await awaitEffects(limit: limit, in: host, until: isDone) == .timedOut {
      if !timeline.isBetweenCommands { timeline.commandWaitRanOut = true }
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

  /// With the test clock, a wait returns as soon as every running effect sleeps on it: no time
  /// passes for them until `advance`, which says so rather than returning without a word.
  func noteAsleep(_ host: any FeatureHost) {
    let count = host.workingEffectsCount
    guard count > 0 else { return }
    note(
      "(\(Wording.count(count, "effect")) asleep on the test clock: 'advance' moves the clock and wakes \(count == 1 ? "it" : "them"), e.g. advance 1s)"
    )
  }

  func noteStillRunning(_ host: any FeatureHost, after limit: Duration) {
    let count = host.workingEffectsCount
    guard count > 0 else { return }
    note(
      "(\(Wording.count(count, "effect")) still running after \(DurationLiteral.describe(limit)): 'wait' waits for \(count == 1 ? "it" : "them"), 'cancel' stops \(count == 1 ? "it" : "them"))"
    )
  }
}
