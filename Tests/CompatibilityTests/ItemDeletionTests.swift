import Composable
import ComposableTesting
import XCTest

@MainActor
final class ItemDeletionTests: XCTestCase {
  func testConfirmingDeletesAndTheAlertDismissesItself() async {
    let store = TestStore(initialState: ItemDeletion.State()) {
      ItemDeletion()
    }
    await store.send(.deleteAllButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete all items?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      }
    }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.items = []
    }
  }

  func testDismissingKeepsTheItems() async {
    let store = TestStore(initialState: ItemDeletion.State()) {
      ItemDeletion()
    }
    store.exhaustivity = .off
    await store.send(.deleteAllButtonTapped)
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
      $0.items = ["Milk", "Eggs"]
    }
  }
}
