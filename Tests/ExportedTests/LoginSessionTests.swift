// Exported by tca-shell 0.1.0 (save --swift): a session of login as a TestStore test.
// Dependencies: date 2026-01-01T00:00:00Z, uuid incrementing; the others are live, as in the shell.
// Structs are built with their memberwise initializers: AuthUser(id:email:).
// One whose own init hides its memberwise one (tca-shell cannot see initializers) needs its calls changed here.
// Secrets are not exported. Define them before running this test, e.g. in another file:
//
//   enum LoginSessionTestsSecrets {
//     static let secret1: String = "…"  // sent with 'send setPassword'
//     static let secret2: String = "…"  // sent with 'send setPassword'
//   }
import Composable
import ComposableTesting
@testable import Features
import Foundation
import XCTest

@MainActor
final class LoginSessionTests: XCTestCase {
  func testLogin() async {
    let store = TestStore(
      initialState: allFeatures.initialState(of: "login", as: Login.State.self),
      reducer: Login(),
      withDependencies: {
        $0.context = .live
        $0.date = .constant(Date(timeIntervalSince1970: 1767225600.0))
        $0.uuid = .incrementing
      }
    )
    await store.send(.login)
    await store.send(.setName("demo@example.com")) {
      $0.name = "demo@example.com"
    }
    await store.send(.setPassword(Redacted(LoginSessionTestsSecrets.secret1))) {
      $0.password = Redacted(LoginSessionTestsSecrets.secret1)
    }
    await store.send(.login) {
      $0.isLoading = true
    }
    await store.receive({ if case .loginResponse(.failure(_)) = $0 { true } else { false } }) {
      $0.alert = AlertState {
        TextState("Login failed")
      } actions: {
        ButtonState(role: .cancel) {
          TextState("OK")
        }
      } message: {
        TextState("Invalid login credentials")
      }
    }
    await store.receive(.stopLoading) {
      $0.isLoading = false
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.send(.setPassword(Redacted(LoginSessionTestsSecrets.secret2))) {
      $0.password = Redacted(LoginSessionTestsSecrets.secret2)
    }
    await store.send(.login) {
      $0.isLoading = true
    }
    store.exhaustivity = .off
    await store.receive({ if case .loginResponse(.success(_)) = $0 { true } else { false } }) {
      $0.session?.tokenType = "bearer"
      $0.session?.expiresIn = 3600
      $0.session?.expiresAt = Date(timeIntervalSince1970: 1767229200.0)
      $0.session?.user = AuthUser(id: UUID(uuidString: "D3A0D3A0-0000-4000-8000-000000000001")!, email: "demo@example.com")
    }
    store.exhaustivity = .on
    await store.receive(.stopLoading) {
      $0.isLoading = false
    }
    await store.send(.logout) {
      $0.session = nil
    }
  }
}
