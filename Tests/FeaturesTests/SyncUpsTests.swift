import Composable
import ComposableTesting
import Features
import XCTest

/// The SyncUps app driven through a TestStore, in TCA's terms (tca-navigation.md, "TestStore,
/// in these terms"): sheet actions wrapped in `.presented`, stack actions in
/// `.element(id:action:)` with ids 0, 1, …, `dismiss()` arriving as `.popFrom(id:)`.
@MainActor
final class SyncUpsTests: XCTestCase {
  func testAddSaveOpenEditSaveDeleteConfirm() async {
    let store = TestStore(initialState: SyncUpsApp.State(), reducer: SyncUpsApp())
    await store.send(.syncUpsList(.addSyncUpButtonTapped)) {
      $0.syncUpsList.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: 0))
    }
    await store.send(.syncUpsList(.addSyncUp(.presented(.setTitle("Design"))))) {
      $0.syncUpsList.addSyncUp?.syncUp.title = "Design"
    }
    await store.send(
      .syncUpsList(.addSyncUp(.presented(.setAttendeeName(id: 0, name: "Blob"))))
    ) {
      $0.syncUpsList.addSyncUp?.syncUp.attendees[id: 0]?.name = "Blob"
    }
    let design = SyncUp(id: 0, attendees: [Attendee(id: 0, name: "Blob")], title: "Design")
    await store.send(.syncUpsList(.confirmAddButtonTapped)) {
      $0.syncUpsList.addSyncUp = nil
      $0.syncUpsList.syncUps = [design]
    }
    await store.send(.syncUpsList(.syncUpTapped(id: 0))) {
      $0.path.append(.detail(SyncUpDetail.State(syncUp: design)))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0] = .detail(
        SyncUpDetail.State(destination: .edit(SyncUpForm.State(syncUp: design)), syncUp: design))
    }
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.edit(.setMinutes(10)))))))
    ) {
      var form = SyncUpForm.State(syncUp: design)
      form.syncUp.minutes = 10
      $0.path[id: 0] = .detail(SyncUpDetail.State(destination: .edit(form), syncUp: design))
    }
    var edited = design
    edited.minutes = 10
    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: edited))
    }
    await store.receive(
      .path(.element(id: 0, action: .detail(.delegate(.syncUpUpdated(edited)))))
    ) {
      $0.syncUpsList.syncUps[id: 0] = edited
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
      $0.path[id: 0] = .detail(
        SyncUpDetail.State(destination: Self.deleteAlert, syncUp: edited))
    }
    await store.send(
      .path(
        .element(id: 0, action: .detail(.destination(.presented(.alert(.confirmButtonTapped))))))
    ) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: edited))
    }
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.deleteSyncUp))))) {
      $0.syncUpsList.syncUps = []
    }
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await store.finish()
  }

  func testMeetingTicksPerSpeakerAndSavesWhenTheLastOneEnds() async {
    let clock = TestClock()
    let syncUp = SyncUp(
      id: 0, attendees: [Attendee(id: 0, name: "Blob"), Attendee(id: 1, name: "Blob Jr")],
      minutes: 1, title: "Standup")
    let store = TestStore(
      initialState: SyncUpsApp.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))],
        syncUpsList: SyncUpsList.State(syncUps: [syncUp])),
      reducer: SyncUpsApp()
    ) { $0.continuousClock = clock }
    store.exhaustivity = .off
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.startMeeting))))) {
      $0.path[id: 1] = .meeting(RecordMeeting.State(syncUp: syncUp))
    }
    await store.receive(.path(.element(id: 1, action: .meeting(.onAppear))))
    await clock.advance(by: .seconds(30))
    guard case .meeting(let halfway)? = store.state.path[id: 1] else {
      return XCTFail("the meeting is on the stack")
    }
    XCTAssertEqual(halfway.speakerIndex, 1, "30 s is each of two speakers' share of a minute")
    XCTAssertEqual(halfway.secondsElapsed, 30)
    await clock.advance(by: .seconds(30))
    await store.receive(
      .path(.element(id: 1, action: .meeting(.delegate(.saveMeeting(secondsElapsed: 60))))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path[id: 1] = nil
    }
    XCTAssertEqual(store.state.syncUpsList.syncUps[id: 0]?.meetings.first?.secondsElapsed, 60)
    await store.send(.path(.popFrom(id: 0)))
    await store.finish()
  }

  static var deleteAlert: SyncUpDetail.Destination.State {
    .alert(
      AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmButtonTapped) { TextState("Yes") }
        ButtonState(role: .cancel) { TextState("Nevermind") }
      } message: {
        TextState("Are you sure you want to delete this meeting?")
      })
  }
}
