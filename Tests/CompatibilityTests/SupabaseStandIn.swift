import Composable
import Foundation

// Stand-in for supabase-swift, which cannot be fetched here: the seed's global `client` with the
// two calls its `Session` reducer makes (`client.auth.signIn(email:password:)` and
// `client.auth.session`). It knows one account and records each sign-in, so tests can see what
// the reducer's effect did.
let client = SupabaseClient(
  supabaseURL: URL(string: "...")!,
  supabaseKey: "...")

struct SupabaseClient: Sendable {
  let auth = AuthStandIn()

  init(supabaseURL: URL, supabaseKey: String) {}
}

struct AuthSession: Sendable, CustomStringConvertible {
  let email: String
  var description: String { "AuthSession(email: \(email))" }
}

struct InvalidCredentials: Error {}

final class AuthStandIn: Sendable {
  static let account = (email: "blob@example.com", password: "secret")

  private let state = Locked<(attempts: [String], session: AuthSession?)>(([], nil))

  /// The emails each sign-in was tried with, oldest first.
  var attempts: [String] { state.withLock { $0.attempts } }

  func signIn(email: String, password: String) async throws {
    // A real sign-in goes over the network: suspend, as it would.
    await Task.yield()
    let accepted = email == Self.account.email && password == Self.account.password
    state.withLock {
      $0.attempts.append(email)
      $0.session = accepted ? AuthSession(email: email) : nil
    }
    if !accepted { throw InvalidCredentials() }
  }

  var session: AuthSession {
    get async throws {
      guard let session = state.withLock({ $0.session }) else { throw InvalidCredentials() }
      return session
    }
  }
}
