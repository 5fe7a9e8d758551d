import Composable
import ComposableTesting
import XCTest

/// Effects and the test store's ways of asserting them, as TCA 1.x's testing article writes them.
@MainActor
final class NumberFactTests: XCTestCase {
  func testTheFactArrivesFromTheEffect() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse("1 is a good number Brent")) {
      $0.isLoading = false
      $0.fact = "1 is a good number Brent"
    }
  }

  func testAThrownErrorGoesToTheCatchHandler() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw FactUnavailable() }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factFailed("no fact today")) {
      $0.isLoading = false
      $0.errorMessage = "no fact today"
    }
  }

  func testReceiveByCasePathMatchesAnyPayload() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFact.fetch = { _ in "a fact the test does not spell out" }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(/NumberFact.Action.factResponse) {
      $0.isLoading = false
      $0.fact = "a fact the test does not spell out"
    }
  }

  func testReceiveByCasePathFailsOnAnotherCase() async {
    let failures = Failures()
    do {
      let store = TestStore(
        initialState: NumberFact.State(), reducer: { NumberFact() },
        withDependencies: { $0.numberFact.fetch = { _ in throw FactUnavailable() } },
        reportFailure: failures.reporter)
      await store.send(.factButtonTapped) { $0.isLoading = true }
      await store.receive(/NumberFact.Action.factResponse) {
        $0.isLoading = false
        $0.errorMessage = "no fact today"
      }
    }
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
    XCTAssertTrue(
      failures.messages.first?.hasPrefix("Received unexpected action:") == true,
      "\(failures.messages)")
  }

  func testTheTestValueIsUnimplementedUntilOverridden() async {
    let failures = Failures()
    do {
      let store = TestStore(
        initialState: NumberFact.State(), reducer: { NumberFact() },
        reportFailure: failures.reporter)
      store.exhaustivity = .off
      await store.send(.factButtonTapped)
      await store.finish()
    }
    XCTAssertEqual(failures.messages, ["Unimplemented: 'NumberFactClient.fetch'"])
  }

  func testALiveStoreUsesTheLiveValueAndAPreviewThePreviewValue() async {
    let live = Store(initialState: NumberFact.State()) {
      NumberFact()
    }
    await live.send(.factButtonTapped).finish()
    XCTAssertEqual(live.state.fact, "0 is a good number.")

    let preview = Store(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.context = .preview
    }
    await preview.send(.factButtonTapped).finish()
    XCTAssertEqual(preview.state.fact, "0 is a preview number.")
  }

  func testConcatenatedEffectsRunOneAfterAnother() async {
    let clock = TestClock()
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.stepsButtonTapped)
    // The quick `.send` waits for the slow `.run` before it.
    await clock.advance(by: .seconds(1))
    await store.receive(.step("slow")) { $0.steps = ["slow"] }
    await store.receive(.step("quick")) { $0.steps = ["slow", "quick"] }
  }

  func testNonExhaustiveStoreChecksOnlyWhatIsAsserted() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped)
    await store.receive(/NumberFact.Action.factResponse) {
      $0.fact = "1 is a good number."
    }
    store.assert {
      $0.count = 1
      $0.isLoading = false
    }
  }

  func testExhaustiveStoreFailsWhereTheNonExhaustiveOnePasses() async {
    let failures = Failures()
    do {
      let store = TestStore(
        initialState: NumberFact.State(), reducer: { NumberFact() },
        reportFailure: failures.reporter)
      await store.send(.incrementButtonTapped)
    }
    XCTAssertEqual(
      failures.messages.first?.hasPrefix("State was not expected to change"), true,
      "\(failures.messages)")
  }

  func testShowSkippedAssertionsNotesTheSkippedActions() async {
    let failures = Failures()
    let output = await capturingStandardOutput {
      let store = TestStore(
        initialState: NumberFact.State(), reducer: { NumberFact() },
        withDependencies: { $0.numberFact.fetch = { _ in "fact" } },
        reportFailure: failures.reporter)
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.factButtonTapped)
      await store.finish()
      await store.send(.incrementButtonTapped)
    }
    XCTAssertEqual(failures.messages, [])
    XCTAssertTrue(
      output.hasSuffix(
        """
        : Skipped assertions.

        1 received action was skipped.

        NumberFact.Action.factResponse("fact")

        """), output)
  }

  func testSkipReceivedActionsLeavesNothingToAssert() async {
    let failures = Failures()
    do {
      let store = TestStore(
        initialState: NumberFact.State(), reducer: { NumberFact() },
        withDependencies: { $0.numberFact.fetch = { _ in "fact" } },
        reportFailure: failures.reporter)
      await store.send(.factButtonTapped) { $0.isLoading = true }.finish()
      await store.skipReceivedActions()
      await store.finish()
    }
    XCTAssertEqual(failures.messages, [])
  }
}
