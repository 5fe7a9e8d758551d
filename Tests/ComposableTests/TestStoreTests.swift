import Composable
import ComposableTesting
import Synchronization
import XCTest

struct Tally: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case increment, incrementLater }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementLater:
      return .run { send in await send(.increment) }
    }
  }
}

struct Person: Reducer {
  struct State: Equatable {
    var name = "Blob"
    var age = 42
    var isAdmin = false
  }
  enum Action: Equatable, Sendable { case promote }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.name = "Blobby"
    return .none
  }
}

/// Effects that send back, as the oracle's `Feedback` reducer.
struct Echo: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }
  enum Action: Equatable, Sendable {
    case tap, startSend, startRun, startLongRunning
    case response(Int)
    case tick
    case startTimer, stopTimer, useUUID
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      return .send(.response(42))
    case .startSend:
      return .send(.response(42))
    case .startRun:
      return .run { send in await send(.response(42)) }
    case .startLongRunning:
      return .run { _ in try await Task.sleep(for: .seconds(5)) }
    case .response(let value):
      state.count = value
      return .none
    case .startTimer:
      return .ticking(.tick, on: clock)
        .cancellable(id: CancelID.timer)
    case .stopTimer:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.count += 1
      return .none
    case .useUUID:
      state.log.append(uuid().uuidString)
      return .none
    }
  }
}

/// Failures a test store reported, with their lines.
final class Failures: Sendable {
  private let storage = LockedStrings()
  private let lines = Mutex<[UInt]>([])
  var reporter: TestFailureReporter {
    { message, _, line in
      self.storage.append(message)
      self.lines.withLock { $0.append(line) }
    }
  }
  var messages: [String] { storage.values }
  var reportedLines: [UInt] { lines.withLock { $0 } }
}

/// The test store's behaviour and its failure messages, which match TCA 1.25.5's verbatim
/// (tca-oracle.md, "TestStore: deliberate failures").
@MainActor
final class TestStoreTests: XCTestCase {
  func testPassingExhaustiveFlow() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    await store.send(.tap)
    await store.receive(.response(42)) { $0.count = 42 }
    await store.send(.startRun)
    await store.receive(.response(42))
    await store.finish()
    XCTAssertEqual(failures.messages, [])
  }

  func testWrongExpectedState() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Tally.State(), reducer: Tally(), reportFailure: failures.reporter)
    await store.send(.increment) { $0.count = 2 }
    XCTAssertEqual(
      failures.messages,
      [
        """
        A state change does not match expectation.

            \u{2212} Tally.State(count: 2)
            + Tally.State(count: 1)

        (Expected: \u{2212}, Actual: +)
        """
      ])
    XCTAssertEqual(failures.reportedLines, [#line - 13])
  }

  func testTwoFieldsAssertedWrongShowUnchangedLinesWithFigureSpaces() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Person.State(), reducer: Person(), reportFailure: failures.reporter)
    await store.send(.promote) {
      $0.name = "Blob Jr."
      $0.isAdmin = true
    }
    XCTAssertEqual(
      failures.messages,
      [
        """
        A state change does not match expectation.

            \u{2007} Person.State(
            \u{2212}   name: "Blob Jr.",
            +   name: "Blobby",
            \u{2007}   age: 42,
            \u{2212}   isAdmin: true
            +   isAdmin: false
            \u{2007} )

        (Expected: \u{2212}, Actual: +)
        """
      ])
  }

  func testChangeWithoutClosureAndClosureWithoutChange() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Tally.State(), reducer: Tally(), reportFailure: failures.reporter)
    await store.send(.increment)
    await store.send(.incrementLater) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }
    XCTAssertEqual(
      failures.messages,
      [
        """
        State was not expected to change, but a change occurred.

            \u{2212} Tally.State(count: 0)
            + Tally.State(count: 1)

        (Expected: \u{2212}, Actual: +)
        """,
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure.
        """,
      ])
  }

  func testUnreceivedActionAtTheEndFailsAtTheInitLine() async {
    let failures = Failures()
    var store: TestStore? = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    let initLine: UInt = #line - 2
    await store!.send(.startSend)
    store = nil
    XCTAssertEqual(
      failures.messages,
      [
        """
        The store received 1 unexpected action.

          Unhandled actions:
            .response

        To fix, explicitly assert against these actions using "store.receive", skip these actions by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test store: "store.exhaustivity = .off".
        """
      ])
    XCTAssertEqual(failures.reportedLines, [initLine])
  }

  func testSendingWhileAReceivedActionIsUnhandled() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    await store.send(.startSend)
    await store.send(.tap)
    await store.skipReceivedActions()
    XCTAssertEqual(
      failures.messages,
      [
        """
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .response(42)
        ]
        """,
        """
        State was not expected to change, but a change occurred.

            \u{2007} Echo.State(
            \u{2212}   count: 0,
            +   count: 42,
            \u{2007}   log: []
            \u{2007} )

        (Expected: \u{2212}, Actual: +)
        """,
      ])
  }

  /// TCA 1.25.5 (tca-navigation-texts.md, 1.F): after "Must handle", the action stays pending
  /// and the end of the test reports it again.
  func testAnActionLeftAfterMustHandleIsReportedAtTheEnd() async {
    let failures = Failures()
    do {
      let store = TestStore(
        initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
      await store.send(.startSend)
      await store.send(.tap)
    }
    XCTAssertEqual(failures.messages.count, 3, failures.messages.joined(separator: "\n---\n"))
    XCTAssertTrue(
      failures.messages.first?.hasPrefix("Must handle 1 received action") == true)
    XCTAssertTrue(
      failures.messages.last?.hasPrefix(
        "The store received 2 unexpected actions.\n\n  Unhandled actions:\n    .response\n    .response\n"
      ) == true, failures.messages.last ?? "")
  }

  func testAReceiveAfterMustHandleStillTakesThePendingAction() async {
    let failures = Failures()
    do {
      let store = TestStore(
        initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
      await store.send(.startSend)
      await store.send(.tap)
      await store.receive(.response(42))
      await store.receive(.response(42))
    }
    XCTAssertEqual(failures.messages.count, 2, failures.messages.joined(separator: "\n---\n"))
    XCTAssertFalse(failures.messages.contains { $0.contains("unexpected action") })
  }

  /// TCA's wording for a `receive` by case path, or by predicate, that nothing matches.
  func testAReceiveByCasePathThatMatchesNothingIsTCAsCasePathMiss() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    await store.receive(
      CasePath<Echo.Action, Int>(
        embed: { .response($0) },
        extract: {
          if case .response(let value) = $0 { value } else { nil }
        }))
    await store.receive({ _ in false })
    XCTAssertEqual(
      failures.messages,
      [
        "Expected to receive an action matching case path, but didn't get one.",
        "Expected to receive an action matching predicate, but didn't get one.",
      ])
  }

  func testFinishReportsUnhandledActionsAtItsLine() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    await store.send(.startRun)
    await store.finish()
    let finishLine: UInt = #line - 1
    XCTAssertEqual(failures.messages.count, 1)
    XCTAssertTrue(failures.messages[0].hasPrefix("The store received 1 unexpected action."))
    XCTAssertEqual(failures.reportedLines, [finishLine])
  }

  func testReceiveWrongStateWrongActionAndNothing() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    await store.send(.startRun)
    await store.receive(.response(42)) { $0.count = 41 }
    await store.send(.startRun)
    await store.receive(.response(1))
    await store.receive(.response(1))
    XCTAssertEqual(
      failures.messages,
      [
        """
        A state change does not match expectation.

            \u{2007} Echo.State(
            \u{2212}   count: 41,
            +   count: 42,
            \u{2007}   log: []
            \u{2007} )

        (Expected: \u{2212}, Actual: +)
        """,
        """
        Received unexpected action:

            \u{2212} Echo.Action.response(1)
            + Echo.Action.response(42)

        (Expected: \u{2212}, Received: +)
        """,
        """
        Expected to receive the following action, but didn't:

          Echo.Action.response(1)
        """,
      ])
  }

  func testEffectStillRunningAtTheEndFailsAtItsSendLine() async {
    let failures = Failures()
    var store: TestStore? = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    await store!.send(.startLongRunning)
    let sendLine: UInt = #line - 1
    store = nil
    XCTAssertEqual(failures.messages.count, 1)
    XCTAssertTrue(
      failures.messages[0].hasPrefix(
        "An effect returned for this action is still running. It must complete before the end of the test.\n\nTo fix, inspect any effects"
      ))
    XCTAssertEqual(failures.reportedLines, [sendLine])
  }

  func testFinishTimesOut() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    await store.send(.startLongRunning)
    await store.finish(timeout: .milliseconds(20))
    XCTAssertEqual(
      failures.messages,
      ["Expected effects to finish, but there are still effects in-flight after 0.02 seconds."])
    await store.skipInFlightEffects()
  }

  func testTimerWithTestClock() async {
    let failures = Failures()
    let clock = TestClock()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), withDependencies: { $0.continuousClock = clock },
      reportFailure: failures.reporter)
    await store.send(.startTimer)
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.count = 1 }
    await store.receive(.tick) { $0.count = 2 }
    await store.send(.stopTimer)
    await store.finish()
    XCTAssertEqual(failures.messages, [])
  }

  func testReceiveTimesOutWhenTheClockIsNotAdvanced() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(),
      withDependencies: { $0.continuousClock = TestClock() },
      reportFailure: failures.reporter)
    store.timeout = .milliseconds(10)
    await store.send(.startTimer)
    await store.receive(.tick)
    await store.send(.stopTimer)
    XCTAssertEqual(failures.messages.count, 1)
    XCTAssertTrue(
      failures.messages[0].hasPrefix(
        "Expected to receive an action, but received none after 0.01 seconds."),
      failures.messages[0])
  }

  func testUnimplementedDependencyFailsWithItsName() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    await store.send(.useUUID) { $0.log = ["00000000-0000-0000-0000-000000000000"] }
    XCTAssertEqual(failures.messages, ["Unimplemented: '@Dependency(\\.uuid)'"])
  }

  func testOverriddenDependency() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), withDependencies: { $0.uuid = .incrementing },
      reportFailure: failures.reporter)
    await store.send(.useUUID) { $0.log = ["00000000-0000-0000-0000-000000000000"] }
    XCTAssertEqual(failures.messages, [])
  }

  func testNonExhaustiveChecksOnlyWhatIsAsserted() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Echo.State(), reducer: Echo(), reportFailure: failures.reporter)
    store.exhaustivity = .off
    await store.send(.startRun)
    await store.send(.tap)
    await store.receive(.response(42)) { $0.count = 42 }
    await store.send(.startLongRunning)
    XCTAssertEqual(failures.messages, [])
  }

  func testNonExhaustiveStillCatchesContradictions() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Tally.State(), reducer: Tally(), reportFailure: failures.reporter)
    store.exhaustivity = .off
    await store.send(.increment) { $0.count = 5 }
    XCTAssertEqual(failures.messages.count, 1)
    XCTAssertTrue(failures.messages[0].hasPrefix("A state change does not match expectation."))
  }
}
