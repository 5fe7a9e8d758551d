/// A clock that moves only when told, as swift-clocks' `TestClock`: effects that sleep on it
/// wake, in deadline order, when ``advance(by:)`` moves `now` past their deadlines.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(...) { $0.continuousClock = clock }
/// await store.send(.start) { $0.isRunning = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.secondsElapsed = 1 }
/// ```
public final class TestClock: Clock, Sendable {
  /// A point on the clock: how far it has moved since it was made.
  public struct Instant: InstantProtocol, Sendable {
    public let offset: Duration

    public init(offset: Duration = .zero) { self.offset = offset }

    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    public func duration(to other: Self) -> Duration { other.offset - offset }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// The store effect that sleeps, when a store started it.
    let activity: EffectActivity?
  }

  private struct State {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var cancelled: Set<Int> = []
    var nextID = 0
    /// Sleeps registered so far (a woken effect that sleeps again has settled).
    var registrations = 0
    /// `advance` waiting for woken work to settle.
    var settleWaiter: CheckedContinuation<Void, Never>?
    /// Woken store effects still running when ``settleLimit`` passed (see ``stalledWakes``).
    var stalledWakes = 0
  }

  private let state = Locked(State())

  public init() {}

  public var now: Instant { state.withLock { $0.now } }
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to move.
  public var pendingSleeps: Int { state.withLock { $0.sleepers.count } }

  /// How many times `advance` moved the clock on past a store effect it woke that was still
  /// running when ``settleLimit`` passed (an effect starved of CPU, or one that waits on
  /// something else): a count that grows says deadlines may have passed before the effect
  /// slept again, and its wake-ups for those came late or not at all.
  public var stalledWakes: Int { state.withLock { $0.stalledWakes } }

  /// Suspends until the clock reaches `deadline`; throws `CancellationError` when the task is
  /// cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    // Awake again however the sleep ends (woken, cancelled).
    defer { EffectActivity.current?.set(.running) }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case wait, wake, cancel }
        let activity = EffectActivity.current
        let (outcome, settling, notify) = state.withLock {
          state -> (Outcome, CheckedContinuation<Void, Never>?, (() -> Void)?) in
          if state.cancelled.remove(id) != nil { return (.cancel, nil, nil) }
          if deadline <= state.now { return (.wake, nil, nil) }
          state.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation, activity: activity))
          state.registrations += 1
          // Asleep before `advance` can see the sleeper, so a wake cannot be overtaken.
          let notify = activity?.change(to: .asleep)
          defer { state.settleWaiter = nil }
          return (.wait, state.settleWaiter, notify)
        }
        switch outcome {
        case .wait:
          notify?()
          settling?.resume()
        case .wake: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          // Not registered yet: leave a mark the registration will see.
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration`, waking each sleep whose deadline is passed, earliest
  /// first, and letting the woken work run (and sleep again) before moving on.
  ///
  /// Settling is awaited, not polled: a woken store effect has settled when it sleeps on the
  /// clock again or ends (its ``EffectActivity`` says which); a sleep no store started, when it
  /// sleeps again. Before the first step, a clock with no sleeper waits for one to arrive. Each
  /// wait is capped at ``settleLimit`` for work that waits on something else (the wait for a
  /// first sleeper at ``firstSleepLimit``).
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    await advance(by: duration, waitingForFirstSleep: true)
  }

  /// ``advance(by:isolation:)`` for a caller that has already waited for its effects to end or
  /// fall asleep (the shell does after every command): with `waitingForFirstSleep` false, a
  /// clock nobody sleeps on moves at once instead of waiting for a sleeper to arrive. A task
  /// cancelled meanwhile (Ctrl-C on a long `advance` in the shell) stops before the next
  /// deadline: the clock stays at the last one it woke.
  public func advance(
    by duration: Duration, waitingForFirstSleep: Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let target = now.advanced(by: duration)
    if waitingForFirstSleep, pendingSleeps == 0 {
      await settle(limit: Self.firstSleepLimit) { $0.registrations > 0 }
    }
    // When a woken effect was still running at the settle limit: counted once the clock moves
    // past that time without it (at the target itself, nothing was passed).
    var stalledAt: Instant?
    func moved(_ state: inout State) {
      if let at = stalledAt, state.now > at {
        state.stalledWakes += 1
        stalledAt = nil
      }
    }
    while !(waitingForFirstSleep == false && Task.isCancelled) {
      let due = state.withLock { state -> [Sleeper]? in
        guard let next = state.sleepers.map(\.deadline).min(), next <= target else {
          state.now = max(state.now, target)
          moved(&state)
          return nil
        }
        state.now = max(state.now, next)
        moved(&state)
        let now = state.now
        let due = state.sleepers.filter { $0.deadline <= now }
        state.sleepers.removeAll { $0.deadline <= now }
        return due
      }
      guard let due else { break }
      // One at a time, in the order they went to sleep, each settled before the next wakes:
      // what they send arrives in that order, as on TCA's serial test executor.
      for sleeper in due {
        let registrations = state.withLock { $0.registrations }
        let activity = sleeper.activity
        if let activity {
          // Running from now: settled again only once it sleeps again or ends.
          activity.set(.running)
          activity.observe(key: ObjectIdentifier(self)) { [weak self] _ in self?.wakeSettling() }
        }
        sleeper.continuation.resume()
        await settle { state in
          // A store effect says what it does; another sleeper has settled once it sleeps again.
          if let activity { return activity.phase != .running }
          return state.registrations > registrations
        }
        if let activity, activity.phase == .running {
          stalledAt = state.withLock { $0.now }
        }
      }
    }
  }

  /// How long `advance` waits at most for woken work to settle (work that waits on something
  /// other than this clock never does).
  public static let settleLimit: Duration = .milliseconds(250)

  /// How long `advance` waits at most, when nothing sleeps on the clock, for a task that was
  /// just started to reach its first sleep.
  public static let firstSleepLimit: Duration = .milliseconds(50)

  /// Waits until `isSettled` holds for the clock's state, re-checked whenever a sleep is
  /// registered or a woken effect changes phase, at most `limit`.
  private func settle(
    limit: Duration = settleLimit, until isSettled: @escaping @Sendable (State) -> Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let deadline = ContinuousClock.now.advanced(by: limit)
    // The cap: one timer, which resumes the wait in progress if nothing else has.
    let cap = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      self?.wakeSettling()
    }
    defer { cap.cancel() }
    while !state.withLock({ isSettled($0) }), ContinuousClock.now < deadline {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let parked = state.withLock { state -> Bool in
          guard !isSettled(state) else { return false }
          state.settleWaiter = continuation
          return true
        }
        if !parked { continuation.resume() }
      }
    }
  }

  private func wakeSettling() {
    let waiter = state.withLock { state in
      defer { state.settleWaiter = nil }
      return state.settleWaiter
    }
    waiter?.resume()
  }
}
