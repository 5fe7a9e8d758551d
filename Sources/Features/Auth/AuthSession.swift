import Composable
import Foundation

/// A signed-in session, as Supabase Auth (GoTrue) returns it from
/// `POST /auth/v1/token?grant_type=password`. Its tokens are kept (signing out needs the access
/// token) but never shown: a dump prints the user and the expiry only.
public struct AuthSession: Equatable, Sendable {
  public var accessToken: Redacted<String>
  /// `bearer`.
  public var tokenType: String
  /// Seconds the access token lives (GoTrue's default is 3600).
  public var expiresIn: Int
  /// When the access token expires.
  public var expiresAt: Date
  public var refreshToken: Redacted<String>
  public var user: AuthUser

  public init(
    accessToken: Redacted<String>, tokenType: String = "bearer", expiresIn: Int, expiresAt: Date,
    refreshToken: Redacted<String>, user: AuthUser
  ) {
    self.accessToken = accessToken
    self.tokenType = tokenType
    self.expiresIn = expiresIn
    self.expiresAt = expiresAt
    self.refreshToken = refreshToken
    self.user = user
  }
}

extension AuthSession: CustomDumpReflectable {
  /// `AuthSession(user: AuthUser(...), expiresAt: Date(...))`: tokens never appear.
  public var customDumpMirror: Mirror {
    Mirror(self, children: ["user": user, "expiresAt": expiresAt], displayStyle: .struct)
  }
}

/// The signed-in user: GoTrue's `user` object, reduced to what the screen shows.
public struct AuthUser: Equatable, Sendable {
  public var id: UUID
  /// The email signed in with (GoTrue omits it for phone users).
  public var email: String?

  public init(id: UUID, email: String?) {
    self.id = id
    self.email = email
  }
}
