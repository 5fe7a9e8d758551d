import Composable
import ComposableTesting
import Features
import Foundation
import Synchronization
import XCTest

@MainActor
final class LoginTests: XCTestCase {
  let session = AuthSession(
    accessToken: "access", expiresIn: 3600, expiresAt: Date(timeIntervalSince1970: 3600),
    refreshToken: "refresh",
    user: AuthUser(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, email: "blob@example.com"))

  func testSuccessfulLogin() async {
    let session = self.session
    let store = TestStore(initialState: Login.State(), reducer: Login()) {
      $0.authClient.signIn = { email, password in
        XCTAssertEqual(email, "blob@example.com")
        XCTAssertEqual(password.value, "hunter2")
        return session
      }
    }
    await store.send(.setName("blob@example.com")) { $0.name = "blob@example.com" }
    await store.send(.setPassword("hunter2")) { $0.password = "hunter2" }
    await store.send(.login) { $0.isLoading = true }
    await store.receive(.loginResponse(.success(session))) { $0.session = session }
    await store.receive(.stopLoading) { $0.isLoading = false }
  }

  func testWrongPasswordShowsTheServersReason() async {
    let failure = AuthError(
      .invalidCredentials, "Invalid login credentials", status: 400, code: "invalid_credentials")
    let store = TestStore(
      initialState: Login.State(name: "blob@example.com", password: "wrong"), reducer: Login()
    ) {
      $0.authClient.signIn = { _, _ in throw failure }
    }
    await store.send(.login) { $0.isLoading = true }
    await store.receive(.loginResponse(.failure(failure))) {
      $0.alert = AlertState {
        TextState("Login failed")
      } actions: {
        ButtonState(role: .cancel) { TextState("OK") }
      } message: {
        TextState("Invalid login credentials")
      }
    }
    await store.receive(.stopLoading) { $0.isLoading = false }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  func testEmptyFieldsKeepTheButtonDisabled() async {
    // The auth client is the unimplemented test value: touching it would fail this test.
    let store = TestStore(initialState: Login.State(), reducer: Login())
    XCTAssertTrue(store.state.isLoginButtonDisabled)
    await store.send(.login)
    await store.send(.setName("blob@example.com")) { $0.name = "blob@example.com" }
    XCTAssertTrue(store.state.isLoginButtonDisabled)
    await store.send(.login)
    await store.send(.setPassword("hunter2")) { $0.password = "hunter2" }
    XCTAssertFalse(store.state.isLoginButtonDisabled)
  }

  func testUnimplementedAuthClientFailsTheTestWithItsName() async {
    let messages = Mutex<[String]>([])
    let store = TestStore(
      initialState: Login.State(name: "blob@example.com", password: "hunter2"), reducer: Login(),
      reportFailure: { message, _, _ in messages.withLock { $0.append(message) } })
    store.exhaustivity = .off
    await store.send(.login)
    await store.finish()
    XCTAssertEqual(messages.withLock { $0 }, ["Unimplemented: 'AuthClient.signIn'"])
  }

  func testLocalAccountsSignInTheDemoAccountOnly() async throws {
    let accounts = LocalAccountStore()
    let session = try withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    } operation: {
      try accounts.signIn(
        email: "Demo@Example.com", password: Redacted(LocalAccountStore.demoPassword))
    }
    XCTAssertEqual(session.user.email, "demo@example.com")
    XCTAssertEqual(session.expiresAt, Date(timeIntervalSince1970: 3600))
    XCTAssertThrowsError(try accounts.signIn(email: "demo@example.com", password: "nope")) {
      XCTAssertEqual(($0 as? AuthError)?.message, "Invalid login credentials")
    }
    XCTAssertThrowsError(try accounts.signIn(email: "nobody@example.com", password: "nope")) {
      XCTAssertEqual(($0 as? AuthError)?.message, "Invalid login credentials")
    }
  }

  func testPasswordAndTokensNeverPrint() async {
    let state = Login.State(name: "blob@example.com", password: "hunter2", session: session)
    let text = customDump(state) + customDump(Login.Action.setPassword("hunter2"))
    XCTAssertFalse(text.contains("hunter2"))
    XCTAssertFalse(text.contains("access"))
    XCTAssertFalse(text.contains("refresh"))
    XCTAssertTrue(text.contains("password: \"••••\""))
    XCTAssertTrue(text.contains("Login.Action.setPassword(\"••••\")"))
  }
}
