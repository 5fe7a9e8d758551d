
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
  }

  private struct State {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var cancelled: Set<Int> = []
    var nextID = 0
  }

  private let state = Locked(State())

  public init() {}

  public var now: Instant { state.withLock { $0.now } }
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to move.
  public var pendingSleeps: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock reaches `deadline`; throws `CancellationError` when the task is
  /// cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case wait, wake, cancel }
        let outcome = state.withLock { state -> Outcome in
          if state.cancelled.remove(id) != nil { return .cancel }
          if deadline <= state.now { return .wake }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .wait
        }
        switch outcome {
        case .wait: break
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
  /// first, and giving the woken work time to run (and to sleep again) before moving on.
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    let target = now.advanced(by: duration)
    while true {
      await Self.settle()
      let due = state.withLock { state -> [Sleeper]? in
        guard let next = state.sleepers.map(\.deadline).min(), next <= target else {
          state.now = max(state.now, target)
          return nil
        }
        state.now = max(state.now, next)
        let now = state.now
        let due = state.sleepers.filter { $0.deadline <= now }
        state.sleepers.removeAll { $0.deadline <= now }
        return due
      }
      guard let due else { break }
      for sleeper in due { sleeper.continuation.resume() }
    }
    await Self.settle()
  }

  /// Lets woken tasks run on the caller's executor before the clock moves again.
  private static func settle(isolation: isolated (any Actor)? = #isolation) async {
    for _ in 0..<20 { await Task.yield() }
  }
}
