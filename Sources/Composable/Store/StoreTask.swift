/// The effects started by one `send`, including those started by the actions they send back, as
/// TCA's `StoreTask`.
@MainActor
public struct StoreTask: Sendable {
  @usableFromInline
  let tasks: EffectTasks?

  @inlinable
  init(tasks: EffectTasks?) {
    self.tasks = tasks
  }

  /// Whether the send started no asynchronous work at all.
  public var hasNoEffects: Bool { tasks == nil }

  /// Waits until every effect of the send, and of the actions they sent, has finished.
  public func finish() async {
    await finish(timeout: nil)
  }

  /// Waits until every effect of the send has finished, at most `timeout` (nil: no limit);
  /// whether they all have. The wait is woken by the last effect's end, not polled.
  @discardableResult
  public func finish(timeout: Duration?) async -> Bool {
    guard let tasks, !tasks.isFinished else { return true }
    return await tasks.waiters.wait(until: { tasks.isFinished }, timeout: timeout) == .done
  }

  /// Cancels every effect of the send that is still running.
  public func cancel() {
    tasks?.cancelAll()
  }

  /// Whether every effect of the send has finished.
  public var isFinished: Bool {
    tasks?.isFinished ?? true
  }

  /// Whether every effect of the send has finished but for navigation lifetimes (a sheet it
  /// presented, a screen it pushed), which TCA's test store does not count as still running.
  public var isFinishedButNavigationLifetimes: Bool {
    guard let tasks else { return true }
    return tasks.running == tasks.runningLifetimes
  }
}

/// The tasks of one send's effects, or of one part of a concatenation (whose tasks also count
/// in the send's group, its `parent`). Effects may start more tasks while they run.
@MainActor
@usableFromInline
final class EffectTasks {
  private let parent: EffectTasks?
  private var tasks: [Task<Void, Never>] = []
  private var onFinish: [() -> Void] = []
  /// Effects of this group that have started and not yet ended.
  private(set) var running = 0
  /// How many of `running` are navigation lifetimes (``NavigationLifetimeID``).
  private(set) var runningLifetimes = 0
  private var finishWaiters: EffectWaiters?

  init(parent: EffectTasks? = nil) {
    self.parent = parent
  }

  /// The group of the whole send.
  var root: EffectTasks { parent?.root ?? self }

  var isFinished: Bool { running == 0 }

  /// Whether any task of the group was cancelled (a concatenation then stops).
  var wasCancelled: Bool { tasks.contains { $0.isCancelled } }

  func append(_ task: Task<Void, Never>) {
    tasks.append(task)
    parent?.append(task)
  }

  func started(isNavigationLifetime: Bool = false) {
    running += 1
    if isNavigationLifetime { runningLifetimes += 1 }
    parent?.started(isNavigationLifetime: isNavigationLifetime)
  }

  /// One task ended: when it was the last, what waits for the group runs before the parent
  /// hears of it, so the next part of a concatenation is already counted there.
  func ended(isNavigationLifetime: Bool = false) {
    running -= 1
    if isNavigationLifetime { runningLifetimes -= 1 }
    if running == 0 {
      let callbacks = onFinish
      onFinish = []
      for callback in callbacks { callback() }
      finishWaiters?.signal()
    }
    parent?.ended(isNavigationLifetime: isNavigationLifetime)
  }

  /// Who waits for the group to finish (made on first use).
  var waiters: EffectWaiters {
    if let finishWaiters { return finishWaiters }
    let made = EffectWaiters()
    finishWaiters = made
    return made
  }

  /// Runs `callback` once the group's tasks have all ended (now, if they have).
  func whenFinished(_ callback: @escaping () -> Void) {
    if running == 0 { callback() } else { onFinish.append(callback) }
  }

  // Every task, not only those `finish()` has not reached: the one it is awaiting was popped.
  func cancelAll() {
    for task in tasks { task.cancel() }
  }
}
