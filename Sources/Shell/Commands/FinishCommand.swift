import Composable

/// `finish`: waits for every running effect, as `store.finish()`.
struct FinishCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .testing,
    name: "finish", usage: "finish",
    summary: "wait for running effects; fails when one still runs, as store.finish()",
    example: "finish")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .waiting { () async throws(ShellError) in
      await session.finish()
    }
  }
}

extension Session {
  /// `finish`: every received action must have been received (exhaustive), then every effect
  /// must end within the effect timeout, as `store.finish()`.
  fileprivate func finish() async -> CommandResult {
    let context = self.context
    let host = context.host
    var failures: [String] = []
    if exhaustive.isOn {
      let pending = exhaustive.takeReceived(of: current.name)
      if !pending.isEmpty { failures.append(TestStoreMessages.unhandled(pending.map(\.action))) }
    }
    // A presented child's long-living effect is not waited for: TCA's `finish` cancels it
    // first. Here the child stays presented and its effect keeps running (the session goes on).
    var outcome = WaitOutcome.done
    if host.workingEffectsCount > 0 {
      await configuration.waitingForEffects { [self] in
        outcome = await awaitEffects(limit: configuration.effectTimeout, in: host) {
          host.workingEffectsCount == 0
        }
      }
    }
    if host.workingEffectsCount > 0 {
      switch outcome {
      case .parked: failures.append(TestStoreMessages.finishAsleep())
      case .interrupted:
        // Ctrl-C, not the timeout: TCA's words would name a wait that did not happen.
        return .failed(
          "finish stopped by Ctrl-C: \(Wording.count(host.workingEffectsCount, "effect")) still running (they keep running; 'finish' again waits for them)"
        )
      case .done, .timedOut:
        failures.append(TestStoreMessages.finishTimeout(configuration.effectTimeout))
      }
    }
    context.noteEffects(from: nil, before: 0, count: host.uncancelledWorkingEffectsCount)
    return report(failures) ?? .ok
  }
}
