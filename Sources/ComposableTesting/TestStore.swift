import Composable

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
///   while the store lives fail the test at the line that made the store.
///
/// Dependencies default to their test values; override them in `withDependencies`.
/// Failures go to XCTest (`XCTFail`) with the test's file and line, unless `reportFailure` says
/// otherwise.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable & Sendable> {
  /// How strictly to check (TCA's `exhaustivity`); `.on` unless set.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and `finish` wait for effects (TCA's default: 1 second).
  public var timeout: Duration = .seconds(1)

  /// The store's current state (including the changes of received actions not yet asserted).
  public var state: State { store.state }

  /// The dependencies the reducer and its effects see.
  public var dependencies: DependencyValues { store.dependencies }

  private let store: Store<State, Action>
  private let reportFailure: TestFailureReporter
  private let file: StaticString
  private let line: UInt
  /// Fails the test at the line that made the store; bound (task-locally) around everything the
  /// store runs, so two live test stores keep their issues apart.
  private let issueHandler: IssueReporter.Handler
  /// The state as the test has asserted it so far.
  private var expectedState: State
  /// Received actions not yet asserted, each with the state just after it.
  private var received: [(action: Action, state: State)] = []
  private var stateAfterSentAction: State?
  private var sends: [(task: StoreTask, file: StaticString, line: UInt)] = []

  /// Makes a test store; `prepareDependencies` overrides dependencies (their test values
  /// otherwise), as TCA's `TestStore(initialState:reducer:withDependencies:)`.
  public init<R: Reducer>(
    initialState: State,
    reducer: R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil,
    reportFailure: TestFailureReporter? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) where R.State == State, R.Action == Action {
    let reportFailure = reportFailure ?? TestFailure.xctFail
    self.reportFailure = reportFailure
    self.file = file
    self.line = line
    self.expectedState = initialState
    self.store = Store(initialState: initialState, reducer: reducer) { values in
      values.context = .test
      prepareDependencies?(&values)
    }
    self.issueHandler = { message in reportFailure(message, file, line) }
    store.observer = { [weak self] event in
      guard let self else { return }
      switch event.origin {
      case .sent: self.stateAfterSentAction = event.stateAfter
      case .received: self.received.append((event.action, event.stateAfter))
      }
    }
  }

  isolated deinit {
    if exhaustivity == .on {
      if !received.isEmpty { reportUnhandled(file: file, line: line) }
      for send in sends where !send.task.isFinished {
        reportFailure(TestFailure.effectStillRunning, send.file, send.line)
      }
    }
    store.cancelAllEffects()
  }

  /// Sends `action` and asserts the state it leaves: `updateStateToExpectedResult` gets the last
  /// asserted state and changes it into what is expected (omit it when nothing should change).
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async -> TestStoreTask {
    if !received.isEmpty {
      if exhaustivity == .on {
        reportFailure(TestStoreMessages.mustHandle(received.map(\.action)), file, line)
      } else {
        noteSkipped(received.map(\.action), file: file, line: line)
      }
      received.removeAll()
    }
    let before = exhaustivity == .on ? expectedState : store.state
    stateAfterSentAction = nil
    let task = IssueReporter.withHandler(issueHandler) { store.send(action) }
    let actual = stateAfterSentAction ?? store.state
    expectedState = check(
      before: before, actual: actual, updateStateToExpectedResult, file: file, line: line)
    sends.append((task, file, line))
    await settleEffects()
    return TestStoreTask(task: task, timeout: timeout, reportFailure: reportFailure)
  }

  /// Asserts that the next action an effect sent back is `expectedAction`, and the state it left;
  /// waits up to `timeout` (the store's by default) for one to arrive.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    await receive(
      expectedAction: expectedAction, matching: { $0 == expectedAction }, timeout: timeout,
      updateStateToExpectedResult, file: file, line: line)
  }

  /// Asserts that the next action received satisfies `isMatching` (for actions whose payload a
  /// test cannot rebuild), and the state it left.
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    await receive(
      expectedAction: nil, matching: isMatching, timeout: timeout, updateStateToExpectedResult,
      file: file, line: line)
  }

  /// Waits (up to `timeout`) for every running effect to finish and asserts that no received
  /// action is left unasserted, as TCA's `finish()`.
  public func finish(
    timeout: Duration? = nil, file: StaticString = #filePath, line: UInt = #line
  ) async {
    let timeout = timeout ?? self.timeout
    let finished = await store.finishEffects(timeout: timeout)
    // Checked after waiting: here effects run on the main actor as real tasks, so what they
    // send arrives during the wait (TCA's serial test executor has delivered it already).
    if exhaustivity == .on, !received.isEmpty {
      reportUnhandled(file: file, line: line)
      received.removeAll()
    }
    if !finished {
      reportFailure(
        "Expected effects to finish, but there are still effects in-flight after \(TestFailure.seconds(timeout)).",
        file, line)
    }
  }

  /// Forgets the received actions not yet asserted.
  public func skipReceivedActions() async {
    await settleEffects()
    received.removeAll()
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
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let before = exhaustivity == .on ? expectedState : store.state
    expectedState = withoutActuallyEscaping(updateStateToExpectedResult) { update in
      check(before: before, actual: store.state, update, file: file, line: line)
    }
  }

  private func receive(
    expectedAction: Action?,
    matching isMatching: (Action) -> Bool,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    file: StaticString,
    line: UInt
  ) async {
    let timeout = timeout ?? self.timeout
    await receivedOrIdle(timeout: timeout)
    if exhaustivity != .on {
      // Skip ahead to the first match, waiting for more while effects still run.
      while true {
        if let index = received.firstIndex(where: { isMatching($0.action) }) {
          noteSkipped(received.prefix(index).map(\.action), file: file, line: line)
          received.removeFirst(index)
          break
        }
        noteSkipped(received.map(\.action), file: file, line: line)
        received.removeAll()
        guard await receivedOrIdle(timeout: timeout), !received.isEmpty else { break }
      }
    }
    guard !received.isEmpty else {
      if store.hasEffectsInFlight {
        reportFailure(
          """
          Expected to receive an action, but received none after \(TestFailure.seconds(timeout)).

          If the effect that delivers this action uses a clock, make sure to advance it (a test clock's "advance(by:)") so that the effect can send it. If the effect was cancelled, it will not send it.
          """, file, line)
      } else {
        let description =
          expectedAction.map { customDump($0) } ?? "an action matching the predicate"
        reportFailure(
          "Expected to receive the following action, but didn't:\n\n  \(description.replacingNewlines(with: "\n  "))",
          file, line)
      }
      return
    }
    let (action, actual) = received.removeFirst()
    if !isMatching(action) {
      let detail =
        expectedAction.map {
          TestFailure.proportionalDiff($0, action) + "\n\n(Expected: −, Received: +)"
        }
        ?? "    \(customDump(action).replacingNewlines(with: "\n    "))"
      reportFailure("Received unexpected action:\n\n\(detail)", file, line)
    }
    let before = exhaustivity == .on ? expectedState : actual
    expectedState = check(
      before: before, actual: actual, updateStateToExpectedResult, file: file, line: line)
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
      until: { [unowned self] in !received.isEmpty || !store.hasEffectsInFlight },
      timeout: timeout) == .done
  }

  /// Compares the expected state (`before` changed by the closure) with `actual`, reports any
  /// difference, and returns the state to assert against next (the actual one).
  private func check(
    before: State, actual: State, _ update: ((inout State) throws -> Void)?,
    file: StaticString, line: UInt
  ) -> State {
    var expected = exhaustivity == .on ? before : actual
    if let update {
      do {
        try update(&expected)
      } catch {
        reportFailure("Threw error: \(error)", file, line)
        return actual
      }
    }
    if expected != actual {
      let heading =
        update == nil && exhaustivity == .on
        ? "State was not expected to change, but a change occurred."
        : "A state change does not match expectation."
      reportFailure(
        "\(heading)\n\n\(TestFailure.proportionalDiff(expected, actual))\n\n(Expected: −, Actual: +)",
        file, line)
    } else if exhaustivity == .on, update != nil, expected == before {
      reportFailure(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure.
        """, file, line)
    }
    return actual
  }

  /// Under `.off(showSkippedAssertions: true)`, prints the received actions a non-exhaustive
  /// store skipped, as TCA's "Skipped assertions." notes (expected issues: they do not fail).
  private func noteSkipped(_ actions: [Action], file: StaticString, line: UInt) {
    guard exhaustivity == .off(showSkippedAssertions: true), !actions.isEmpty else { return }
    let count =
      actions.count == 1 ? "1 received action was" : "\(actions.count) received actions were"
    let dumps = actions.map { customDump($0) }.joined(separator: "\n")
    print("\(file):\(line): Skipped assertions.\n\n\(count) skipped.\n\n\(dumps)")
  }

  private func reportUnhandled(file: StaticString, line: UInt) {
    reportFailure(TestStoreMessages.unhandled(received.map(\.action)), file, line)
  }
}

/// The effects of one `send` of a ``TestStore``, as TCA's `TestStoreTask`.
@MainActor
public struct TestStoreTask: Sendable {
  let task: StoreTask
  let timeout: Duration
  let reportFailure: TestFailureReporter

  /// Cancels the send's effects that are still running.
  public func cancel() async {
    task.cancel()
    await task.finish(timeout: timeout)
  }

  /// Waits (up to `timeout`) for the send's effects to finish.
  public func finish(
    timeout: Duration? = nil, file: StaticString = #filePath, line: UInt = #line
  ) async {
    let timeout = timeout ?? self.timeout
    if !(await task.finish(timeout: timeout)) {
      reportFailure(
        "Expected effects to finish, but there are still effects in-flight after \(TestFailure.seconds(timeout)).",
        file, line)
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
