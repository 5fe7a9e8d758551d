import Composable
import Features
import Shell
import XCTest

@testable import ShellHosting

/// Time travel keeps each feature's states typed inside its host: the shell holds `StateEntry`
/// handles and asks the host to go back to one, and the host forgets what the log no longer
/// reaches.
@MainActor
final class HostStateLogTests: XCTestCase {
  private let counter = Feature(Counter(), name: "counter", initialState: Counter.State())

  func testTheHostRestoresTheStateKeptUnderAnEntryWithoutRunningTheReducer() async throws {
    let host = counter.makeHost()
    var heard: [(action: Counter.Action, entry: StateEntry)] = []
    host.observer = { event, entry in heard.append((event.action as! Counter.Action, entry)) }
    _ = try host.send(caseAt: [host.actions.firstIndex { $0.name == "increment" }!], values: [])
    _ = try host.send(caseAt: [host.actions.firstIndex { $0.name == "increment" }!], values: [])
    XCTAssertEqual(heard.map(\.action), [.increment, .increment])
    let first = heard[0].entry
    XCTAssertEqual(host.recordedState(first) as? Counter.State, Counter.State(count: 1))

    try host.restoreState(first)
    XCTAssertEqual(host.state as? Counter.State, Counter.State(count: 1))
    XCTAssertEqual(heard.count, 2, "restoring ran the reducer")

    host.forgetState(first)
    host.forgetState(.initial)
    XCTAssertNil(host.recordedState(first))
    XCTAssertThrowsError(try host.restoreState(first))
    try host.restoreState(.initial)
    XCTAssertEqual(host.state as? Counter.State, Counter.State(count: 0))
  }

  func testTheHostForgetsTheStatesTheBoundedLogDropsOrUndoes() async throws {
    var configuration = SessionConfiguration()
    configuration.logSize = 2
    let session = try Session(
      features: [counter], initial: "counter",
      renderer: TextRenderer(output: Output(result: { _ in }, error: { _ in })),
      configuration: configuration)
    for _ in 0..<5 { _ = await session.execute("send increment") }
    _ = await session.execute("undo")
    _ = await session.execute("send decrement")
    let host = try XCTUnwrap(session.host as? StoreHost<Counter.State, Counter.Action>)
    // The initial state, the base before the two kept entries, and those two (after #4 and
    // the decrement that replaced the undone #5): not the six states the actions made.
    XCTAssertEqual(host.states.count, 4)
    XCTAssertEqual(
      Set(host.states.values.map(\.count)), [0, 3, 4], "states kept: initial, #3, #4, #6 (3)")
    _ = await session.execute("reset")
    XCTAssertEqual(host.states.count, 1)
    XCTAssertEqual(host.state as? Counter.State, Counter.State(count: 0))
  }
}
