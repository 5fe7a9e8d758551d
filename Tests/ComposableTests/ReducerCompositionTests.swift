import Composable
import XCTest

private struct ScopeParent: Reducer {
  struct State: Equatable {
    var child = ScopeChild.State()
    var log: [String] = []
  }
  enum Action: Equatable, Sendable {
    case child(ScopeChild.Action)
    case other
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.childCase) {
      ScopeChild()
    }
    Reduce { state, action in
      state.log.append("parent saw count \(state.child.count)")
      return .none
    }
  }
}

private struct ScopeChild: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case increment, echo }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .echo:
      return .send(.increment)
    }
  }
}

extension ScopeParent.Action {
  fileprivate static let childCase = CasePath<Self, ScopeChild.Action>(
    embed: { .child($0) },
    extract: {
      if case .child(let action) = $0 { return action }
      return nil
    })
}

@MainActor
final class ReducerCompositionTests: XCTestCase {
  func testScopeRunsTheChildFirstOnItsStateThenTheParent() async {
    let store = Store(initialState: ScopeParent.State(), reducer: ScopeParent())
    store.send(.child(.increment))
    XCTAssertEqual(store.state.child.count, 1)
    XCTAssertEqual(
      store.state.log, ["parent saw count 1"], "the scoped child ran before the parent")
  }

  func testScopeIgnoresOtherActions() async {
    let store = Store(initialState: ScopeParent.State(), reducer: ScopeParent())
    store.send(.other)
    XCTAssertEqual(store.state.child.count, 0)
    XCTAssertEqual(store.state.log.count, 1)
  }

  func testScopeMapsChildEffectsIntoParentActions() async {
    let store = Store(initialState: ScopeParent.State(), reducer: ScopeParent())
    var received: [ScopeParent.Action] = []
    store.observer = { received.append($0.action) }
    store.send(.child(.echo))
    XCTAssertEqual(received, [.child(.echo), .child(.increment)])
    XCTAssertEqual(store.state.child.count, 1)
  }

  func testCombineReducersRunsInOrderOnTheSameState() async {
    let reducer = CombineReducers<[Int], Int> {
      Reduce { state, action in
        state.append(action)
        return .none
      }
      Reduce { state, action in
        state.append(state.count * 10)
        return .none
      }
    }
    var state: [Int] = []
    _ = reducer.reduce(into: &state, action: 7)
    XCTAssertEqual(state, [7, 10])
  }
}
