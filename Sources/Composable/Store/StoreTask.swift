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
    guard let tasks else { return }
    while let task = tasks.popFirst() {
      await task.value
    }
  }

  /// Cancels every effect of the send that is still running.
  public func cancel() {
    tasks?.cancelAll()
  }

  /// Whether every effect of the send has finished.
  public var isFinished: Bool {
    tasks?.isFinished ?? true
  }
}

/// A growing list of effect tasks: effects may start more tasks while they run.
@MainActor
@usableFromInline
final class EffectTasks {
  private var tasks: [Task<Void, Never>] = []
  private var head = 0

  func append(_ task: Task<Void, Never>) {
    tasks.append(task)
  }

  func popFirst() -> Task<Void, Never>? {
    guard head < tasks.count else { return nil }
    defer { head += 1 }
    return tasks[head]
  }

  // Every task, not only those `finish()` has not reached: the one it is awaiting was popped.
  func cancelAll() {
    for task in tasks { task.cancel() }
  }

  /// Effects of this send that have started and not yet ended.
  private(set) var running = 0

  func started() { running += 1 }
  func ended() { running -= 1 }

  var isFinished: Bool { running == 0 }
}
