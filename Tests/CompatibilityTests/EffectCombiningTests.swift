import Composable
import ComposableTesting
import XCTest

/// A log that effects append to, to see the order they send in.
private struct Journal: Reducer {
  struct State: Equatable {
    var entries: [String] = []
    var level = 0
    var levelChanges = 0
  }

  enum Action: Equatable {
    case write(String)
    case mergeWithTapped
    case concatenateWithTapped
    case mergeSequenceTapped
    case setLevel(Int)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .write(let entry):
        state.entries.append(entry)
        return .none
      case .mergeWithTapped:
        return Effect.send(.write("a")).merge(with: .send(.write("b")))
      case .concatenateWithTapped:
        return Effect.run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.write("slow"))
        }
        .concatenate(with: .send(.write("after")))
      case .mergeSequenceTapped:
        return .merge((1...3).map { Effect.send(.write("\($0)")) })
      case .setLevel(let level):
        state.level = level
        return .none
      }
    }
    // Levels within 10 of each other count as the same.
    .onChange(of: \.level, removeDuplicates: { abs($0 - $1) < 10 }) { _, _ in
      Reduce { state, _ in
        state.levelChanges += 1
        return .none
      }
    }
  }
}

@MainActor
final class EffectCombiningTests: XCTestCase {
  func testMergeWith() async {
    let store = TestStore(initialState: Journal.State()) { Journal() }
    await store.send(.mergeWithTapped)
    await store.receive(.write("a")) { $0.entries = ["a"] }
    await store.receive(.write("b")) { $0.entries = ["a", "b"] }
  }

  func testConcatenateWithWaitsForTheFirstEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.concatenateWithTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.write("slow")) { $0.entries = ["slow"] }
    await store.receive(.write("after")) { $0.entries = ["slow", "after"] }
  }

  func testMergeOverASequence() async {
    let store = TestStore(initialState: Journal.State()) { Journal() }
    await store.send(.mergeSequenceTapped)
    await store.receive(.write("1")) { $0.entries = ["1"] }
    await store.receive(.write("2")) { $0.entries = ["1", "2"] }
    await store.receive(.write("3")) { $0.entries = ["1", "2", "3"] }
  }

  func testOnChangeWithRemoveDuplicates() async {
    let store = TestStore(initialState: Journal.State()) { Journal() }
    await store.send(.setLevel(5)) { $0.level = 5 }
    await store.send(.setLevel(20)) {
      $0.level = 20
      $0.levelChanges = 1
    }
  }
}
