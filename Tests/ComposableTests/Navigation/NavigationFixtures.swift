import Composable
import ComposableTesting

/// A child feature for the navigation tests: a count, a timer under its own cancel id (so that
/// cancelling a presentation must reach ids the child chose), and a close button that calls
/// `dismiss()`.
struct Child: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case increment, startTimer, tick, closeButtonTapped
  }
  enum CancelID { case timer }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .tick:
      state.count += 1
      return .none
    case .startTimer:
      return .ticking(.tick, on: clock)
        .cancellable(id: CancelID.timer)
    case .closeButtonTapped:
      return .run { [dismiss] _ in await dismiss() }
    }
  }
}

/// A parent presenting `Child` in a sheet; it notes what it sees when it runs, to pin the order.
struct SheetHost: Reducer {
  struct State: Equatable {
    @PresentationState var sheet: Child.State?
    var seen: [String] = []
  }
  enum Action: Equatable, Sendable {
    case present(id: Int)
    case bumpInPlace
    case sheet(PresentationAction<Child.Action>)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .present(let id):
        state.sheet = Child.State(id: id)
      case .bumpInPlace:
        state.sheet?.count += 10
      case .sheet(.presented(.increment)):
        state.seen.append("parent saw count \(state.sheet.map { "\($0.count)" } ?? "nil")")
      case .sheet(.dismiss):
        state.seen.append("parent saw sheet \(state.sheet == nil ? "absent" : "present")")
      case .sheet:
        break
      }
      return .none
    }
    .ifLet(\.$sheet, action: Action.sheetCase) { Child() }
  }
}

extension SheetHost.Action {
  static let sheetCase = CasePath<Self, PresentationAction<Child.Action>>(
    embed: { .sheet($0) }, extract: { if case .sheet(let a) = $0 { a } else { nil } })
}

/// A test store over `SheetHost` on a test clock, with sheet 1 presented and its child's timer
/// started.
@MainActor
func sheetWithRunningTimer() async -> (
  TestStore<SheetHost.State, SheetHost.Action>, TestClock, Failures
) {
  let clock = TestClock()
  let failures = Failures()
  let store = TestStore(
    initialState: SheetHost.State(), reducer: SheetHost(),
    withDependencies: { $0.continuousClock = clock }, reportFailure: failures.reporter)
  await store.send(.present(id: 1)) { $0.sheet = Child.State(id: 1) }
  await store.send(.sheet(.presented(.startTimer)))
  return (store, clock, failures)
}

/// Swipes the sheet away: the parent sees it present, then it is gone (TCA's
/// `_PresentationReducer` runs the parent before it nils the state).
@MainActor
func dismissSheet(_ store: TestStore<SheetHost.State, SheetHost.Action>) async {
  await store.send(.sheet(.dismiss)) {
    $0.sheet = nil
    $0.seen = ["parent saw sheet present"]
  }
}

/// A destination enum: one presentation slot holding an edit sheet or an alert.
struct Destination: Reducer {
  enum State: Equatable, Sendable {
    case edit(Child.State)
    case alert(AlertState<Action.Alert>)
  }
  enum Action: Equatable, Sendable {
    case edit(Child.Action)
    case alert(Alert)
    enum Alert: Equatable, Sendable { case confirm }
  }

  var body: some Reducer<State, Action> {
    Scope(state: State.editCase, action: Action.editCase) { Child() }
  }
}

extension Destination.State {
  static let editCase = CasePath<Self, Child.State>(
    embed: { .edit($0) }, extract: { if case .edit(let s) = $0 { s } else { nil } })
}

extension Destination.Action {
  static let editCase = CasePath<Self, Child.Action>(
    embed: { .edit($0) }, extract: { if case .edit(let a) = $0 { a } else { nil } })
}

struct DestinationHost: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    var confirmed = false
  }
  enum Action: Equatable, Sendable {
    case showEdit, showAlert
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .showEdit:
        state.destination = .edit(Child.State(id: 1))
      case .showAlert:
        state.destination = .alert(AlertState { TextState("Delete?") })
      case .destination(.presented(.alert(.confirm))):
        state.confirmed = true
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destinationCase) { Destination() }
  }
}

extension DestinationHost.Action {
  static let destinationCase = CasePath<Self, PresentationAction<Destination.Action>>(
    embed: { .destination($0) },
    extract: { if case .destination(let a) = $0 { a } else { nil } })
}

/// A parent with a navigation stack of `Child` screens.
struct StackHost: Reducer {
  struct State: Equatable {
    var path = StackState<Child.State>()
    var seen: [String] = []
  }
  enum Action: Equatable, Sendable {
    case push(Int)
    case path(StackAction<Child.State, Child.Action>)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .push(let id):
        state.path.append(Child.State(id: id))
      case .path(.element(let id, .increment)):
        state.seen.append("parent saw count \(state.path[id: id].map { "\($0.count)" } ?? "nil")")
      case .path(.popFrom):
        state.seen.append("parent saw \(state.path.count) elements")
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: Action.pathCase) { Child() }
  }
}

extension StackHost.Action {
  static let pathCase = CasePath<Self, StackAction<Child.State, Child.Action>>(
    embed: { .path($0) }, extract: { if case .path(let a) = $0 { a } else { nil } })
}

/// A parent with a list of `Child` rows.
struct ListHost: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Child.State> = []
    var seen: [String] = []
  }
  enum Action: Equatable, Sendable {
    case remove(Int)
    case rows(IdentifiedAction<Int, Child.Action>)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .remove(let id):
        state.rows.remove(id: id)
      case .rows(.element(let id, .increment)):
        state.seen.append("parent saw count \(state.rows[id: id].map { "\($0.count)" } ?? "nil")")
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: Action.rowsCase) { Child() }
  }
}

extension ListHost.Action {
  static let rowsCase = CasePath<Self, IdentifiedAction<Int, Child.Action>>(
    embed: { .rows($0) }, extract: { if case .rows(let a) = $0 { a } else { nil } })
}
