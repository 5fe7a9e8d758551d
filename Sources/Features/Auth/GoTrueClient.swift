import AuthTransport
import Composable
import Foundation

/// Supabase Auth (GoTrue) over HTTP: password sign-in and sign-out, as supabase-swift's
/// `AuthClient` does them (same endpoints and headers), with every failure mapped to an
/// ``AuthError``. Never retries: a 4xx or 429 would fail again, and a retried sign-in counts
/// twice against the server's rate limit.
struct GoTrueClient: Sendable {
  let configuration: SupabaseConfiguration
  let exchange: HTTPExchange

  /// `POST {url}/auth/v1/token?grant_type=password` with `{email, password}`.
  func signIn(email: String, password: Redacted<String>) async throws -> AuthSession {
    let body = try JSONSerialization.data(
      withJSONObject: ["email": email, "password": password.value], options: [.sortedKeys])
    let response = try await send(
      path: "token", query: "grant_type=password", bearer: configuration.anonKey, body: body)
    guard (200..<300).contains(response.status) else {
      throw GoTrueResponse.error(
        status: response.status, body: response.body, headers: response.headers)
    }
    return try GoTrueResponse.session(from: response.body)
  }

  /// `POST {url}/auth/v1/logout` with the user's access token; the server answers 204.
  func signOut(_ session: AuthSession) async throws {
    let response = try await send(
      path: "logout", query: nil, bearer: session.accessToken.value, body: Data())
    guard (200..<300).contains(response.status) else {
      throw GoTrueResponse.error(
        status: response.status, body: response.body, headers: response.headers)
    }
  }

  /// `POST {url}/auth/v1/{path}` with GoTrue's headers; `body` is JSON, or empty for none.
  private func send(path: String, query: String?, bearer: String, body: Data) async throws -> (
    status: Int, headers: [String: String], body: Data
  ) {
    var base = configuration.url.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    let url = URL(string: "\(base)/auth/v1/\(path)" + (query.map { "?\($0)" } ?? ""))!
    var headers = [
      "apikey": configuration.anonKey,
      "Authorization": "Bearer \(bearer)",
      "X-Supabase-Api-Version": "2024-01-01",
      "X-Client-Info": "tca-shell/0.1.0",
      "Accept": "application/json",
    ]
    if !body.isEmpty { headers["Content-Type"] = "application/json" }
    let host = configuration.url.host ?? "the auth server"
    let hostAndPort = configuration.url.port.map { "\(host):\($0)" } ?? host
    do {
      return try await exchange(
        (url: url, method: "POST", headers: headers, body: body, timeout: configuration.timeout))
    } catch let error as URLError {
      switch error.code {
      case .cancelled:
        throw CancellationError()
      case .timedOut:
        throw AuthError(
          .timeout,
          "The auth server at \(hostAndPort) did not answer within \(configuration.timeout) s")
      case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
        .networkConnectionLost, .badServerResponse:
        throw AuthError(.unreachable, "Could not reach the auth server at \(hostAndPort)")
      default:
        throw AuthError(
          .unreachable,
          "Could not reach the auth server at \(hostAndPort) (URL error \(error.code.rawValue))")
      }
    }
  }
}
