import Composable
import Foundation

/// Accounts kept in memory, for signing in with no server: the shell's auth when Supabase is not
/// configured, and previews. Answers as GoTrue does: the same "Invalid login credentials" for an
/// unknown email and a wrong password, and emails matched case-insensitively.
public final class LocalAccountStore: Sendable {
  /// The demo account every store starts with (named in the `login` feature's summary).
  public static let demoEmail = "demo@example.com"
  public static let demoPassword = "demo-password"
  static let demoUserID = UUID(uuidString: "D3A0D3A0-0000-4000-8000-000000000001")!

  private let accounts: Locked<[String: (password: String, id: UUID)]>

  public init() {
    accounts = Locked([Self.demoEmail: (Self.demoPassword, Self.demoUserID)])
  }

  /// Adds (or replaces) an account.
  public func add(email: String, password: String, id: UUID) {
    accounts.withLock { $0[email.lowercased()] = (password, id) }
  }

  /// A session for the account, expiring in an hour from `@Dependency(\.date)`, its tokens made
  /// by `@Dependency(\.uuid)` (so `--uuid incrementing` makes the whole session known).
  public func signIn(email: String, password: Redacted<String>) throws(AuthError) -> AuthSession {
    guard !email.isEmpty, !password.isEmpty else {
      throw AuthError(
        .rejected, "missing email or password", status: 400, code: "validation_failed")
    }
    guard let account = accounts.withLock({ $0[email.lowercased()] }),
      account.password == password.value
    else {
      throw AuthError(
        .invalidCredentials, "Invalid login credentials", status: 400, code: "invalid_credentials")
    }
    @Dependency(\.date) var date
    @Dependency(\.uuid) var uuid
    return AuthSession(
      accessToken: Redacted(uuid().uuidString), expiresIn: 3600,
      expiresAt: date.now.addingTimeInterval(3600), refreshToken: Redacted(uuid().uuidString),
      user: AuthUser(id: account.id, email: email.lowercased()))
  }
}
