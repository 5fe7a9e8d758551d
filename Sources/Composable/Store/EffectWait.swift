/// How an awaited wait for effects ended.
public enum EffectWaitOutcome: Sendable, Equatable {
  /// What was waited for happened.
  case done
  /// The time limit passed first.
  case timedOut
  /// The waiting task was cancelled first (the effects keep running).
  case cancelled
}

/// Waiters that sleep until something they watch may have changed, and are woken by the code
/// that changes it (a store when an action is processed or an effect ends, a test clock when an
/// effect falls asleep on it). Nothing polls: a waiter costs one continuation, plus one timer
/// when it has a time limit.
@MainActor
public final class EffectWaiters {
  // Looked at after every batch of every store, nearly always empty; unchecked, as the store's
  // hot properties (see ``Store``), it costs no run-time exclusivity check (~75 instructions a
  // scripted `send` line). Main-actor isolated; never held `inout` across a call that comes
  // back here: `signal` iterates a copy and each `end` is one removal.
  @exclusivity(unchecked) private var waiters: [Int: Waiter] = [:]
  private var nextID = 0

  public init() {}

  /// Whether anyone is waiting.
  public var isEmpty: Bool { waiters.isEmpty }

  /// Suspends until `condition` holds (checked now and at every `signal()`), `timeout` passes,
  /// or the calling task is cancelled. A nil `timeout` waits without limit.
  public func wait(
    until condition: @escaping @MainActor () -> Bool, timeout: Duration?
  ) async -> EffectWaitOutcome {
    if condition() { return .done }
    if Task.isCancelled { return .cancelled }
    // A limit already reached: nothing else runs before the answer, as a deadline in the past.
    if let timeout, timeout <= .zero { return .timedOut }
    let id = nextID
    nextID += 1
    let waiter = Waiter(condition: condition)
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<EffectWaitOutcome, Never>) in
        waiter.continuation = continuation
        waiters[id] = waiter
        if let timeout {
          waiter.timer = Task { @MainActor [weak self] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled else { return }
            self?.end(id, .timedOut)
          }
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.end(id, .cancelled) }
    }
    return outcome
  }

  /// Re-checks every waiter's condition and wakes those it now holds for.
  public func signal() {
    guard !waiters.isEmpty else { return }
    for (id, waiter) in waiters where waiter.condition() {
      end(id, .done)
    }
  }

  private func end(_ id: Int, _ outcome: EffectWaitOutcome) {
    guard let waiter = waiters.removeValue(forKey: id) else { return }
    waiter.timer?.cancel()
    waiter.continuation?.resume(returning: outcome)
  }

  private final class Waiter {
    let condition: @MainActor () -> Bool
    var continuation: CheckedContinuation<EffectWaitOutcome, Never>?
    var timer: Task<Void, Never>?

    init(condition: @escaping @MainActor () -> Bool) {
      self.condition = condition
    }
  }
}
