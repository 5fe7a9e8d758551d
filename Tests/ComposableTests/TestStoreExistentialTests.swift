import Composable
import ComposableTesting
import XCTest

/// A test store's failure messages for a feature whose state and actions hold `any Error`
/// (issue 21: `TestStore.receive` crashed in its diff, where a failure was due).
@MainActor
final class TestStoreExistentialTests: XCTestCase {
  struct OfflineError: Error, Equatable {
    var message: String
  }

  struct Search: Reducer {
    struct State: Equatable {
      var results: [Int] = []
      var failure: Result<Int, any Error>?

      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.results == rhs.results && (lhs.failure == nil) == (rhs.failure == nil)
      }
    }
    enum Action: Equatable {
      case search
      case response(TaskResult<Int>)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .search:
        return .run { send in
          await send(
            .response(await TaskResult { throw OfflineError(message: "search is offline") }))
        }
      case .response(.failure(let error)):
        state.failure = .failure(error)
        return .none
      case .response(.success(let value)):
        state.results.append(value)
        return .none
      }
    }
  }

  func testAWrongAssertionOnAFailureIsAFailureWithItsDiff() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Search.State(), reducer: Search(), reportFailure: failures.reporter)
    await store.send(.search)
    await store.receive(.response(.failure(OfflineError(message: "search is offline")))) {
      $0.results = [1]
      $0.failure = .success(1)
    }
    XCTAssertEqual(failures.messages.count, 1, failures.messages.joined(separator: "\n"))
    // TCA's message: the proportional diff, four spaces in, `−` expected, `+` actual and a
    // figure space before unchanged lines; the error as custom-dump prints it.
    let unchanged = "    \u{2007} "
    XCTAssertEqual(
      failures.messages.first,
      """
      A state change does not match expectation.

      \(unchanged)TestStoreExistentialTests.Search.State(
      \(unchanged)  results: [
          \u{2212}     [0]: 1
      \(unchanged)  ],
          \u{2212}   failure: .success(1)
          +   failure: .failure(
          +     TestStoreExistentialTests.OfflineError(message: "search is offline")
          +   )
      \(unchanged))

      (Expected: \u{2212}, Actual: +)
      """)
  }
}
