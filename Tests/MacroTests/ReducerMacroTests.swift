import Composable
import ComposableTesting
import Synchronization
import Testing

@MainActor
@Suite struct ReducerMacroTests {
  @Test func aDestinationEnumRunsItsCaseReducerWithoutATrailingClosure() async {
    let store = TestStore(initialState: ItemList.State()) { ItemList() }
    await store.send(.addTapped) { $0.destination = .edit(ItemForm.State()) }
    await store.send(\.destination.edit.setTitle, "Milk") {
      $0.destination?.edit?.title = "Milk"
    }
    await store.send(\.destination.edit.saveTapped)
    await store.receive(\.destination.edit.delegate.saved, "Milk") {
      $0.items = ["Milk"]
      $0.destination = nil
    }
  }

  @Test func anAlertCaseCarriesItsButtonsValue() async {
    let store = TestStore(initialState: ItemList.State(items: ["a", "b"])) { ItemList() }
    await store.send(.deleteTapped(index: 1)) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDelete(index: 1)) {
            TextState("Delete")
          }
        })
    }
    await store.send(\.destination.alert.confirmDelete, 1) {
      $0.items = ["a"]
      $0.destination = nil
    }
  }

  @Test func aStackPathRunsItsCaseReducerWithoutATrailingClosure() async {
    let store = TestStore(initialState: ItemList.State()) { ItemList() }
    await store.send(.path(.push(id: 0, state: .detail(ItemForm.State(title: "Eggs"))))) {
      $0.path[id: 0] = .detail(ItemForm.State(title: "Eggs"))
    }
    await store.send(\.path[id: 0].detail.saveTapped)
    await store.receive(\.path[id: 0].detail.delegate.saved) { $0.items = ["Eggs"] }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test func receiveByCaseKeyPathAndValueFailsOnAnotherValue() async {
    let failures = Mutex<[String]>([])
    let store = TestStore(
      initialState: ItemList.State(), reducer: ItemList(),
      reportFailure: { message, _, _ in failures.withLock { $0.append(message) } })
    await store.send(.addTapped) { $0.destination = .edit(ItemForm.State()) }
    await store.send(\.destination.edit.saveTapped)
    await store.receive(\.destination.edit.delegate.saved, "Other") {
      $0.items = [""]
      $0.destination = nil
    }
    let messages = failures.withLock { $0 }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Received unexpected action:") == true)
  }

  @Test func stateEnumsReadAndWriteTheirCasesAsOptionals() {
    var state = ItemList.Destination.State.edit(ItemForm.State(title: "a"))
    #expect(state.edit?.title == "a")
    #expect(state.alert == nil)
    state.edit?.title = "b"
    #expect(state == .edit(ItemForm.State(title: "b")))
    state.alert = AlertState { TextState("x") }
    #expect(state == .edit(ItemForm.State(title: "b")))
  }

  @Test func presentsKeepsThePresentationStateStorageTheDumpPrints() {
    let state = ItemList.State(items: [], destination: .edit(ItemForm.State(title: "a")))
    #expect(state.$destination.wrappedValue == .edit(ItemForm.State(title: "a")))
    #expect(
      customDump(ItemList.State())
        == """
        ItemList.State(
          items: [],
          _destination: nil,
          path: [:]
        )
        """)
  }

  @Test func observableStateAddsNoStoredField() {
    #expect(Mirror(reflecting: ItemForm.State(title: "a")).children.map(\.label) == ["title"])
    #expect((ItemForm.State() as Any) is any ObservableState)
  }

  @Test func actionIsAndCaseSubscript() {
    let action = ItemList.Action.destination(.presented(.edit(.setTitle("x"))))
    #expect(action.is(\.destination.edit))
    #expect(!action.is(\.addTapped))
    #expect(action[case: \.destination.edit.setTitle] == "x")
  }
}
