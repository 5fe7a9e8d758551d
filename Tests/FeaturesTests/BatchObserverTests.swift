import Composable
import ShellHosting
import XCTest

/// A feature whose one action sends another in the same batch (`.send`), for when a host's
/// observer hears of processed actions.
private struct Chained: Reducer {
  struct State: Equatable { var steps: [String] = [] }
  enum Action: Equatable, Sendable { case first, second }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.steps.append("\(action)")
    return action == .first ? .send(.second) : .none
  }
}

@MainActor
final class BatchObserverTests: XCTestCase {
  /// A host's observer runs once the batch is drained, not from inside the store's processing:
  /// for the first action of a two-action batch it already sees the store at rest (the renderer
  /// reads `presented` and the state there).
  func testTheObserverHearsOfEachActionAfterItsBatch() async throws {
    let feature = Feature(Chained(), name: "chained", initialState: Chained.State())
    let host = feature.makeHost()
    var seen: [(action: String, stepsWhenHeard: Int)] = []
    host.observer = { event, _ in
      seen.append(("\(event.action)", (host.state as! Chained.State).steps.count))
    }
    _ = try host.send(caseAt: [host.actions.firstIndex { $0.name == "first" }!], values: [])
    XCTAssertEqual(seen.map(\.action), ["first", "second"])
    XCTAssertEqual(seen.map(\.stepsWhenHeard), [2, 2])
  }
}
