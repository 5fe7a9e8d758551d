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
  public private(set) var state: State

  /// Called once per processed action (sent or received) with the state before and after it.
  /// Copying the state for it costs nothing while this is nil.
  public var observer: ((StoreEvent<State, Action>) -> Void)?

  private let reducer: (inout State, Action) -> Effect<Action>
  private var buffer: [(action: Action, origin: ActionOrigin)] = []
  private var isSending = false
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
    self.state = initialState
    self.reducer = { state, action in
      reduce(reducer, into: &state, action: action, with: dependencies)
    }
    buffer.reserveCapacity(8)
  }

  deinit {
    for task in inFlight.values { task.cancel() }
  }

  /// Sends `action`: runs the reducer and starts its effects. The returned task covers those
  /// effects and the effects of every action they send back; `await task.finish()` waits for all.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(tasks: process(action, origin: .sent, into: nil))
  }

  /// Whether any effect of this store is still running.
  public var hasEffectsInFlight: Bool { !inFlight.isEmpty }

  /// How many effect tasks of this store are still running.
  public var effectsInFlightCount: Int { inFlight.count }

  /// Cancels every effect of this store still running (TCA cancels them when a store goes away).
  public func cancelAllEffects() {
    for task in inFlight.values { task.cancel() }
  }

  /// Replaces the state without running the reducer (for stepping through a recorded history).
  public func setState(_ newState: State) {
    state = newState
  }

  private func process(_ action: Action, origin: ActionOrigin, into tasks: EffectTasks?)
    -> EffectTasks?
  {
    buffer.append((action, origin))
    guard !isSending else { return tasks }
    isSending = true
    defer { isSending = false }
    var tasks = tasks
    var index = 0
    while index < buffer.count {
      let (action, origin) = buffer[index]
      index += 1
      let effect: Effect<Action>
      if let observer {
        let before = state
        effect = reducer(&state, action)
        observer(StoreEvent(action: action, origin: origin, stateBefore: before, stateAfter: state))
      } else {
        effect = reducer(&state, action)
      }
      start(effect, tasks: &tasks, cancellationID: nil)
    }
    buffer.removeAll(keepingCapacity: true)
    return tasks
  }

  private func start(
    _ effect: Effect<Action>, tasks: inout EffectTasks?, cancellationID: AnyHashableSendable?
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      buffer.append((action, .received))
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
nonisolated func reduce<R: Reducer>(
  _ reducer: R, into state: inout R.State, action: R.Action, with dependencies: DependencyValues
) -> Effect<R.Action> {
  DependencyValues.$current.withValue(dependencies) {
    reducer.reduce(into: &state, action: action)
  }
}

/// A store of a reducer's state and action (`StoreOf<Counter>`).
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
