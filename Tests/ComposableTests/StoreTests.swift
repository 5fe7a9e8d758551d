import Composable
import XCTest

/// A reducer that records the order actions reach it, with effects chosen per action.
private struct Recorder: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case start, fanOut, a, b, c, d
    case runTwo, runSlowThenFast, slow, fast
    case startLong, stopLong, tick
    case sendThenRun
  }
  enum CancelID { case long }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append("\(action)")
    switch action {
    case .fanOut:
      return .merge(.send(.a), .send(.b))
    case .a:
      return .send(.c)
    case .b:
      return .send(.d)
    case .runTwo:
      return .run { send in
        await send(.a)
        await send(.b)
      }
    case .runSlowThenFast:
      return .concatenate(
        .run { send in
          try await Task.sleep(nanoseconds: 30_000_000)
          await send(.slow)
        },
        .run { send in await send(.fast) }
      )
    case .startLong:
      return .run { send in
        while true {
          try await Task.sleep(nanoseconds: 5_000_000)
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.long)
    case .stopLong:
      return .cancel(id: CancelID.long)
    case .sendThenRun:
      return .concatenate(.send(.a), .run { send in await send(.d) })
    default:
      return .none
    }
  }
}

@MainActor
final class StoreTests: XCTestCase {
  func testSentActionChangesState() async {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    store.send(.start)
    XCTAssertEqual(store.state.log, ["start"])
  }

  func testSendEffectsJoinTheBatchBreadthFirst() async {
    // TCA's RootCore drains a FIFO buffer: fanOut's two sends come before what they send.
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let task = store.send(.fanOut)
    XCTAssertEqual(store.state.log, ["fanOut", "a", "b", "c", "d"])
    XCTAssertTrue(task.hasNoEffects)
  }

  func testObserverSeesOriginsAndStates() async {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    var events: [(Recorder.Action, ActionOrigin, Int, Int)] = []
    store.observer = {
      events.append(($0.action, $0.origin, $0.stateBefore.log.count, $0.stateAfter.log.count))
    }
    store.send(.a)
    XCTAssertEqual(events.map(\.0), [.a, .c])
    XCTAssertEqual(events.map(\.1), [.sent, .received])
    XCTAssertEqual(events.map(\.2), [0, 1])
    XCTAssertEqual(events.map(\.3), [1, 2])
  }

  func testRunEffectActionsArriveLaterInOrder() async {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let task = store.send(.runTwo)
    XCTAssertEqual(store.state.log, ["runTwo"], "a .run effect's actions arrive after send returns")
    await task.finish()
    // Each `await send` is its own batch: `a` and the `.send(.c)` it returns finish before `b`.
    XCTAssertEqual(store.state.log, ["runTwo", "a", "c", "b", "d"])
    XCTAssertFalse(store.hasEffectsInFlight)
  }

  func testConcatenateRunsOneAfterAnother() async {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    await store.send(.runSlowThenFast).finish()
    XCTAssertEqual(store.state.log, ["runSlowThenFast", "slow", "fast"])
  }

  func testConcatenateDeliversLeadingSendsAtOnce() async {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let task = store.send(.sendThenRun)
    XCTAssertEqual(store.state.log, ["sendThenRun", "a", "c"])
    await task.finish()
    XCTAssertEqual(store.state.log, ["sendThenRun", "a", "c", "d"])
  }

  func testMergeOfRunsDeliversAll() async {
    let store = Store(
      initialState: Recorder.State(),
      reducer: Reduce<Recorder.State, Recorder.Action> { state, action in
        state.log.append("\(action)")
        guard action == .start else { return .none }
        return .merge(
          .run { send in await send(.a) },
          .run { send in await send(.b) }
        )
      })
    await store.send(.start).finish()
    XCTAssertEqual(store.state.log.sorted(), ["a", "b", "start"])
  }

  func testCancelStopsALongRunningEffect() async throws {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let task = store.send(.startLong)
    XCTAssertTrue(store.hasEffectsInFlight)
    try await Task.sleep(nanoseconds: 30_000_000)
    store.send(.stopLong)
    await task.finish()
    XCTAssertFalse(store.hasEffectsInFlight)
    let ticks = store.state.log.filter { $0 == "tick" }.count
    XCTAssertGreaterThan(ticks, 0)
    try await Task.sleep(nanoseconds: 30_000_000)
    XCTAssertEqual(store.state.log.filter { $0 == "tick" }.count, ticks, "no tick after cancel")
    XCTAssertEqual(store.state.log.last, "stopLong")
  }

  func testCancellingTheStoreTaskStopsItsEffects() async {
    let store = Store(initialState: Recorder.State(), reducer: Recorder())
    let task = store.send(.startLong)
    task.cancel()
    await task.finish()
    XCTAssertFalse(store.hasEffectsInFlight)
  }
}
