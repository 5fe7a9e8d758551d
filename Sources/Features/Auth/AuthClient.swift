import AuthTransport
import Composable
import Foundation

/// Signs users in and out: the `login` feature's dependency (`@Dependency(\.authClient)`).
///
/// - live: Supabase Auth over HTTP when `SUPABASE_URL` and `SUPABASE_ANON_KEY` are set (see
///   ``SupabaseConfiguration``), else the local demo accounts;
/// - preview: the local demo accounts (``LocalAccountStore``);
/// - test: unimplemented: a test that signs in without overriding it fails, naming
///   `AuthClient.signIn`.
public struct AuthClient: Sendable {
  /// Signs in with an email and password; throws ``AuthError``.
  public var signIn:
    @Sendable (_ email: String, _ password: Redacted<String>) async throws -> AuthSession
  /// Ends the session on the server.
  public var signOut: @Sendable (_ session: AuthSession) async throws -> Void

  public init(
    signIn: @escaping @Sendable (String, Redacted<String>) async throws -> AuthSession,
    signOut: @escaping @Sendable (AuthSession) async throws -> Void
  ) {
    self.signIn = signIn
    self.signOut = signOut
  }

  /// Supabase Auth at `configuration`, over `exchange` (URLSession in the shell: the
  /// `URLSessionTransport` library, which ``fromEnvironment()`` opens).
  public static func supabase(
    _ configuration: SupabaseConfiguration, exchange: @escaping HTTPExchange
  ) -> Self {
    let client = GoTrueClient(configuration: configuration, exchange: exchange)
    return Self(
      signIn: { try await client.signIn(email: $0, password: $1) },
      signOut: { try await client.signOut($0) })
  }

  /// Accounts in `store`, with no network.
  public static func local(_ store: LocalAccountStore) -> Self {
    Self(
      signIn: { email, password in try store.signIn(email: email, password: password) },
      signOut: { _ in })
  }

  /// Fails every call with `error` (a configuration that cannot work).
  public static func failing(_ error: AuthError) -> Self {
    Self(signIn: { _, _ in throw error }, signOut: { _ in throw error })
  }

  /// What the process's environment configures, and one line saying which it is (the shell's
  /// banner). Reads only the variables it needs: `ProcessInfo`'s whole environment dictionary
  /// was a twentieth of the shell's start-up. Supabase's transport library is opened only when
  /// Supabase is configured; a missing library is a ``AuthError/Kind/configuration`` error.
  public static func fromEnvironment() throws(AuthError) -> (
    client: AuthClient, description: String
  ) {
    try fromEnvironment(variable: { getenv($0).map { String(cString: $0) } })
  }

  /// What `environment` configures, as ``fromEnvironment()`` reads it from the process.
  public static func fromEnvironment(
    _ environment: [String: String]
  ) throws(AuthError) -> (client: AuthClient, description: String) {
    try fromEnvironment(variable: { environment[$0] })
  }

  private static func fromEnvironment(
    variable: (String) -> String?
  ) throws(AuthError) -> (client: AuthClient, description: String) {
    if let configuration = try SupabaseConfiguration.fromEnvironment(variable: variable) {
      return (
        .supabase(configuration, exchange: try HTTPTransportLoader.exchange()),
        "Supabase Auth at \(configuration.url.absoluteString)"
      )
    }
    return (
      .local(LocalAccountStore()),
      "local demo accounts (\(LocalAccountStore.demoEmail) / \(LocalAccountStore.demoPassword)); set SUPABASE_URL and SUPABASE_ANON_KEY for Supabase"
    )
  }
}

extension AuthClient: DependencyKey {
  public static let liveValue: AuthClient = {
    do throws(AuthError) {
      return try fromEnvironment().client
    } catch {
      return .failing(error)
    }
  }()

  public static let previewValue = AuthClient.local(LocalAccountStore())

  public static let testValue = AuthClient(
    signIn: { _, _ in
      reportUnimplemented("AuthClient.signIn")
      throw UnimplementedFailure("AuthClient.signIn")
    },
    signOut: { _ in
      reportUnimplemented("AuthClient.signOut")
      throw UnimplementedFailure("AuthClient.signOut")
    })
}

extension DependencyValues {
  /// Signs users in and out (see ``AuthClient``).
  public var authClient: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
}
