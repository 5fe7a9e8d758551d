import Composable
import ComposableTesting
import XCTest

/// Tree navigation through `ifLet` with a child feature: TCA's `_PresentationReducer` order and
/// effect lifetimes (tca-navigation.md, "ifLet over a PresentationState" and "dismiss").
@MainActor
final class SheetNavigationTests: XCTestCase {
  func testPresentedActionRunsChildFirstThenParent() {
    let store = Store(initialState: SheetHost.State(), reducer: SheetHost())
    store.send(.present(id: 1))
    store.send(.sheet(.presented(.increment)))
    XCTAssertEqual(store.state.seen, ["parent saw count 1"], "the child had run already")
    store.cancelAllEffects()
  }

  func testDismissRunsParentFirstThenNilsTheState() {
    let store = Store(initialState: SheetHost.State(), reducer: SheetHost())
    store.send(.present(id: 1))
    store.send(.sheet(.dismiss))
    XCTAssertEqual(store.state.seen, ["parent saw sheet present"])
    XCTAssertNil(store.state.sheet)
    XCTAssertEqual(store.uncancelledEffectsCount, 0, "the sheet's long-living effect ended with it")
  }

  func testDismissCancelsTheChildsEffectsEvenUnderItsOwnCancelID() async {
    let (store, clock, failures) = await sheetWithRunningTimer()
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.tick))) { $0.sheet?.count = 1 }
    await dismissSheet(store)
    await clock.advance(by: .seconds(5))
    await store.finish()
    XCTAssertEqual(failures.messages, [], "no tick after dismissal, nothing left running")
  }

  func testDismissFromTheChildSendsDismissToTheParent() async {
    let failures = Failures()
    let store = TestStore(
      initialState: SheetHost.State(), reducer: SheetHost(), reportFailure: failures.reporter)
    await store.send(.present(id: 1)) { $0.sheet = Child.State(id: 1) }
    await store.send(.sheet(.presented(.closeButtonTapped)))
    await store.receive(.sheet(.dismiss)) {
      $0.sheet = nil
      $0.seen = ["parent saw sheet present"]
    }
    await store.finish()
    XCTAssertEqual(failures.messages, [])
  }

  func testReplacingWithAnotherIdentityCancelsTheOldChildsEffects() async {
    let (store, clock, failures) = await sheetWithRunningTimer()
    await store.send(.present(id: 2)) { $0.sheet = Child.State(id: 2) }
    await clock.advance(by: .seconds(3))
    await dismissSheet(store)
    await store.finish()
    XCTAssertEqual(failures.messages, [], "the first sheet's timer never ticked")
  }

  func testChangingTheChildInPlaceKeepsItsEffects() async {
    let (store, clock, failures) = await sheetWithRunningTimer()
    await store.send(.bumpInPlace) { $0.sheet?.count = 10 }
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.tick))) { $0.sheet?.count = 11 }
    await dismissSheet(store)
    await store.finish()
    XCTAssertEqual(failures.messages, [])
  }

  /// TCA 1.25.5 (tca-navigation-texts.md): the test store cancels each presented child's own
  /// long-living effect before it checks for effects still running, so a test that ends with a
  /// sheet up passes.
  func testAChildLeftPresentedIsNoEffectStillRunning() async {
    let failures = Failures()
    do {
      let store = TestStore(
        initialState: SheetHost.State(), reducer: SheetHost(), reportFailure: failures.reporter)
      await store.send(.present(id: 1)) { $0.sheet = Child.State(id: 1) }
    }
    XCTAssertEqual(failures.messages, [])
  }

  /// The child's own work is still an effect left running, at the send that started it.
  func testAChildsOwnTimerLeftRunningStillFails() async {
    var failures = Failures()
    do {
      let (store, _, sheetFailures) = await sheetWithRunningTimer()
      failures = sheetFailures
      _ = store
    }
    XCTAssertEqual(failures.messages.count, 1, failures.messages.joined(separator: "\n"))
    XCTAssertTrue(
      failures.messages.first?.hasPrefix(
        "An effect returned for this action is still running. It must complete before the end of the test."
      ) == true)
  }

  /// `finish()` cancels the presentations' long-living effects, as TCA's does, rather than
  /// waiting its whole timeout for a sheet that stays up.
  func testFinishWithASheetUpDoesNotWaitItsTimeout() async {
    let failures = Failures()
    let store = TestStore(
      initialState: SheetHost.State(), reducer: SheetHost(), reportFailure: failures.reporter)
    store.timeout = .seconds(3)
    await store.send(.present(id: 1)) { $0.sheet = Child.State(id: 1) }
    let started = ContinuousClock.now
    await store.finish()
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
    XCTAssertEqual(failures.messages, [])
    XCTAssertNotNil(store.state.sheet, "the sheet stays up")
  }

  func testDismissWhereNothingPresentedTheFeatureWarns() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Child.State(id: 1), reducer: Child(), reportFailure: failures.reporter)
    await store.send(.closeButtonTapped)
    await store.finish()
    XCTAssertEqual(failures.messages.count, 1)
    XCTAssertTrue(
      failures.messages.first?.hasPrefix("A reducer requested dismissal at \"") == true,
      failures.messages.first ?? "")
    XCTAssertTrue(
      failures.messages.first?.contains("but couldn't be dismissed.") == true)
  }

  func testADismissStandInRunsWhenNothingPresentedTheFeature() async {
    let dismissed = LockedStrings()
    let store = TestStore(
      initialState: Child.State(id: 1), reducer: Child(),
      withDependencies: { $0.dismiss = DismissEffect { dismissed.append("dismissed") } })
    await store.send(.closeButtonTapped)
    await store.finish()
    XCTAssertEqual(dismissed.values, ["dismissed"])
  }

  func testDestinationEnumScopesIntoTheCaseAndDismissesCleanly() async {
    let failures = Failures()
    let store = TestStore(
      initialState: DestinationHost.State(), reducer: DestinationHost(),
      reportFailure: failures.reporter)
    await store.send(.showEdit) { $0.destination = .edit(Child.State(id: 1)) }
    await store.send(.destination(.presented(.edit(.increment)))) {
      $0.destination = .edit(Child.State(id: 1, count: 1))
    }
    await store.send(.destination(.presented(.edit(.closeButtonTapped))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
    await store.finish()
    XCTAssertEqual(failures.messages, [])
  }

  func testAnAlertInADestinationEnumDismissesItselfAndLeavesNoEffect() async {
    let failures = Failures()
    let store = TestStore(
      initialState: DestinationHost.State(), reducer: DestinationHost(),
      reportFailure: failures.reporter)
    await store.send(.showAlert) {
      $0.destination = .alert(AlertState { TextState("Delete?") })
    }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.confirmed = true
    }
    XCTAssertEqual(failures.messages, [], "an alert starts no long-living effect")
  }

  func testScopeGivenAnActionForAnotherCaseWarnsAndChangesNothing() {
    let warnings = LockedStrings()
    let previous = IssueReporter.install { warnings.append($0) }
    defer { IssueReporter.install(previous) }
    var state = Destination.State.alert(AlertState { TextState("Delete?") })
    let effect = Destination().reduce(into: &state, action: .edit(.increment))
    XCTAssertEqual(state, .alert(AlertState { TextState("Delete?") }))
    if case .alert = state {} else { XCTFail("the state kept its case") }
    _ = effect
    XCTAssertEqual(warnings.values.count, 1)
    XCTAssertTrue(
      warnings.values.first?.contains(
        "received a child action when child state was set to a different case.") == true)
  }
}
