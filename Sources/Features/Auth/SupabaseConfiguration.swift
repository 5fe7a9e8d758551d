import Foundation

/// Where the live auth client signs in: a Supabase project's URL and its anon (or publishable)
/// key, from `SUPABASE_URL` and `SUPABASE_ANON_KEY`.
///
/// Refuses plain `http` except to a loopback host (a local GoTrue), and refuses a key that
/// bypasses row-level security (a `sb_secret_…` key, or a JWT whose role is `service_role`):
/// such a key must never ship in a client.
public struct SupabaseConfiguration: Equatable, Sendable {
  public var url: URL
  public var anonKey: String
  /// Seconds to wait for an answer; whole seconds, as Linux's URLSession honours only those.
  public var timeout: Int

  public init(url: URL, anonKey: String, timeout: Int = 10) throws(AuthError) {
    guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
      throw AuthError(
        .configuration, "SUPABASE_URL must be an absolute URL such as https://abc.supabase.co")
    }
    switch scheme {
    case "https": break
    case "http" where Self.isLoopback(host): break
    case "http":
      throw AuthError(
        .configuration,
        "SUPABASE_URL must use https (plain http is allowed only for localhost): got \(scheme)://\(host)"
      )
    default:
      throw AuthError(.configuration, "SUPABASE_URL must use https: got \(scheme)://\(host)")
    }
    let key = anonKey.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !key.isEmpty else {
      throw AuthError(.configuration, "SUPABASE_ANON_KEY is empty: give the project's anon key")
    }
    if key.hasPrefix("sb_secret_") || Self.jwtRole(key) == "service_role" {
      throw AuthError(
        .configuration,
        "SUPABASE_ANON_KEY is a secret (service-role) key, which bypasses row-level security: use the anon or publishable key"
      )
    }
    guard timeout >= 1 else {
      throw AuthError(.configuration, "the auth timeout must be at least 1 second")
    }
    self.url = url
    self.anonKey = key
    self.timeout = timeout
  }

  /// The configuration the environment gives (`variable` reads one of its variables by name),
  /// nil when neither `SUPABASE_URL` nor `SUPABASE_ANON_KEY` is set; one without the other is a
  /// ``AuthError/Kind/configuration`` error, as is a URL that names GoTrue's own path.
  public static func fromEnvironment(variable: (String) -> String?) throws(AuthError) -> Self? {
    guard let text = variable("SUPABASE_URL"), !text.isEmpty else {
      if let key = variable("SUPABASE_ANON_KEY"), !key.isEmpty {
        throw AuthError(
          .configuration,
          "SUPABASE_ANON_KEY is set but SUPABASE_URL is not: give the project's URL too, such as https://abc.supabase.co"
        )
      }
      return nil
    }
    guard let url = URL(string: text) else {
      throw AuthError(.configuration, "SUPABASE_URL is not a URL: \(text)")
    }
    guard let key = variable("SUPABASE_ANON_KEY") else {
      throw AuthError(
        .configuration, "SUPABASE_URL is set but SUPABASE_ANON_KEY is not: give the anon key too")
    }
    if url.path.range(of: "/auth/v1", options: .caseInsensitive) != nil {
      throw AuthError(
        .configuration,
        "SUPABASE_URL is the project's URL, without /auth/v1 (the client adds it): got \(text)")
    }
    return try Self(url: url, anonKey: key)
  }

  static func isLoopback(_ host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    return host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }

  /// The `role` claim of a JWT, or nil when the key is not a readable JWT.
  static func jwtRole(_ key: String) -> String? {
    let parts = key.split(separator: ".")
    guard parts.count == 3 else { return nil }
    var base64 = parts[1].replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64),
      let payload = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return payload["role"] as? String
  }
}
