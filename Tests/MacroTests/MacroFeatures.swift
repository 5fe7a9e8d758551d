import Composable

// Features written as TCA's documentation writes them today (macros, case key paths), for the
// behaviour tests of this target.

@Reducer
struct ItemForm {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }
  enum Action {
    case setTitle(String)
    case saveTapped
    case delegate(Delegate)
    @CasePathable
    enum Delegate: Equatable {
      case saved(String)
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setTitle(let title):
        state.title = title
        return .none
      case .saveTapped:
        return .send(.delegate(.saved(state.title)))
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct ItemList {
  @Reducer(state: .equatable)
  enum Destination {
    case edit(ItemForm)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDelete(index: Int)
    }
  }

  @Reducer(state: .equatable)
  enum Path {
    case detail(ItemForm)
  }

  @ObservableState
  struct State: Equatable {
    var items: [String] = []
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }

  enum Action {
    case addTapped
    case deleteTapped(index: Int)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .edit(ItemForm.State())
        return .none
      case .deleteTapped(let index):
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete(index: index)) {
              TextState("Delete")
            }
          })
        return .none
      case .destination(.presented(.edit(.delegate(.saved(let title))))):
        state.items.append(title)
        state.destination = nil
        return .none
      case .destination(.presented(.alert(.confirmDelete(let index)))):
        state.items.remove(at: index)
        return .none
      case .path(.element(id: _, action: .detail(.delegate(.saved(let title))))):
        state.items.append(title)
        return .none
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}
