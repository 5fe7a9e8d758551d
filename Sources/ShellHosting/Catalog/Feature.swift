import Composable

/// A feature a host (such as the shell) can drive by name: a reducer, its initial state, and the
/// cases of its action that may be sent. Registering a feature is one value of this type.
public struct Feature: Sendable {
  /// The name it is selected by (`counter`).
  public let name: String
  /// One line saying what it shows.
  public let summary: String
  private let make: @MainActor @Sendable () -> any FeatureHost
  /// The registration's `initialState`, evaluated afresh on each call.
  private let makeInitialState: @Sendable () -> Any
  /// Where a hand-written catalog disagrees with the `Action` enum (a case it names that the
  /// enum lacks, a different label or type); empty for a catalog read from the type. Worked
  /// out on first read.
  public var catalogProblems: [String] { problems.value }
  private let problems: ReadOnce<[String]>
  /// How the views show the presented child features (sheet unless named).
  public let presentationStyles: PresentationStyles
  /// Keys of `presentationStyles` that name no place of the state holding a child feature (a
  /// misspelled field or case), one line each; empty when every key names one.
  public var presentationStyleProblems: [String] { presentationStyles.problems }

  /// Registers a reducer under `name`, in one expression:
  ///
  ///     Feature(Counter(), name: "counter", initialState: Counter.State())
  ///
  /// Both autoclosures run again for every fresh store (`use`, `reset`). What may be sent is read
  /// from `R.Action`'s runtime metadata (case names, labelled payloads and their types, child
  /// actions reached with a dot; see ``ReflectedCatalog``), and what is presented from
  /// `R.State`'s `@PresentationState` alert and dialog fields (see ``PresentationDiscovery``),
  /// once, when the feature's first store is made: registering costs no metadata look-up.
  ///
  /// - Parameters:
  ///   - presentations: replaces the discovered presentations: 2021-style alerts and dialogs
  ///     (`AlertState<Action>?` plus the dismiss action the view names) are listed here.
  ///   - actions: a hand-written catalog, replacing the one read from the type.
  ///   - presentationStyles: how the views show presented child features that are not sheets,
  ///     by place in the state (`["destination.edit": .navigationDestination]`; see
  ///     ``PresentationStyles`` for how a place is written). In TCA the view chooses
  ///     (`.sheet(item:)`, `.popover(item:)`...), so the reducer cannot say it. A key naming no
  ///     such place is listed in ``presentationStyleProblems``.
  @inlinable
  public init<R: Reducer>(
    _ reducer: @autoclosure @escaping @Sendable () -> R,
    name: String,
    summary: String = "",
    initialState: @autoclosure @escaping @Sendable () -> R.State,
    presentations: [Presentation<R.State, R.Action>]? = nil,
    actions: [ActionCase<R.Action>]? = nil,
    presentationStyles: [String: PresentationStyle] = [:]
  ) where R.Action: Sendable {
    // Inlinable, as the other registration: the code that makes the feature's store and host
    // is then specialised for `R` where the feature is registered, and every send runs without
    // looking up generic metadata (see docs/performance.md, "Specialised sends").
    self.init(
      name: name, summary: summary, actions: actions, presentations: presentations,
      presentationStyles: presentationStyles, initialState: initialState,
      makeParts: HostParts.maker(initialState: initialState, reducer: reducer))
  }

  /// Registers `reducer` under `name`, starting at `initialState`, with a hand-written catalog
  /// of the cases of its action that may be sent. `presentationStyles` as in
  /// ``init(_:name:summary:initialState:presentations:actions:presentationStyles:)``.
  @inlinable
  public init<R: Reducer>(
    name: String,
    summary: String,
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R,
    actions: [ActionCase<R.Action>],
    presentations: [Presentation<R.State, R.Action>] = [],
    presentationStyles: [String: PresentationStyle] = [:]
  ) where R.Action: Sendable {
    self.init(
      name: name, summary: summary, actions: actions, presentations: presentations,
      presentationStyles: presentationStyles, initialState: initialState,
      makeParts: HostParts.maker(initialState: initialState, reducer: reducer))
  }

  /// Both registrations end here: a fresh host for every `make`. What is not given (`actions`,
  /// `presentations`) is read from the types on the first store (`use`), not at registration:
  /// start-up registers every feature and reading them all was a sixth of it.
  @usableFromInline
  init<State, Action: Sendable>(
    name: String, summary: String, actions: [ActionCase<Action>]?,
    presentations: [Presentation<State, Action>]?, presentationStyles: [String: PresentationStyle],
    initialState: @escaping @Sendable () -> State,
    makeParts: @escaping HostParts<State, Action>.Maker
  ) {
    self.name = name
    self.makeInitialState = { initialState() }
    self.summary = summary
    self.problems = actions.map { Self.problems(of: $0) } ?? ReadOnce(known: [])
    self.presentationStyles = PresentationStyles(presentationStyles, of: State.self)
    let catalog:
      ReadOnce<(cases: [ActionCase<Action>], presentations: [Presentation<State, Action>])>
    if let actions, let presentations {
      catalog = ReadOnce(known: (cases: actions, presentations: presentations))
    } else {
      catalog = ReadOnce {
        (
          cases: actions ?? ReflectedCatalog.cases(of: Action.self),
          presentations: presentations
            ?? PresentationDiscovery.presentations(State.self, Action.self)
        )
      }
    }
    self.make = {
      let (cases, presentations) = catalog.value
      return StoreHost(parts: makeParts(cases), cases: cases, presentations: presentations)
    }
  }

  /// Where hand-written `actions` disagree with the cases read from `Action`, checked on first
  /// read.
  private static func problems<Action>(of actions: [ActionCase<Action>]) -> ReadOnce<[String]> {
    ReadOnce {
      CatalogCheck.problems(
        actions.map(ActionDescription.init),
        against: ReflectedCatalog.cases(of: Action.self).map(ActionDescription.init))
    }
  }

  /// Makes a fresh store for the feature, at its initial state.
  @MainActor
  public func makeHost() -> any FeatureHost { make() }

  /// The state the feature was registered to start from (its registration's `initialState`,
  /// evaluated now, under the dependencies in force): what a test exported by `save --swift`
  /// starts its `TestStore` from. Stops the program with a message when `State` is not the
  /// feature's state type (a test naming the wrong type).
  public func initialState<State>(as _: State.Type = State.self) -> State {
    let value = makeInitialState()
    guard let state = value as? State else {
      fatalError(
        "the feature '\(name)' starts from a \(Swift.type(of: value)), not a \(State.self)")
    }
    return state
  }
}

extension [Feature] {
  /// The initial state of the feature registered as `name` (see
  /// ``Feature/initialState(as:)``): `allFeatures.initialState(of: "counter", as:
  /// Counter.State.self)`, as `save --swift` writes a test's initial state. Stops the program
  /// with a message when no feature has that name.
  public func initialState<State>(of name: String, as type: State.Type = State.self) -> State {
    guard let feature = first(where: { $0.name == name }) else {
      fatalError("no feature is registered as '\(name)': \(map(\.name).joined(separator: ", "))")
    }
    return feature.initialState(as: type)
  }
}

/// One action a host's store processed: the store's event with its types erased.
public typealias HostEvent = StoreEvent<Any, Any>

/// A state a host keeps, typed, for time travel: the one it started from (``initial``) or the
/// one after an action it reported to its observer. The shell logs these handles and asks the
/// host to go back to one; the states themselves never leave the host as values to put back.
public struct StateEntry: Hashable, Sendable {
  let id: Int
  /// The state the host's store started from, kept until the host is gone.
  public static let initial = StateEntry(id: 0)
}

/// A running feature's store seen without its types: what a shell needs to send actions by
/// name, read state, and watch what happens.
@MainActor
public protocol FeatureHost: AnyObject {
  /// The current state.
  var state: Any { get }
  /// Whether the state can ever hold a presented or pushed child feature: false when no case of
  /// the action, however nested, carries a `PresentationAction`, `StackAction` or
  /// `IdentifiedAction` (read once per action type), so the state need not be walked for them.
  var canHoldChildren: Bool { get }
  /// The cases of the feature's action that may be sent.
  var actions: [ActionDescription] { get }
  /// Called for every processed action, with the entry under which the host keeps the state
  /// after it (see ``restoreState(_:)``).
  var observer: ((HostEvent, StateEntry) -> Void)? { get set }
  /// Whether effects are still running.
  var hasEffectsInFlight: Bool { get }
  /// How many effect tasks are still running.
  var effectsInFlightCount: Int { get }
  /// How many running effects have not been asked to stop.
  var uncancelledEffectsCount: Int { get }
  /// How many of those are doing work, not keeping a presented child or a pushed screen alive:
  /// the ones TCA's test store counts as still running (``Store/uncancelledWorkingEffectsCount``).
  var uncancelledWorkingEffectsCount: Int { get }
  /// Whether effects run and all are asleep on a test clock (only `advance` moves them on).
  var effectsAreAsleep: Bool { get }
  /// Suspends until `condition` holds, re-checked whenever the store's effects make progress;
  /// or until `timeout` passes or the caller is cancelled (``Store/waitForEffects(until:timeout:)``).
  func waitForEffects(
    until condition: @escaping @MainActor () -> Bool, timeout: Duration?
  ) async -> EffectWaitOutcome
  /// How many of the running effects keep a presented child or stack element alive.
  var navigationLifetimeCount: Int { get }
  /// Sends the case found at `indices` (one index per level of ``actions``, as the shell's
  /// resolver found it) built from `values`, one per parameter in order. Throws
  /// ``ArgumentError`` when a value does not fit; the store is then untouched.
  func send(caseAt indices: [Int], values: [LiteralValue]) throws -> StoreTask
  /// Cancels every running effect.
  func cancelAllEffects()
  /// What is presented now (alerts, dialogs), in the order the registration lists them.
  var presented: [PresentedItem] { get }
  /// Taps button `button` (0-based) of what presentation `slot` shows: sends the actions the
  /// presentation's style prescribes, in order. Throws when nothing is presented there or the
  /// button does not exist.
  func tap(slot: Int, button: Int) throws -> [StoreTask]
  /// Dismisses what presentation `slot` shows, as swiping it away would.
  func dismiss(slot: Int) throws -> [StoreTask]
  /// The state kept under `entry`, for showing it; nil once forgotten.
  func recordedState(_ entry: StateEntry) -> Any?
  /// Puts back the state kept under `entry`, running no reducer and no effect (time travel).
  /// Throws ``ArgumentError`` when the entry was forgotten.
  func restoreState(_ entry: StateEntry) throws
  /// Drops the state kept under `entry` (the log no longer reaches it); ``StateEntry/initial``
  /// stays. One at a time: the bounded log drops one a line, and an array for it would be made
  /// and freed on every line.
  func forgetState(_ entry: StateEntry)
}

@MainActor
final class StoreHost<State, Action: Sendable>: FeatureHost {
  let store: Store<State, Action>
  let cases: [ActionCase<Action>]
  /// `cases` as ``send(caseAt:values:)`` walks them.
  private let senders: [CaseSender]
  let actions: [ActionDescription]
  let presentations: [Presentation<State, Action>]
  /// The states time travel goes back to, and the events of the batch in progress.
  let recorder: EventRecorder<State>
  /// Hands one store event to `recorder`, made where `State` and `Action` are known.
  private let record: (StoreEvent<State, Action>) -> Void

  /// A host of `parts.store` (see ``HostParts`` for why the parts are made elsewhere).
  init(
    parts: HostParts<State, Action>, cases: [ActionCase<Action>],
    presentations: [Presentation<State, Action>]
  ) {
    self.store = parts.store
    self.cases = cases
    self.senders = parts.senders
    self.actions = cases.map(ActionDescription.init)
    self.presentations = presentations
    self.recorder = parts.recorder
    self.record = parts.record
    self.hasPresentations = !presentations.isEmpty
  }

  private let hasPresentations: Bool

  var state: Any { store.state }

  let canHoldChildren = ChildReach.reachesChildren(Action.self)

  /// The states time travel can go back to, typed (see ``FeatureHost/restoreState(_:)``).
  var states: KeptStates<State> { recorder.states }

  /// Called with each processed action after its batch has been drained, not from inside the
  /// store's processing: what the observer does (render, read `presented`) sees the store at
  /// rest, and nothing it calls re-enters a batch in progress.
  var observer: ((HostEvent, StateEntry) -> Void)? {
    didSet {
      guard let observer else {
        store.observer = nil
        store.onBatchEnd = nil
        return
      }
      store.observer = record
      store.onBatchEnd = { [recorder] in recorder.endBatch(observer) }
    }
  }

  var hasEffectsInFlight: Bool { store.hasEffectsInFlight }
  var effectsInFlightCount: Int { store.effectsInFlightCount }
  var uncancelledEffectsCount: Int { store.uncancelledEffectsCount }
  var uncancelledWorkingEffectsCount: Int { store.uncancelledWorkingEffectsCount }
  var effectsAreAsleep: Bool { store.effectsAreAsleep }

  func waitForEffects(
    until condition: @escaping @MainActor () -> Bool, timeout: Duration?
  ) async -> EffectWaitOutcome {
    await store.waitForEffects(until: condition, timeout: timeout)
  }

  func send(caseAt indices: [Int], values: [LiteralValue]) throws -> StoreTask {
    try CaseSender.send(senders, caseAt: indices, values: values)
  }

  func cancelAllEffects() { store.cancelAllEffects() }

  var presented: [PresentedItem] {
    // Read after every command: a feature with no presentation answers without touching the
    // generic array (its metadata is looked up at run time).
    guard hasPresentations else { return [] }
    return presentations.enumerated().compactMap { slot, presentation in
      presentation.read(store.state).map { content in
        PresentedItem(
          slot: slot, kind: presentation.kind, identity: content.identity,
          title: content.title.string, titleHidden: content.titleHidden,
          message: content.message?.string,
          buttons: content.buttons.map { .init(label: $0.label.string, role: $0.role) })
      }
    }
  }

  func tap(slot: Int, button: Int) throws -> [StoreTask] {
    let content = try presentedContent(slot)
    guard content.buttons.indices.contains(button) else {
      throw ArgumentError("no button \(button + 1): there are \(content.buttons.count)")
    }
    return content.buttons[button].actions.map { store.send($0) }
  }

  func dismiss(slot: Int) throws -> [StoreTask] {
    try presentedContent(slot).dismissActions.map { store.send($0) }
  }

  private func presentedContent(_ slot: Int) throws -> PresentedContent<Action> {
    guard presentations.indices.contains(slot), let content = presentations[slot].read(store.state)
    else { throw ArgumentError("nothing is presented") }
    return content
  }
}
