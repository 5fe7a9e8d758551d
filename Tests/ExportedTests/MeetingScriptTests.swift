// Exported by tca-shell 0.1.0 (save --swift): a session of syncups as a TestStore test.
// Dependencies: a test clock; the others are live, as in the shell.
// Structs are built with their memberwise initializers: Attendee(id:name:), SyncUp(id:attendees:minutes:meetings:title:).
// One whose own init hides its memberwise one (tca-shell cannot see initializers) needs its calls changed here.
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class MeetingScriptTests: XCTestCase {
  func testSyncups() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: allFeatures.initialState(of: "syncups", as: SyncUpsApp.State.self),
      reducer: SyncUpsApp(),
      withDependencies: {
        $0.context = .live
        $0.continuousClock = clock
      }
    )
    await store.send(.syncUpsList(.addSyncUpButtonTapped)) {
      $0.syncUpsList.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "")], minutes: 5, meetings: [], title: ""))
    }
    await store.send(.syncUpsList(.addSyncUp(.presented(.setMinutes(1))))) {
      $0.syncUpsList.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "")], minutes: 1, meetings: [], title: ""))
    }
    await store.send(.syncUpsList(.confirmAddButtonTapped)) {
      $0.syncUpsList.addSyncUp = nil
      $0.syncUpsList.syncUps = [SyncUp(id: 0, attendees: [Attendee(id: 0, name: "")], minutes: 1, meetings: [], title: "")]
    }
    await store.send(.syncUpsList(.syncUpTapped(id: 0))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(destination: nil, syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "")], minutes: 1, meetings: [], title: "")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.startMeeting))))) {
      $0.path[id: 1] = .meeting(RecordMeeting.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "")], minutes: 1, meetings: [], title: "")))
    }
    await store.receive(.path(.element(id: 1, action: .meeting(.onAppear))))
    await clock.advance(by: .seconds(3))
    await store.receive(.path(.element(id: 1, action: .meeting(.timerTick)))) {
      $0.path[id: 1, case: /SyncUpsApp.Path.State.meeting]?.secondsElapsed = 1
    }
    await store.receive(.path(.element(id: 1, action: .meeting(.timerTick)))) {
      $0.path[id: 1, case: /SyncUpsApp.Path.State.meeting]?.secondsElapsed = 2
    }
    await store.receive(.path(.element(id: 1, action: .meeting(.timerTick)))) {
      $0.path[id: 1, case: /SyncUpsApp.Path.State.meeting]?.secondsElapsed = 3
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path[id: 1] = nil
    }
  }
}
