import TCAShell

/// A small inventory: items with quantities, a filter, a note, a child feature counting what
/// was added, and an alert that asks before clearing everything.
@Reducer
struct Inventory {
  @ObservableState
  struct State: Equatable, Sendable {
    var items: [Item] = []
    var filter: Filter = .all
    /// The name field of an "add item" form, bound to the view (`send binding.name "Hat"`).
    var name = ""
    var note: String?
    var stats = Stats.State()
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: BindableAction, Equatable, Sendable {
    case addItem(Item)
    case removeItem(named: String)
    case setFilter(Filter)
    case setNote(String?)
    case clearTapped
    case binding(BindingAction<State>)
    case stats(Stats.Action)
    case alert(PresentationAction<Alert>)

    @CasePathable
    enum Alert: Equatable, Sendable {
      case confirmClear
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Scope(state: \.stats, action: \.stats) { Stats() }
    Reduce { state, action in
      switch action {
      case .addItem(let item):
        state.items.append(item)
        return .send(.stats(.itemAdded))
      case .removeItem(let name):
        state.items.removeAll { $0.name == name }
        return .none
      case .setFilter(let filter):
        state.filter = filter
        return .none
      case .setNote(let note):
        state.note = note
        return .none
      case .clearTapped:
        state.alert = AlertState {
          TextState("Clear the inventory?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .alert(.presented(.confirmClear)):
        state.items = []
        return .none
      case .binding, .stats, .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

struct Item: Codable, Equatable, Sendable {
  var name: String
  var quantity: Int
}

enum Filter: String, CaseIterable, Codable, Sendable {
  case all, inStock, completed
}

/// The child feature: how many items were added since the last reset.
@Reducer
struct Stats {
  @ObservableState
  struct State: Equatable, Sendable {
    var added = 0
  }

  enum Action: Equatable, Sendable {
    case itemAdded
    case reset
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .itemAdded: state.added += 1
    case .reset: state.added = 0
    }
    return .none
  }
}
