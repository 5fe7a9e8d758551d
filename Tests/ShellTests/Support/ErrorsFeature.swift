import Composable
import Foundation

// A contacts feature whose actions and state hold errors: an enum error in slots typed as the
// enum (`ContactError?`) and in slots typed as an existential (`any Error`, `[any Error]`, a
// `TaskResult` or `Result<_, any Error>` failure). `ErrorLiteralTests` reads values of each
// at the shell and type-checks an export of a session against this file, so it imports only
// Composable and Foundation.

enum ContactError: Error, Equatable, Sendable {
  case network(code: Int)
  case notFound
  case server(String, retry: Bool)
}

/// Another error with a case of the same name, for a qualifier naming the wrong type.
enum OtherError: Error, Equatable, Sendable {
  case notFound
}

struct QuotaFailure: Error, Equatable, Sendable {
  var limit: Int
}

struct Contact: Codable, Equatable, Identifiable, Sendable {
  var id: UUID
  var name: String
}

struct ErrorContacts: Reducer {
  struct State: Equatable, Sendable {
    var query = ""
    var contacts: [Contact] = []
    var anyError: (any Error)?
    var errors: [any Error] = []
    var enumError: ContactError?
    var count = 0

    // Errors are not Equatable: compared as they print, enough for a test store.
    static func == (lhs: Self, rhs: Self) -> Bool {
      String(describing: lhs) == String(describing: rhs)
    }
  }

  enum Action: Equatable, Sendable {
    case setQuery(String)
    case searchTapped
    case searchResponse(TaskResult<[Contact]>)
    case countTapped
    case countResponse(Result<Int, any Error>)
    case enumFailed(ContactError)
    case anyFailed(any Error)
    case loadTapped
    case loaded(Contact)
    case failTapped

    static func == (lhs: Self, rhs: Self) -> Bool {
      String(describing: lhs) == String(describing: rhs)
    }
  }

  static let zed = Contact(
    id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, name: "Zed")

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .setQuery(let query):
      state.query = query
      return .none
    case .searchTapped:
      let query = state.query
      return .run { send in
        switch query {
        case "enum": await send(.searchResponse(.failure(ContactError.network(code: 404))))
        case "quota": await send(.searchResponse(.failure(QuotaFailure(limit: 3))))
        default: await send(.searchResponse(.success([Self.zed])))
        }
      }
    case .searchResponse(.success(let contacts)):
      state.contacts = contacts
      return .none
    case .searchResponse(.failure(let error)):
      state.anyError = error
      state.errors.append(error)
      if let error = error as? ContactError { state.enumError = error }
      return .none
    case .countTapped:
      return .run { send in await send(.countResponse(.failure(ContactError.notFound))) }
    case .countResponse(.success(let count)):
      state.count = count
      return .none
    case .countResponse(.failure(let error)):
      state.anyError = error
      state.errors.append(error)
      return .none
    case .enumFailed(let error):
      state.enumError = error
      state.anyError = error
      return .none
    case .anyFailed(let error):
      state.anyError = error
      return .none
    case .loadTapped:
      return .run { send in await send(.loaded(Self.zed)) }
    case .failTapped:
      return .run { send in
        await send(.enumFailed(.server("srv", retry: false)))
        await send(.anyFailed(ContactError.notFound))
      }
    case .loaded(let contact):
      state.contacts.append(contact)
      return .none
    }
  }
}
