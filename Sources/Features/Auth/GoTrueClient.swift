import Composable
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Supabase Auth (GoTrue) over HTTP: password sign-in and sign-out, as supabase-swift's
/// `AuthClient` does them (same endpoints and headers), with every failure mapped to an
/// ``AuthError``. Never retries: a 4xx or 429 would fail again, and a retried sign-in counts
/// twice against the server's rate limit.
struct GoTrueClient: Sendable {
  let configuration: SupabaseConfiguration
  let session: URLSession

  init(configuration: SupabaseConfiguration, session: URLSession = .init(configuration: .ephemeral))
  {
    self.configuration = configuration
    self.session = session
  }

  /// `POST {url}/auth/v1/token?grant_type=password` with `{email, password}`.
  func signIn(email: String, password: Redacted<String>) async throws -> AuthSession {
    var request = makeRequest(
      path: "token", query: "grant_type=password", bearer: configuration.anonKey)
    request.httpBody = try JSONSerialization.data(
      withJSONObject: ["email": email, "password": password.value], options: [.sortedKeys])
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let (data, response) = try await send(request)
    guard (200..<300).contains(response.statusCode) else {
      throw GoTrueResponse.error(status: response.statusCode, body: data, headers: response)
    }
    return try GoTrueResponse.session(from: data)
  }

  /// `POST {url}/auth/v1/logout` with the user's access token; the server answers 204.
  func signOut(_ session: AuthSession) async throws {
    let request = makeRequest(path: "logout", query: nil, bearer: session.accessToken.value)
    let (data, response) = try await send(request)
    guard (200..<300).contains(response.statusCode) else {
      throw GoTrueResponse.error(status: response.statusCode, body: data, headers: response)
    }
  }

  private func makeRequest(path: String, query: String?, bearer: String) -> URLRequest {
    var base = configuration.url.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    let url = URL(string: "\(base)/auth/v1/\(path)" + (query.map { "?\($0)" } ?? ""))!
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    // On Linux only the property sets the timeout (the initialiser's argument is ignored).
    request.timeoutInterval = TimeInterval(configuration.timeout)
    request.setValue(configuration.anonKey, forHTTPHeaderField: "apikey")
    request.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization")
    request.setValue("2024-01-01", forHTTPHeaderField: "X-Supabase-Api-Version")
    request.setValue("tca-shell/0.1.0", forHTTPHeaderField: "X-Client-Info")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  private func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let host = configuration.url.host ?? "the auth server"
    let hostAndPort = configuration.url.port.map { "\(host):\($0)" } ?? host
    do {
      let (data, response) = try await session.data(for: request)
      guard let http = response as? HTTPURLResponse else {
        throw AuthError(.invalidResponse, "The auth server's answer was not HTTP")
      }
      return (data, http)
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
