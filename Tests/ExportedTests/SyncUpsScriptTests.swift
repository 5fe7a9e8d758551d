// Exported by tca-shell 0.1.0 (save --swift): a session of syncups as a TestStore test.
// Dependencies: none fixed; the others are live, as in the shell.
// Structs are built with their memberwise initializers: Attendee(id:name:), SyncUp(id:attendees:minutes:meetings:title:).
// One whose own init hides its memberwise one (tca-shell cannot see initializers) needs its calls changed here.
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class SyncUpsScriptTests: XCTestCase {
  func testSyncups() async {
    let store = TestStore(
      initialState: allFeatures.initialState(of: "syncups", as: SyncUpsApp.State.self),
      reducer: SyncUpsApp(),
      withDependencies: {
        $0.context = .live
      }
    )
    await store.send(.syncUpsList(.addSyncUpButtonTapped)) {
      $0.syncUpsList.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "")], minutes: 5, meetings: [], title: ""))
    }
    await store.send(.syncUpsList(.addSyncUp(.presented(.addAttendeeButtonTapped)))) {
      $0.syncUpsList.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: ""), Attendee(id: 1, name: "")], minutes: 5, meetings: [], title: ""))
    }
    await store.send(.syncUpsList(.addSyncUp(.presented(.setTitle("Design"))))) {
      $0.syncUpsList.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: ""), Attendee(id: 1, name: "")], minutes: 5, meetings: [], title: "Design"))
    }
    await store.send(.syncUpsList(.addSyncUp(.presented(.setAttendeeName(id: 0, name: "Blob"))))) {
      $0.syncUpsList.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "Blob"), Attendee(id: 1, name: "")], minutes: 5, meetings: [], title: "Design"))
    }
    await store.send(.syncUpsList(.addSyncUp(.presented(.setAttendeeName(id: 1, name: "Blob Jr"))))) {
      $0.syncUpsList.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "Blob"), Attendee(id: 1, name: "Blob Jr")], minutes: 5, meetings: [], title: "Design"))
    }
    await store.send(.syncUpsList(.confirmAddButtonTapped)) {
      $0.syncUpsList.addSyncUp = nil
      $0.syncUpsList.syncUps = [SyncUp(id: 0, attendees: [Attendee(id: 0, name: "Blob"), Attendee(id: 1, name: "Blob Jr")], minutes: 5, meetings: [], title: "Design")]
    }
    await store.send(.syncUpsList(.syncUpTapped(id: 0))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(destination: nil, syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "Blob"), Attendee(id: 1, name: "Blob Jr")], minutes: 5, meetings: [], title: "Design")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0, case: /SyncUpsApp.Path.State.detail]?.destination = .edit(SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "Blob"), Attendee(id: 1, name: "Blob Jr")], minutes: 5, meetings: [], title: "Design")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.edit(.setMinutes(10)))))))) {
      $0.path[id: 0, case: /SyncUpsApp.Path.State.detail]?.destination = .edit(SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "Blob"), Attendee(id: 1, name: "Blob Jr")], minutes: 10, meetings: [], title: "Design")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
      $0.path[id: 0, case: /SyncUpsApp.Path.State.detail]?.destination = nil
      $0.path[id: 0, case: /SyncUpsApp.Path.State.detail]?.syncUp.minutes = 10
    }
    await store.receive({ if case .path(.element(_, _)) = $0 { true } else { false } }) {
      $0.syncUpsList.syncUps[id: 0]?.minutes = 10
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
      $0.path[id: 0, case: /SyncUpsApp.Path.State.detail]?.destination = .alert(AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmButtonTapped) {
          TextState("Yes")
        }
        ButtonState(role: .cancel) {
          TextState("Nevermind")
        }
      } message: {
        TextState("Are you sure you want to delete this meeting?")
      })
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmButtonTapped))))))) {
      $0.path[id: 0, case: /SyncUpsApp.Path.State.detail]?.destination = nil
    }
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.deleteSyncUp))))) {
      $0.syncUpsList.syncUps = []
    }
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
  }
}
