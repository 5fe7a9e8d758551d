/// Runs a reducer on its state and its effects, as TCA's `Store`.
///
/// Processing matches TCA's `RootCore`: a sent action is appended to a FIFO buffer; when no other
/// action is being processed, the buffer is drained in order, each action through the reducer,
/// each effect started as it is returned. Actions from `.send` effects join the buffer and so are
/// processed in the same batch, breadth-first, before `send` returns; `.run` effects are tasks on
/// the main actor whose actions arrive later, each processed as its own batch. Cancellation ids
/// are private to each store.
///
/// The properties marked `@exclusivity(unchecked)` are read on every action (the observer, the
/// batch's end) or twice a shell command (the effects in flight): their run-time exclusivity
/// checks were about 300 instructions of a scripted `send` line (docs/performance.md,
/// "Specialised sends"). The store is main-actor isolated, and none of them is held `inout`
/// across a call that can come back into the store: the closures are copied out before they
/// are called, and `inFlight` is changed by single subscript assignments.
@MainActor
public final class Store<State, Action: Sendable> {
  /// The current state.
  public var state: State { currentState.pointee }

  // Behind a pointer rather than in a stored property: passing a class's stored property
  // `inout` to the reducer costs a dynamic exclusivity check (a thread-local access set),
  // which was half the price of a send.
  @usableFromInline
  let storage: StoreStorage<State, Action>

  @inlinable
  var currentState: UnsafeMutablePointer<State> { storage.state }

  @inlinable
  var batch: UnsafeMutablePointer<Batch<Action>> { storage.batch }

  /// Called once per processed action (sent or received) with the state before and after it.
  /// Copying the state for it costs nothing while this is nil.
  @exclusivity(unchecked) public var observer: ((StoreEvent<State, Action>) -> Void)?

  /// Called once a batch has been drained (after the observer has seen each of its actions),
  /// before `send` returns or the effect that sent the batch's first action resumes: where a
  /// host renders what the batch did, with the store at rest.
  @exclusivity(unchecked) public var onBatchEnd: (() -> Void)? {
    didSet { updateBatchEndWork() }
  }

  /// How many `waitForEffects` calls are suspended.
  private var waiting = 0

  // The send path is inlinable so that a store of concrete types (`StoreOf<Counter>`) runs
  // specialised code: unspecialised, every send pays generic metadata lookups worth ~10 reducer
  // calls (see docs/performance.md).
  @usableFromInline
  let reducer: (inout State, Action) -> Effect<Action>
  private var cancellables: [AnyHashableSendable: [Int: Task<Void, Never>]] = [:]
  @exclusivity(unchecked) private var inFlight: [Int: RunningEffect] = [:]
  private var nextTaskID = 0

  /// Who is waiting for this store's effects; woken after every batch and every effect's end.
  private let effectWaiters = EffectWaiters()

  /// The dependencies its reducer and effects see: those in force when the store was made, with
  /// the overrides given to `init` laid over them.
  public let dependencies: DependencyValues

  /// Makes a store that starts at `initialState` and runs `reducer`, with the current
  /// dependencies changed by `prepareDependencies` (TCA's `Store(initialState:reducer:withDependencies:)`).
  // Inlinable: the reducer closure made here is then specialised where the store's types are
  // known, as the send path is.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: State, reducer: R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  )
  where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current
    prepareDependencies?(&dependencies)
    self.init(initialState: initialState, dependencies: dependencies) { state, action in
      reduceWithDependencies(reducer, into: &state, action: action, with: dependencies)
    }
  }

  @usableFromInline
  init(
    initialState: State, dependencies: DependencyValues,
    reducer: @escaping (inout State, Action) -> Effect<Action>
  ) {
    self.dependencies = dependencies
    self.storage = StoreStorage(initialState)
    self.reducer = reducer
  }

  deinit {
    for effect in inFlight.values { effect.task.cancel() }
  }

  /// Sends `action`: runs the reducer and starts its effects. The returned task covers those
  /// effects and the effects of every action they send back; `await task.finish()` waits for all.
  @discardableResult
  @inlinable
  public func send(_ action: Action) -> StoreTask {
    StoreTask(tasks: process(action, origin: .sent, into: nil))
  }

  /// Whether any effect of this store is still running.
  public var hasEffectsInFlight: Bool { !inFlight.isEmpty }

  /// How many effect tasks of this store are still running.
  public var effectsInFlightCount: Int { inFlight.count }

  /// How many running effect tasks have not been asked to stop.
  public var uncancelledEffectsCount: Int {
    // Asked before and after every command: most stores have nothing running.
    inFlight.isEmpty ? 0 : inFlight.values.count { !$0.task.isCancelled }
  }

  /// How many running effect tasks have not been asked to stop and are doing work, not keeping
  /// a presented child or a pushed stack element alive (see ``cancelNavigationLifetimes()``).
  public var uncancelledWorkingEffectsCount: Int {
    inFlight.isEmpty
      ? 0 : inFlight.values.count { !$0.task.isCancelled && !$0.isNavigationLifetime }
  }

  /// Cancels the long-living effect of every presented child and pushed stack element, as TCA's
  /// test store does (under its `OnFirstAppearID`) when `finish()` starts and when the test ends,
  /// before it checks for effects still running: a sheet left up is no effect left running.
  /// The children stay presented.
  public func cancelNavigationLifetimes() {
    cancel(id: NavigationLifetimeID.shared)
  }

  /// Whether effects are running and every one of them is asleep on a ``TestClock``: only
  /// `advance` can move them on, so waiting longer cannot help. A cancelled effect is about to
  /// end, so it does not count as asleep.
  public var effectsAreAsleep: Bool {
    !inFlight.isEmpty
      && inFlight.values.allSatisfy { $0.activity.phase == .asleep && !$0.task.isCancelled }
  }

  /// Suspends until `condition` holds, re-checked after every batch of actions, every effect's
  /// end and every effect falling asleep on a test clock (no polling); or until `timeout`
  /// passes (nil: no limit) or the calling task is cancelled.
  public func waitForEffects(
    until condition: @escaping @MainActor () -> Bool, timeout: Duration?
  ) async -> EffectWaitOutcome {
    waiting += 1
    updateBatchEndWork()
    defer {
      waiting -= 1
      updateBatchEndWork()
    }
    return await effectWaiters.wait(until: condition, timeout: timeout)
  }

  // Kept as a flag in the batch's memory: the send path reads it there without the dynamic
  // exclusivity check a class property would cost on every action.
  private func updateBatchEndWork() {
    batch.pointee.hasBatchEndWork = onBatchEnd != nil || waiting > 0
  }

  /// After a batch, when someone listens: the host's `onBatchEnd`, then the waiters.
  @usableFromInline
  func batchEnded() {
    if let onBatchEnd {
      // The batch is over: what this does may send again and start a new one.
      batch.pointee.isSending = false
      onBatchEnd()
    }
    effectWaiters.signal()
  }

  /// Waits until no effect of this store is running, at most `timeout`; whether none is.
  @discardableResult
  public func finishEffects(timeout: Duration? = nil) async -> Bool {
    await waitForEffects(until: { [unowned self] in inFlight.isEmpty }, timeout: timeout) == .done
  }

  /// Cancels every effect of this store still running (TCA cancels them when a store goes away).
  public func cancelAllEffects() {
    for effect in inFlight.values { effect.task.cancel() }
  }

  /// Replaces the state without running the reducer (for stepping through a recorded history).
  public func setState(_ newState: State) {
    currentState.pointee = newState
  }

  @inlinable
  func process(_ action: Action, origin: ActionOrigin, into tasks: EffectTasks?)
    -> EffectTasks?
  {
    guard !batch.pointee.isSending else {
      batch.pointee.pending.append(PendingAction(action: action, origin: origin))
      batch.pointee.hasPending = true
      return tasks
    }
    batch.pointee.isSending = true
    defer { batch.pointee.isSending = false }
    var tasks = tasks
    reduce(action, origin: origin, tasks: &tasks)
    if batch.pointee.hasPending {
      var index = 0
      while index < batch.pointee.pending.count {
        let next = batch.pointee.pending[index]
        index += 1
        reduce(next.action, origin: next.origin, tasks: &tasks)
      }
      batch.pointee.pending.removeAll(keepingCapacity: true)
      batch.pointee.hasPending = false
    }
    if batch.pointee.hasBatchEndWork { batchEnded() }
    return tasks
  }

  @inlinable
  func reduce(_ action: Action, origin: ActionOrigin, tasks: inout EffectTasks?) {
    let effect: Effect<Action>
    if let observer {
      let before = currentState.pointee
      effect = reducer(&currentState.pointee, action)
      observer(
        StoreEvent(
          action: action, origin: origin, stateBefore: before, stateAfter: currentState.pointee))
    } else {
      effect = reducer(&currentState.pointee, action)
    }
    if case .none = effect.operation { return }
    start(effect, tasks: &tasks, cancellationIDs: [])
  }

  /// The one interpreter of ``Effect``: does now what needs no task (sends, cancellations),
  /// starts a task for each `.run`, and chains a concatenation's parts (each starts when the
  /// tasks of the one before have ended), as TCA builds merge and concatenate from its run
  /// operation. `tasks` is the group the started tasks join (made on first need).
  @usableFromInline
  func start(
    _ effect: Effect<Action>, tasks: inout EffectTasks?, cancellationIDs: [AnyHashableSendable]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      // In a batch this queues the action; from a finished part of a concatenation it runs now.
      let root = process(action, origin: .received, into: tasks?.root)
      if tasks == nil { tasks = root }
    case .run(let priority, let work):
      let group = tasks ?? EffectTasks()
      tasks = group
      launch(priority: priority, group: group, cancellationIDs: cancellationIDs, work)
    case .merge(let effects):
      for effect in effects { start(effect, tasks: &tasks, cancellationIDs: cancellationIDs) }
    case .concatenate(let effects):
      startChain(effects[...], tasks: &tasks, cancellationIDs: cancellationIDs)
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      start(inner, tasks: &tasks, cancellationIDs: cancellationIDs + [id])
    case .cancel(let id):
      cancel(id: id)
    }
  }

  /// Starts the first part of `effects` that leaves tasks running, everything synchronous
  /// before it at once, and the rest when those tasks end, unless they were cancelled.
  private func startChain(
    _ effects: ArraySlice<Effect<Action>>, tasks: inout EffectTasks?,
    cancellationIDs: [AnyHashableSendable]
  ) {
    var rest = effects
    while let first = rest.popFirst() {
      let root = tasks?.root ?? EffectTasks()
      if tasks == nil { tasks = root }
      let part = EffectTasks(parent: root)
      var partTasks: EffectTasks? = part
      start(first, tasks: &partTasks, cancellationIDs: cancellationIDs)
      guard !part.isFinished else { continue }
      let remaining = rest
      part.whenFinished { [weak self] in
        guard let self, !part.wasCancelled else { return }
        var rootTasks: EffectTasks? = root
        self.startChain(remaining, tasks: &rootTasks, cancellationIDs: cancellationIDs)
      }
      return
    }
  }

  private func launch(
    priority: TaskPriority?, group: EffectTasks, cancellationIDs: [AnyHashableSendable],
    _ work: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    let taskID = nextTaskID
    nextTaskID += 1
    let isNavigationLifetime = cancellationIDs.contains(NavigationLifetimeID.shared)
    group.started(isNavigationLifetime: isNavigationLifetime)
    let root = group.root
    let send = Send<Action> { [weak self] action in
      _ = self?.process(action, origin: .received, into: root)
    }
    let activity = EffectActivity()
    activity.observe { [weak self] phase in
      // Ends are signalled by `taskEnded`; falling asleep on a test clock is news to waiters.
      guard phase != .ended else { return }
      Task { @MainActor in self?.effectWaiters.signal() }
    }
    let task = Task(priority: priority) { @MainActor [weak self] in
      await EffectActivity.$current.withValue(activity) { await work(send) }
      activity.set(.ended)
      // The group first: a concatenation starts its next part before this task leaves
      // `inFlight`, so the store never looks idle in between.
      group.ended(isNavigationLifetime: isNavigationLifetime)
      self?.taskEnded(taskID, cancellationIDs: cancellationIDs)
    }
    inFlight[taskID] = RunningEffect(
      task: task, activity: activity, isNavigationLifetime: isNavigationLifetime)
    for id in cancellationIDs { cancellables[id, default: [:]][taskID] = task }
    group.append(task)
  }

  private func taskEnded(_ taskID: Int, cancellationIDs: [AnyHashableSendable]) {
    inFlight[taskID] = nil
    for id in cancellationIDs {
      cancellables[id]?[taskID] = nil
      if cancellables[id]?.isEmpty == true { cancellables[id] = nil }
    }
    effectWaiters.signal()
  }

  private func cancel(id: AnyHashableSendable) {
    guard let tasks = cancellables.removeValue(forKey: id) else { return }
    for task in tasks.values { task.cancel() }
  }
}

/// A running effect task and what it is doing.
struct RunningEffect {
  let task: Task<Void, Never>
  let activity: EffectActivity
  /// A presented child's or a stack element's long-living effect (``NavigationLifetimeID``).
  let isNavigationLifetime: Bool
}

/// Runs `reducer` with `dependencies` in force for `@Dependency` (kept out of the store's
/// main-actor context so the task-local scope needs no isolation crossing).
///
/// Binding a task-local costs more than a whole send otherwise (~170 ns), so it is skipped when
/// it would change nothing: the store has no overrides and none are in force around the send.
@inlinable
nonisolated func reduceWithDependencies<R: Reducer>(
  _ reducer: R, into state: inout R.State, action: R.Action, with dependencies: DependencyValues
) -> Effect<R.Action> {
  if dependencies.isDefault, DependencyValues.current.isDefault {
    return reducer.reduce(into: &state, action: action)
  }
  return DependencyValues.$current.withValue(dependencies) {
    reducer.reduce(into: &state, action: action)
  }
}

/// What a store mutates on every send, in memory the store owns for its lifetime.
@usableFromInline
final class StoreStorage<State, Action>: @unchecked Sendable {
  // Only ever touched by its store, on the main actor; the deinit runs after the last access.
  @usableFromInline
  let state: UnsafeMutablePointer<State>
  @usableFromInline
  let batch: UnsafeMutablePointer<Batch<Action>>

  init(_ initialState: State) {
    state = .allocate(capacity: 1)
    state.initialize(to: initialState)
    batch = .allocate(capacity: 1)
    batch.initialize(to: Batch())
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
    batch.deinitialize(count: 1)
    batch.deallocate()
  }
}

/// The batch being processed: whether one is, and the actions waiting in it. The first action
/// of a batch never waits here.
@usableFromInline
struct Batch<Action> {
  @usableFromInline var isSending = false
  /// Whether `batchEnded` has anything to do (an `onBatchEnd`, a wait in progress).
  @usableFromInline var hasBatchEndWork = false
  @usableFromInline var pending: [PendingAction<Action>] = []
  /// Whether `pending` has anything: most batches are one action, and asking the generic array
  /// looked up its metadata and conformance each time (the store runs unspecialised in a host).
  @usableFromInline var hasPending = false
}

/// An action waiting for its turn in a batch.
@usableFromInline
struct PendingAction<Action> {
  @usableFromInline var action: Action
  @usableFromInline var origin: ActionOrigin

  @inlinable
  init(action: Action, origin: ActionOrigin) {
    self.action = action
    self.origin = origin
  }
}

/// A store of a reducer's state and action (`StoreOf<Counter>`).
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
