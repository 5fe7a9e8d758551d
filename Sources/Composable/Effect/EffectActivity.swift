/// What one running effect task is doing, as far as waiting for it is concerned: running,
/// asleep on a ``TestClock`` (so only `advance` can move it on), or ended.
///
/// A store gives each effect task its own activity (a task-local), the test clock marks it
/// asleep and awake, and both learn of every change through `observers`, so a wait for "every
/// effect has ended or is asleep" is woken rather than polled.
public final class EffectActivity: Sendable {
  public enum Phase: Sendable { case running, asleep, ended }

  private struct State {
    var phase = Phase.running
    var observers: [ObjectIdentifier: @Sendable (Phase) -> Void] = [:]
    var anonymous: [@Sendable (Phase) -> Void] = []
  }

  private let state = Locked(State())

  /// The activity of the effect task the caller runs in, if a store started it.
  @TaskLocal public static var current: EffectActivity?

  public init() {}

  public var phase: Phase { state.withLock { $0.phase } }

  /// Calls `observer` with the new phase after every change from now on.
  public func observe(_ observer: @escaping @Sendable (Phase) -> Void) {
    state.withLock { $0.anonymous.append(observer) }
  }

  /// Calls `observer` after every change, replacing what was observed under `key` before (a
  /// clock that wakes the same effect every step observes it once).
  public func observe(key: ObjectIdentifier, _ observer: @escaping @Sendable (Phase) -> Void) {
    state.withLock { $0.observers[key] = observer }
  }

  func set(_ phase: Phase) {
    change(to: phase)()
  }

  /// Changes the phase now and returns what tells the observers, for a caller that holds a
  /// lock of its own and must tell them after releasing it.
  func change(to phase: Phase) -> () -> Void {
    let observers = state.withLock { state -> [@Sendable (Phase) -> Void] in
      guard state.phase != phase, state.phase != .ended else { return [] }
      state.phase = phase
      return state.anonymous + state.observers.values
    }
    return { for observer in observers { observer(phase) } }
  }
}
