import TCAShell

/// Items on a shelf, navigated as in TCA's Inventory app: a new item's form, a duplicate's form
/// and an item's edit form share one `destination`, and a barcode scanner has its own slot. How
/// each is shown (a sheet, a popover, a pushed screen, a full-screen cover) is the view's choice
/// in TCA, so the registration in main.swift says it.
@Reducer
struct Shelf {
  @ObservableState
  struct State: Equatable, Sendable {
    var items: [Item] = [Item(name: "Hat", quantity: 2)]
    @Presents var destination: Destination.State?
    @Presents var scanner: Scanner.State?
  }

  enum Action: Equatable, Sendable {
    case addButtonTapped
    case duplicateButtonTapped(index: Int)
    case itemTapped(index: Int)
    case saveButtonTapped
    case scanButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case scanner(PresentationAction<Scanner.Action>)
  }

  /// What `destination` can present.
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case add(ItemForm)
    case duplicate(ItemForm)
    case edit(ItemForm)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(ItemForm.State(item: Item(name: "", quantity: 1)))
      case .duplicateButtonTapped(let index):
        guard state.items.indices.contains(index) else { break }
        state.destination = .duplicate(ItemForm.State(item: state.items[index]))
      case .itemTapped(let index):
        guard state.items.indices.contains(index) else { break }
        state.destination = .edit(ItemForm.State(item: state.items[index], index: index))
      case .saveButtonTapped:
        switch state.destination {
        case .add(let form)?, .duplicate(let form)?:
          state.items.append(form.item)
        case .edit(let form)?:
          if let index = form.index { state.items[index] = form.item }
        case nil:
          break
        }
        state.destination = nil
      case .scanButtonTapped:
        state.scanner = Scanner.State()
      case .scanner(.presented(.codeScanned(let code))):
        state.items.append(Item(name: code, quantity: 1))
        state.scanner = nil
      case .destination, .scanner:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$scanner, action: \.scanner) { Scanner() }
  }
}

/// The form an item is added, duplicated or edited in.
@Reducer
struct ItemForm {
  @ObservableState
  struct State: Equatable, Sendable {
    var item: Item
    /// Where the item being edited is on the shelf; nil for a new one.
    var index: Int?
  }

  enum Action: Equatable, Sendable {
    case setName(String)
    case decrementButtonTapped
    case incrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .setName(let name): state.item.name = name
    case .decrementButtonTapped: state.item.quantity = max(0, state.item.quantity - 1)
    case .incrementButtonTapped: state.item.quantity += 1
    }
    return .none
  }
}

/// A barcode scanner: the camera fills the screen until a code is read.
@Reducer
struct Scanner {
  @ObservableState
  struct State: Equatable, Sendable {
    var torchIsOn = false
  }

  enum Action: Equatable, Sendable {
    case codeScanned(String)
    case torchButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .torchButtonTapped = action { state.torchIsOn.toggle() }
    return .none
  }
}
