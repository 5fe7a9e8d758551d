/// Why signing in (or out) failed, with one message fit to show the user.
///
/// Every error shape a Supabase Auth server (or what stands in front of it) answers with maps to
/// one of these; the message never contains a password, a token or a key.
public struct AuthError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Kind: Equatable, Sendable {
    /// Wrong email or password (GoTrue answers the same for both).
    case invalidCredentials
    /// The server refused the request for another reason it named (unconfirmed email, banned
    /// user, validation).
    case rejected
    /// Too many attempts (HTTP 429); not retried.
    case rateLimited
    /// The app is misconfigured: the gateway refused the API key (HTTP 401), or the URL or key
    /// given is unusable.
    case configuration
    /// The server failed (HTTP 5xx).
    case server
    /// The answer could not be read.
    case invalidResponse
    /// No answer within the timeout.
    case timeout
    /// The server could not be reached.
    case unreachable
  }

  public var kind: Kind
  /// What the user is told, e.g. "Invalid login credentials".
  public var message: String
  /// The HTTP status, when there was a response.
  public var status: Int?
  /// The server's error code (`invalid_credentials`), when it gave one.
  public var code: String?

  public init(_ kind: Kind, _ message: String, status: Int? = nil, code: String? = nil) {
    self.kind = kind
    self.message = message
    self.status = status
    self.code = code
  }

  public var description: String { message }
}
