import Composable
import Dispatch
import Foundation

/// A store for tests that makes you assert everything that happens, as TCA's `TestStore`:
///
/// ```swift
/// let store = TestStore(initialState: Counter.State(), reducer: Counter())
/// await store.send(.increment) { $0.count = 1 }
/// ```
///
/// - `send(action) { expected }` runs the action and compares the state it produced (before any
///   action its effects send back) with the last asserted state changed by the closure; a
///   difference fails with "A state change does not match expectation." and a `−`/`+` diff.
/// - Actions effects send back are processed at once, as in a real store, and queued:
///   `receive(action) { expected }` checks the next one and the state it produced.
/// - `finish()` waits for running effects; at the end of the test (when the store goes away)
///   unasserted received actions and effects still running fail, each at the line that matters.
/// - Runtime warnings (`reportIssue`: an unimplemented dependency, an effect's unhandled error)
///   fail the test at the `send` whose action (or whose effects) raised them; raised while the
///   store was made, at the `TestStore(...)` line.
///
/// Dependencies default to their test values; override them in `withDependencies`.
///
/// Failures go to the test framework that is running, as TCA's (through swift-issue-reporting):
/// Swift Testing's `Issue.record` inside a `@Test`, `XCTFail` inside an `XCTestCase`, and
/// standard error (`Module/File.swift:12: message`) outside any test. Each is placed at the
/// `fileID`/`file`/`line`/`column` of the call it is about, which every method takes with
/// defaults, as TCA's. `reportFailure` replaces that routing (for tests of the test store).
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
  /// How strictly to check (TCA's `exhaustivity`); `.on` unless set.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and `finish` wait for effects (TCA's default: 1 second).
  public var timeout: Duration = .seconds(1)

  /// The store's current state (including the changes of received actions not yet asserted).
  public var state: State { store.state }

  /// The dependencies the reducer and its effects see.
  public var dependencies: DependencyValues { store.dependencies }

  private let store: Store<State, Action>
  private let fail: FailureSink
  /// Where the store was made: unasserted received actions left at the end fail here, as TCA's.
  private let site: CallSite
  /// The state as the test has asserted it so far.
  private var expectedState: State
  /// Received actions not yet asserted, each with the state just after it.
  private let received = ReceivedActions<State, Action>()
  private var stateAfterSentAction: State?
  private var sends: [(task: StoreTask, site: CallSite)] = []

  /// Makes a test store; `prepareDependencies` overrides dependencies (their test values
  /// otherwise), as TCA's `TestStore(initialState:reducer:withDependencies:)`. The location
  /// (defaulted to this call's) is where a received action left unasserted at the end fails.
  /// `reportFailure` takes every failure instead of the running test framework.
  public init<R: Reducer>(
    initialState: State,
    reducer: R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil,
    reportFailure: TestFailureReporter? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    MainQueue.mark()
    let fail = FailureSink(reportFailure)
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.fail = fail
    self.site = site
    self.expectedState = initialState
    self.store = IssueReporter.withHandler(fail.issueHandler(at: site)) {
      Store(initialState: initialState, reducer: reducer) { values in
        values.context = .test
        prepareDependencies?(&values)
      }
    }
    store.observer = { [weak self] event in
      guard let self else { return }
      switch event.origin {
      case .sent: self.stateAfterSentAction = event.stateAfter
      case .received: self.received.items.append((event.action, event.stateAfter))
      }
    }
  }

  // Not an `isolated deinit`: that one resets task-locals, so Swift Testing's `Test.current`
  // would be gone and the failures would land on no test («unknown»). A plain deinit runs in the
  // task that let go of the store, which in a `@MainActor` test is the test's own, before the
  // test returns: the failures fail it.
  deinit {
    let (store, received, sends, exhaustivity, fail, site) = (
      store, received, sends, exhaustivity, fail, site
    )
    guard MainQueue.isCurrent else {
      // Let go of off the main actor (a test that is not `@MainActor`): checked on it, in a task
      // that inherits the test's task-locals, and waited for here, so that the failures land
      // before the test returns (not waiting lost them: the test had passed by then). The main
      // actor is not waiting on this thread: the test that lets go of the store runs off it.
      let checked = DispatchSemaphore(value: 0)
      Task { @MainActor in
        Self.checkAtEnd(
          store: store, received: received.items.map(\.action), sends: sends,
          exhaustivity: exhaustivity, fail: fail, site: site)
        checked.signal()
      }
      if checked.wait(timeout: .now() + Self.endCheckWait) == .timedOut {
        fail(TestStoreMessages.endCheckTimedOut, at: site)
      }
      return
    }
    MainActor.assumeIsolated {
      Self.checkAtEnd(
        store: store, received: received.items.map(\.action), sends: sends,
        exhaustivity: exhaustivity, fail: fail, site: site)
    }
  }

  /// How long a store let go of off the main actor waits for its end-of-test check there.
  private nonisolated static var endCheckWait: DispatchTimeInterval { .seconds(5) }

  /// At the end of the test: unasserted received actions fail at the store's line, effects still
  /// running at the line of the send that started them (a presented child's long-living effect is
  /// none, as in TCA); then every effect is cancelled.
  private static func checkAtEnd(
    store: Store<State, Action>, received: [Action], sends: [(task: StoreTask, site: CallSite)],
    exhaustivity: Exhaustivity, fail: FailureSink, site: CallSite
  ) {
    if exhaustivity == .on {
      if !received.isEmpty { fail(TestStoreMessages.unhandled(received), at: site) }
      // As TCA: the presentations' own long-living effects are cancelled first, so a test that
      // ends with a sheet up or a screen pushed has no effect still running for them.
      store.cancelNavigationLifetimes()
      for send in sends where !send.task.isFinishedButNavigationLifetimes {
        fail(TestFailure.effectStillRunning, at: send.site)
      }
    }
    store.cancelAllEffects()
  }

  /// Sends `action` and asserts the state it leaves: `updateStateToExpectedResult` gets the last
  /// asserted state and changes it into what is expected (omit it when nothing should change).
  /// Failures of the send, of its effects' runtime warnings, and of its effects still running at
  /// the end are placed at `fileID`/`file`/`line`/`column` (this call's unless given).
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.items.isEmpty {
      if exhaustivity == .on {
        // As TCA: the actions stay pending, for a later `receive` or the end of the test.
        fail(TestStoreMessages.mustHandle(received.items.map(\.action)), at: site)
      } else {
        noteSkipped(received.items.map(\.action), at: site)
        received.items.removeAll()
      }
    }
    let before = exhaustivity == .on ? expectedState : store.state
    stateAfterSentAction = nil
    // Bound around the send, and so inherited by the effects it starts and the actions they
    // send back: a runtime warning any of them raises (an `unimplemented` dependency) fails here.
    let task = IssueReporter.withHandler(fail.issueHandler(at: site)) { store.send(action) }
    let actual = stateAfterSentAction ?? store.state
    expectedState = check(before: before, actual: actual, updateStateToExpectedResult, at: site)
    sends.append((task, site))
    await settleEffects()
    return TestStoreTask(task: task, timeout: timeout, fail: fail)
  }

  /// Asserts that the next action received satisfies `isMatching` (for actions whose payload a
  /// test cannot rebuild), and the state it left.
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      expectedAction: nil, matching: isMatching,
      miss: "Expected to receive an action matching predicate, but didn't get one.",
      timeout: timeout, updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// ``receive(_:timeout:assert:fileID:file:line:column:)`` by a predicate, failing with `miss`
  /// when no received action satisfies it (TCA words it after what the test matched with).
  func receive(
    matching isMatching: (Action) -> Bool, miss: String, timeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?, at site: CallSite
  ) async {
    await receive(
      expectedAction: nil, matching: isMatching, miss: miss, timeout: timeout,
      updateStateToExpectedResult, at: site)
  }

  /// Waits (up to `timeout`) for every running effect to finish and asserts that no received
  /// action is left unasserted, as TCA's `finish()`.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    // As TCA's `finish`: the presentations' long-living effects are cancelled, not waited for.
    store.cancelNavigationLifetimes()
    let finished = await store.finishEffects(timeout: timeout)
    // Checked after waiting: here effects run on the main actor as real tasks, so what they
    // send arrives during the wait (TCA's serial test executor has delivered it already).
    if exhaustivity == .on, !received.items.isEmpty {
      fail(TestStoreMessages.unhandled(received.items.map(\.action)), at: site)
      received.items.removeAll()
    }
    if !finished { fail(TestStoreMessages.finishTimeout(timeout), at: site) }
  }

  /// Forgets the received actions not yet asserted.
  public func skipReceivedActions() async {
    await settleEffects()
    received.items.removeAll()
  }

  /// Cancels every effect still running, so none fails the test at its end.
  public func skipInFlightEffects() async {
    store.cancelAllEffects()
    await store.finishEffects(timeout: timeout)
  }

  /// Asserts the current state in the middle of a test, as TCA's `store.assert { ... }`:
  /// `updateStateToExpectedResult` changes the last asserted state (the current one when
  /// non-exhaustive) into what is expected.
  public func assert(
    _ updateStateToExpectedResult: (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let before = exhaustivity == .on ? expectedState : store.state
    expectedState = withoutActuallyEscaping(updateStateToExpectedResult) { update in
      check(before: before, actual: store.state, update, at: site)
    }
  }

  fileprivate func receive(
    expectedAction: Action?,
    matching isMatching: (Action) -> Bool,
    miss: String?,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at site: CallSite
  ) async {
    let timeout = timeout ?? self.timeout
    await receivedOrIdle(timeout: timeout)
    if exhaustivity != .on {
      // Skip ahead to the first match, waiting for more while effects still run.
      while true {
        if let index = received.items.firstIndex(where: { isMatching($0.action) }) {
          noteSkipped(received.items.prefix(index).map(\.action), at: site)
          received.items.removeFirst(index)
          break
        }
        noteSkipped(received.items.map(\.action), at: site)
        received.items.removeAll()
        guard await receivedOrIdle(timeout: timeout), !received.items.isEmpty else { break }
      }
    }
    guard !received.items.isEmpty else {
      if store.hasEffectsInFlight {
        fail(
          """
          Expected to receive an action, but received none after \(TestFailure.seconds(timeout)).

          If the effect that delivers this action uses a clock, make sure to advance it (a test clock's "advance(by:)") so that the effect can send it. If the effect was cancelled, it will not send it.
          """, at: site)
      } else if let expectedAction {
        fail(
          "Expected to receive the following action, but didn't:\n\n  \(customDump(expectedAction).replacingNewlines(with: "\n  "))",
          at: site)
      } else {
        fail(miss ?? TestStoreMessages.noActionMatchingCasePath, at: site)
      }
      return
    }
    let (action, actual) = received.items.removeFirst()
    if !isMatching(action) {
      // As TCA: an expected action is diffed against the received one; a case path or a
      // predicate shows the received action alone.
      fail(
        expectedAction.map {
          "Received unexpected action:\n\n"
            + TestFailure.proportionalDiff($0, action) + "\n\n(Expected: −, Received: +)"
        } ?? TestStoreMessages.receivedUnexpected(dump: action), at: site)
    }
    let before = exhaustivity == .on ? expectedState : actual
    expectedState = check(before: before, actual: actual, updateStateToExpectedResult, at: site)
    await settleEffects()
  }

  /// Gives effects a moment to end after their last action, or to fall asleep on a test clock.
  /// TCA's test store runs them on a serial executor, so an effect that has sent its last action
  /// is over by the time the test looks; here a `.run` body runs on the global executor and
  /// needs a few hops. The wait is woken by the store; 5 ms caps it for effects that go on.
  private func settleEffects() async {
    _ = await store.waitForEffects(
      until: { [store] in !store.hasEffectsInFlight || store.effectsAreAsleep },
      timeout: .milliseconds(5))
  }

  /// Waits until an action has been received or no effect is running; whether that happened
  /// within `timeout`.
  @discardableResult
  private func receivedOrIdle(timeout: Duration) async -> Bool {
    await store.waitForEffects(
      until: { [unowned self] in !received.items.isEmpty || !store.hasEffectsInFlight },
      timeout: timeout) == .done
  }

  /// Compares the expected state (`before` changed by the closure) with `actual`, reports any
  /// difference, and returns the state to assert against next (the actual one).
  private func check(
    before: State, actual: State, _ update: ((inout State) throws -> Void)?, at site: CallSite
  ) -> State {
    var expected = exhaustivity == .on ? before : actual
    if let update {
      do {
        try update(&expected)
      } catch {
        fail("Threw error: \(error)", at: site)
        return actual
      }
    }
    if expected != actual {
      let heading =
        update == nil && exhaustivity == .on
        ? "State was not expected to change, but a change occurred."
        : "A state change does not match expectation."
      fail(
        "\(heading)\n\n\(TestFailure.proportionalDiff(expected, actual))\n\n(Expected: −, Actual: +)",
        at: site)
    } else if exhaustivity == .on, update != nil, expected == before {
      fail(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure.
        """, at: site)
    }
    return actual
  }

  /// Under `.off(showSkippedAssertions: true)`, prints the received actions a non-exhaustive
  /// store skipped, as TCA's "Skipped assertions." notes (expected issues: they do not fail).
  private func noteSkipped(_ actions: [Action], at site: CallSite) {
    guard exhaustivity == .off(showSkippedAssertions: true), !actions.isEmpty else { return }
    let count =
      actions.count == 1 ? "1 received action was" : "\(actions.count) received actions were"
    let dumps = actions.map { customDump($0) }.joined(separator: "\n")
    print("\(site.fileID):\(site.line): Skipped assertions.\n\n\(count) skipped.\n\n\(dumps)")
  }
}

extension TestStore where Action: Equatable {
  /// Asserts that the next action an effect sent back is `expectedAction`, and the state it left;
  /// waits up to `timeout` (the store's by default) for one to arrive.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      expectedAction: expectedAction, matching: { $0 == expectedAction }, miss: nil,
      timeout: timeout, updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The effects of one `send` of a ``TestStore``, as TCA's `TestStoreTask`.
@MainActor
public struct TestStoreTask: Sendable {
  let task: StoreTask
  let timeout: Duration
  let fail: FailureSink

  /// Cancels the send's effects that are still running.
  public func cancel() async {
    task.cancel()
    await task.finish(timeout: timeout)
  }

  /// Waits (up to `timeout`) for the send's effects to finish.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    if !(await task.finish(timeout: timeout)) {
      fail(TestStoreMessages.finishTimeout(timeout), at: site)
    }
  }

  /// Whether every effect of the send has finished.
  public var isFinished: Bool { task.isFinished }
}

extension String {
  func replacingNewlines(with replacement: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
