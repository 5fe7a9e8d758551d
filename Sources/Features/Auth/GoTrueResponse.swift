import Composable
import Foundation

/// Reads GoTrue's answers: the session of a successful sign-in, and every error envelope.
enum GoTrueResponse {
  /// The session in a 2xx body; an ``AuthError/Kind/invalidResponse`` when it is not one.
  static func session(from data: Data) throws(AuthError) -> AuthSession {
    let invalid = AuthError(.invalidResponse, "The auth server's answer could not be read")
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let accessToken = object["access_token"] as? String,
      let refreshToken = object["refresh_token"] as? String,
      let expiresIn = integer(object["expires_in"]),
      let expiresAt = integer(object["expires_at"]),
      let user = object["user"] as? [String: Any],
      let idText = user["id"] as? String, let id = UUID(uuidString: idText)
    else { throw invalid }
    for key in ["created_at", "updated_at", "last_sign_in_at", "email_confirmed_at"] {
      if let text = user[key] as? String, GoTrueDate.parse(text) == nil { throw invalid }
    }
    return AuthSession(
      accessToken: Redacted(accessToken), tokenType: object["token_type"] as? String ?? "bearer",
      expiresIn: expiresIn, expiresAt: Date(timeIntervalSince1970: TimeInterval(expiresAt)),
      refreshToken: Redacted(refreshToken),
      user: AuthUser(id: id, email: (user["email"] as? String).flatMap { $0.isEmpty ? nil : $0 }))
  }

  /// The error a non-2xx answer stands for. Understands the three GoTrue envelopes —
  /// `{code: "…", message}` (API version 2024-01-01), `{code: <int>, error_code, msg}` (without
  /// it) and OAuth's `{error, error_description}` (servers before v2.159) — and the gateway's
  /// `{message, hint}` for a missing or wrong key; anything else is described by its status alone.
  /// `headers` are the answer's, names lowercased (``HTTPExchange``).
  static func error(status: Int, body: Data, headers: [String: String]) -> AuthError {
    let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    let message = ["msg", "message", "error_description"].lazy.compactMap { object[$0] as? String }
      .first { !$0.isEmpty }
    let code =
      (object["code"] as? String) ?? (object["error_code"] as? String)
      ?? headers["x-sb-error-code"]
      ?? oauthCode(error: object["error"] as? String, description: message)
    switch status {
    case 401 where object["hint"] != nil || code == nil:
      let reason = message ?? "the request was not authorised"
      return AuthError(
        .configuration,
        "The auth server refused the app's API key (\(reason)): check SUPABASE_ANON_KEY",
        status: status, code: code)
    case 404 where code == nil || code == "not_found":
      // GoTrue answers a password grant with 400s; a 404 is a path with no endpoint behind it.
      return AuthError(
        .configuration,
        "The auth server answered HTTP 404 (no such endpoint): SUPABASE_URL should be the project's URL, such as https://abc.supabase.co",
        status: status)
    case 429:
      return AuthError(
        .rateLimited, "Too many sign-in attempts: wait a moment and try again", status: status,
        code: code)
    case 500...:
      let detail = message.map { ": \($0)" } ?? ""
      return AuthError(
        .server, "The auth server failed (HTTP \(status))\(detail)", status: status, code: code)
    default:
      guard let message else {
        return AuthError(
          .invalidResponse, "The auth server answered HTTP \(status) with a body it could not read",
          status: status, code: code)
      }
      let isCredentials = code == "invalid_credentials"
      return AuthError(
        isCredentials ? .invalidCredentials : .rejected, message, status: status, code: code)
    }
  }

  /// The code a newer server gives for what an OAuth-envelope server said. Those servers sent
  /// `invalid_grant` for every refusal of a password grant, told apart only by their fixed
  /// descriptions (GoTrue's own messages), so the description decides; an unknown one keeps
  /// OAuth's `error`.
  static func oauthCode(error: String?, description: String?) -> String? {
    guard let error else { return nil }
    guard error == "invalid_grant" || error == "invalid_request", let description else {
      return error
    }
    if description.hasPrefix("captcha protection") { return "captcha_failed" }
    return oauthDescriptions[description] ?? error
  }

  private static let oauthDescriptions = [
    "Invalid login credentials": "invalid_credentials",
    "Email not confirmed": "email_not_confirmed",
    "User is banned": "user_banned",
    "Email logins are disabled": "email_provider_disabled",
    "missing email or phone": "validation_failed",
    "Only an email address or phone number should be provided on login.": "validation_failed",
    "Request rate limit reached": "over_request_rate_limit",
  ]

  private static func integer(_ value: Any?) -> Int? {
    if let value = value as? Int { return value }
    if let value = value as? Double, value == value.rounded() { return Int(value) }
    return nil
  }
}

/// GoTrue's timestamps: RFC 3339 in UTC with 0 to 9 fractional digits
/// (`2022-11-25T00:00:00Z`, `2022-03-30T10:33:41.018575157Z`).
enum GoTrueDate {
  static func parse(_ text: String) -> Date? {
    var whole = text
    var fraction = 0.0
    if let dot = text.firstIndex(of: ".") {
      let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, digits.count <= 9 else { return nil }
      fraction = Double("0." + digits)!
      whole = String(text[..<dot]) + String(text[digits.endIndex...])
    }
    return ISO8601Date.parse(whole).map { $0.addingTimeInterval(fraction) }
  }
}
