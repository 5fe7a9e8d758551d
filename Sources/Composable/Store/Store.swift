/// Runs a reducer on its state and its effects, as TCA's `Store`.
///
/// Processing matches TCA's `RootCore`: a sent action is appended to a FIFO buffer; when no other
/// action is being processed, the buffer is drained in order, each action through the reducer,
/// each effect started as it is returned. Actions from `.send` effects join the buffer and so are
/// processed in the same batch, breadth-first, before `send` returns; `.run` effects are tasks on
/// the main actor whose actions arrive later, each processed as its own batch. Cancellation ids
/// are private to each store.
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
  public var observer: ((StoreEvent<State, Action>) -> Void)?

  // The send path is inlinable so that a store of concrete types (`StoreOf<Counter>`) runs
  // specialised code: unspecialised, every send pays generic metadata lookups worth ~10 reducer
  // calls (see docs/performance.md).
  @usableFromInline
  let reducer: (inout State, Action) -> Effect<Action>
  private var cancellables: [AnyHashableSendable: [Int: Task<Void, Never>]] = [:]
  private var inFlight: [Int: Task<Void, Never>] = [:]
  private var nextTaskID = 0

  /// The dependencies its reducer and effects see: those in force when the store was made, with
  /// the overrides given to `init` laid over them.
  public let dependencies: DependencyValues

  /// Makes a store that starts at `initialState` and runs `reducer`, with the current
  /// dependencies changed by `prepareDependencies` (TCA's `Store(initialState:reducer:withDependencies:)`).
  public init<R: Reducer>(
    initialState: State, reducer: R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  )
  where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current
    prepareDependencies?(&dependencies)
    self.dependencies = dependencies
    self.storage = StoreStorage(initialState)
    self.reducer = { state, action in
      reduceWithDependencies(reducer, into: &state, action: action, with: dependencies)
    }
  }

  deinit {
    for task in inFlight.values { task.cancel() }
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
  public var uncancelledEffectsCount: Int { inFlight.values.count { !$0.isCancelled } }

  /// Cancels every effect of this store still running (TCA cancels them when a store goes away).
  public func cancelAllEffects() {
    for task in inFlight.values { task.cancel() }
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
      return tasks
    }
    batch.pointee.isSending = true
    defer { batch.pointee.isSending = false }
    var tasks = tasks
    reduce(action, origin: origin, tasks: &tasks)
    guard !batch.pointee.pending.isEmpty else { return tasks }
    var index = 0
    while index < batch.pointee.pending.count {
      let next = batch.pointee.pending[index]
      index += 1
      reduce(next.action, origin: next.origin, tasks: &tasks)
    }
    batch.pointee.pending.removeAll(keepingCapacity: true)
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
    start(effect, tasks: &tasks, cancellationID: nil)
  }

  @usableFromInline
  func start(
    _ effect: Effect<Action>, tasks: inout EffectTasks?, cancellationID: AnyHashableSendable?
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      batch.pointee.pending.append(PendingAction(action: action, origin: .received))
    case .run(let priority, let work):
      launch(priority: priority, tasks: &tasks, cancellationID: cancellationID, work)
    case .merge(let effects):
      for effect in effects { start(effect, tasks: &tasks, cancellationID: cancellationID) }
    case .concatenate(let effects):
      // What is synchronous at the head is delivered now, as a concatenated `Just` is in TCA;
      // the rest runs in order in one task.
      var rest = effects[...]
      while let first = rest.first, first.isSynchronous {
        start(first, tasks: &tasks, cancellationID: cancellationID)
        rest = rest.dropFirst()
      }
      guard !rest.isEmpty else { return }
      let remaining = Array(rest)
      launch(priority: nil, tasks: &tasks, cancellationID: cancellationID) { [weak self] send in
        for effect in remaining {
          guard !Task.isCancelled, let self else { return }
          await self.perform(effect, send: send)
        }
      }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      start(inner, tasks: &tasks, cancellationID: id)
    case .cancel(let id):
      cancel(id: id)
    }
  }

  private func launch(
    priority: TaskPriority?, tasks: inout EffectTasks?, cancellationID: AnyHashableSendable?,
    _ work: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    let group = tasks ?? EffectTasks()
    tasks = group
    let taskID = nextTaskID
    nextTaskID += 1
    group.started()
    let send = Send<Action> { [weak self] action in
      _ = self?.process(action, origin: .received, into: group)
    }
    let task = Task(priority: priority) { @MainActor [weak self] in
      await work(send)
      group.ended()
      self?.taskEnded(taskID, cancellationID: cancellationID)
    }
    inFlight[taskID] = task
    if let cancellationID { cancellables[cancellationID, default: [:]][taskID] = task }
    group.append(task)
  }

  private func taskEnded(_ taskID: Int, cancellationID: AnyHashableSendable?) {
    inFlight[taskID] = nil
    if let cancellationID {
      cancellables[cancellationID]?[taskID] = nil
      if cancellables[cancellationID]?.isEmpty == true { cancellables[cancellationID] = nil }
    }
  }

  private func cancel(id: AnyHashableSendable) {
    guard let tasks = cancellables.removeValue(forKey: id) else { return }
    for task in tasks.values { task.cancel() }
  }

  /// Runs an effect to its end from inside a task (the body of a concatenation).
  private func perform(_ effect: Effect<Action>, send: Send<Action>) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      send(action)
    case .run(_, let work):
      await work(send)
    case .merge(let effects):
      // Child tasks on the main actor, as every effect of this store runs there.
      let children = effects.map { effect in
        Task { @MainActor [weak self] in
          guard let self else { return }
          await self.perform(effect, send: send)
        }
      }
      await withTaskCancellationHandler {
        for child in children { await child.value }
      } onCancel: {
        for child in children { child.cancel() }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await perform(effect, send: send)
      }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      let taskID = nextTaskID
      nextTaskID += 1
      let task = Task { @MainActor [weak self] in
        guard let self else { return }
        await self.perform(inner, send: send)
      }
      cancellables[id, default: [:]][taskID] = task
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
      taskEnded(taskID, cancellationID: id)
    case .cancel(let id):
      cancel(id: id)
    }
  }
}

extension Effect {
  /// Whether running this effect needs no task: it only sends, cancels, or does nothing.
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: true
    case .run: false
    case .merge(let effects), .concatenate(let effects): effects.allSatisfy(\.isSynchronous)
    case .cancellable(_, _, let inner): inner.isSynchronous
    }
  }
}

/// Runs `reducer` with `dependencies` in force for `@Dependency` (kept out of the store's
/// main-actor context so the task-local scope needs no isolation crossing).
///
/// Binding a task-local costs more than a whole send otherwise (~170 ns), so it is skipped when
/// it would change nothing: the store has no overrides and none are in force around the send.
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
  @usableFromInline var pending: [PendingAction<Action>] = []
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
