import Composable
import ShellHosting
import XCTest

@testable import Shell

/// A feature whose actions and state hold errors as `any Error` (TaskResult, Result), as a
/// dependency client's failing search gives them: the shell prints them as swift-custom-dump
/// does, where it crashed with exit 139 reading the error's box as a struct (issue 21).
@MainActor
final class ExistentialRenderingTests: XCTestCase {
  struct SearchError: Error, Equatable {
    var message: String
  }
  struct CodedError: Error {
    var code: Int
    var message: String
  }

  struct Contacts: Reducer {
    struct State: Equatable {
      var lastError: String?
      var failures: [Result<Int, any Error>] = []

      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.lastError == rhs.lastError && lhs.failures.count == rhs.failures.count
      }
    }
    enum Action {
      case search
      case searchResponse(TaskResult<[String]>)
      case codedResponse(Result<Int, any Error>)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .search:
        return .run { send in
          await send(
            .searchResponse(
              await TaskResult { throw SearchError(message: "search is offline") }))
          await send(.codedResponse(.failure(CodedError(code: 7, message: "x"))))
        }
      case .searchResponse(.failure(let error)):
        state.lastError = "\(error)"
        return .none
      case .searchResponse(.success):
        return .none
      case .codedResponse(let result):
        state.failures.append(result)
        return .none
      }
    }
  }

  func testReceivedFailuresAndTheStateHoldingThemPrintAsCustomDump() async throws {
    let contacts = Feature(Contacts(), name: "contacts", initialState: Contacts.State())
    let run = try await runScript(
      "send search\nstate failures", features: [contacts], initial: "contacts")
    XCTAssertEqual(run.status, 0, run.errors)
    // The payloads as custom-dump nests them: a struct of one field on its own line under
    // `.failure(`, a struct of two fields one field a line; the state's array of results too.
    XCTAssertEqual(
      run.output,
      """
        ExistentialRenderingTests.Contacts.Action.search
        (No state changes)
      received action:
        ExistentialRenderingTests.Contacts.Action.searchResponse(
          .failure(
            ExistentialRenderingTests.SearchError(message: "search is offline")
          )
        )
        ExistentialRenderingTests.Contacts.State(
      -   lastError: nil,
      +   lastError: #"SearchError(message: "search is offline")"#,
          failures: []
        )
      received action:
        ExistentialRenderingTests.Contacts.Action.codedResponse(
          .failure(
            ExistentialRenderingTests.CodedError(
              code: 7,
              message: "x"
            )
          )
        )
        ExistentialRenderingTests.Contacts.State(
          lastError: #"SearchError(message: "search is offline")"#,
          failures: [
      +     [0]: .failure(
      +       ExistentialRenderingTests.CodedError(
      +         code: 7,
      +         message: "x"
      +       )
      +     )
          ]
        )
      [
        [0]: .failure(
          ExistentialRenderingTests.CodedError(
            code: 7,
            message: "x"
          )
        )
      ]

      """)
  }
}
