import Composable
import Features
import Foundation
import URLSessionTransport
import XCTest

/// The live `AuthClient` against a GoTrue stand-in on loopback, over real HTTP (URLSession).
/// Expected messages come from GoTrue's error table (gotrue-anchor.md §1.3).
final class GoTrueIntegrationTests: XCTestCase {
  private func signIn(
    fault: String = "none", email: String = "demo@example.com",
    password: String = GoTrueTestServer.password, key: String = GoTrueTestServer.anonKey,
    timeout: Int = 10
  ) async throws -> (Result<AuthSession, AuthError>, GoTrueTestServer) {
    let server = try GoTrueTestServer(fault: fault)
    let client = AuthClient.supabase(
      try server.configuration(key: key, timeout: timeout), exchange: URLSessionExchange.make())
    do {
      return (.success(try await client.signIn(email, Redacted(password))), server)
    } catch let error as AuthError {
      return (.failure(error), server)
    }
  }

  private func failure(_ result: Result<AuthSession, AuthError>) -> AuthError? {
    if case .failure(let error) = result { return error }
    XCTFail("expected a failure, got \(result)")
    return nil
  }

  func testSuccessSendsGoTruesRequestAndDecodesTheSession() async throws {
    let (result, server) = try await signIn()
    defer { server.stop() }
    let session = try result.get()
    XCTAssertEqual(session.user.email, "demo@example.com")
    XCTAssertEqual(session.user.id, UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    XCTAssertEqual(session.tokenType, "bearer")
    XCTAssertEqual(session.expiresIn, 3600)
    XCTAssertEqual(session.expiresAt.timeIntervalSinceNow, 3600, accuracy: 60)
    let request = try await server.requests().first
    XCTAssertEqual(request?["method"] as? String, "POST")
    XCTAssertEqual(request?["path"] as? String, "/auth/v1/token")
    XCTAssertEqual(request?["query"] as? String, "grant_type=password")
    XCTAssertEqual(request?["apikey"] as? Bool, true)
    XCTAssertEqual(request?["authorization"] as? String, "Bearer")
    XCTAssertEqual(request?["contentType"] as? String, "application/json")
    XCTAssertEqual(request?["apiVersion"] as? String, "2024-01-01")
    XCTAssertEqual(request?["bodyKeys"] as? [String], ["email", "password"])
  }

  func testSignOutPostsLogoutWithTheUsersToken() async throws {
    let (result, server) = try await signIn()
    defer { server.stop() }
    let client = AuthClient.supabase(
      try server.configuration(), exchange: URLSessionExchange.make())
    try await client.signOut(try result.get())
    let logout = try await server.requests().last
    XCTAssertEqual(logout?["path"] as? String, "/auth/v1/logout")
    XCTAssertEqual(logout?["authorization"] as? String, "Bearer")
    // The token is revoked: a second sign-out is refused with GoTrue's 403.
    do {
      try await client.signOut(try result.get())
      XCTFail("expected the second sign-out to fail")
    } catch let error as AuthError {
      XCTAssertEqual(error.status, 403)
      XCTAssertEqual(error.code, "session_not_found")
    }
  }

  func testWrongPasswordIsInvalidCredentials() async throws {
    let (result, server) = try await signIn(password: "wrong")
    defer { server.stop() }
    XCTAssertEqual(
      failure(result),
      AuthError(
        .invalidCredentials, "Invalid login credentials", status: 400, code: "invalid_credentials"))
  }

  func testUnknownUserReadsTheSameAsAWrongPassword() async throws {
    let (result, server) = try await signIn(email: "nobody@example.com")
    defer { server.stop() }
    XCTAssertEqual(failure(result)?.message, "Invalid login credentials")
  }

  func testUnconfirmedEmailIsRejectedWithTheServersMessage() async throws {
    let (result, server) = try await signIn(email: "unconfirmed@example.com")
    defer { server.stop() }
    XCTAssertEqual(
      failure(result),
      AuthError(.rejected, "Email not confirmed", status: 400, code: "email_not_confirmed"))
  }

  func testLegacyEnvelopeWithAnIntegerCode() async throws {
    let (result, server) = try await signIn(fault: "legacy", password: "wrong")
    defer { server.stop() }
    XCTAssertEqual(
      failure(result),
      AuthError(
        .invalidCredentials, "Invalid login credentials", status: 400, code: "invalid_credentials"))
  }

  func testOAuthEnvelopeOfOlderServers() async throws {
    let (result, server) = try await signIn(fault: "oauth", password: "wrong")
    defer { server.stop() }
    XCTAssertEqual(failure(result)?.kind, .invalidCredentials)
    XCTAssertEqual(failure(result)?.message, "Invalid login credentials")
  }

  func testUnknownBodyIsDescribedByItsStatus() async throws {
    let (result, server) = try await signIn(fault: "unknown-body")
    defer { server.stop() }
    XCTAssertEqual(
      failure(result),
      AuthError(
        .invalidResponse, "The auth server answered HTTP 400 with a body it could not read",
        status: 400))
  }

  func testServerErrorWithHTMLNeverShowsTheHTML() async throws {
    let (result, server) = try await signIn(fault: "html500")
    defer { server.stop() }
    XCTAssertEqual(
      failure(result), AuthError(.server, "The auth server failed (HTTP 500)", status: 500))
  }

  func testEmptyServerError() async throws {
    let (result, server) = try await signIn(fault: "empty500")
    defer { server.stop() }
    XCTAssertEqual(failure(result)?.message, "The auth server failed (HTTP 500)")
  }

  func testMalformedSuccessBody() async throws {
    let (result, server) = try await signIn(fault: "truncated")
    defer { server.stop() }
    XCTAssertEqual(failure(result)?.message, "The auth server's answer could not be read")
  }

  func testSlowResponsePastTheTimeout() async throws {
    let start = ContinuousClock.now
    let (result, server) = try await signIn(fault: "slow", timeout: 1)
    defer { server.stop() }
    XCTAssertEqual(failure(result)?.kind, .timeout)
    XCTAssertEqual(
      failure(result)?.message,
      "The auth server at 127.0.0.1:\(server.port) did not answer within 1 s")
    XCTAssertLessThan(ContinuousClock.now - start, .milliseconds(2500))
  }

  func testMissingAPIKeyIsAConfigurationError() async throws {
    let (result, server) = try await signIn(fault: "drop-apikey")
    defer { server.stop() }
    XCTAssertEqual(
      failure(result),
      AuthError(
        .configuration,
        "The auth server refused the app's API key (No API key found in request): check SUPABASE_ANON_KEY",
        status: 401))
  }

  func testWrongAPIKeyIsAConfigurationError() async throws {
    let (result, server) = try await signIn(key: "not-the-key")
    defer { server.stop() }
    XCTAssertEqual(failure(result)?.kind, .configuration)
    XCTAssertEqual(failure(result)?.status, 401)
  }

  /// A URL with a path before GoTrue's (a proxy's, or a typo) finds no endpoint: the 404 says
  /// what SUPABASE_URL should be, not the server's bare "not found".
  func testAPathWithNoEndpointSaysWhatTheURLShouldBe() async throws {
    let server = try GoTrueTestServer()
    defer { server.stop() }
    let configuration = try SupabaseConfiguration(
      url: server.url.appendingPathComponent("elsewhere"), anonKey: GoTrueTestServer.anonKey)
    do {
      _ = try await AuthClient.supabase(configuration, exchange: URLSessionExchange.make()).signIn(
        "demo@example.com", Redacted(GoTrueTestServer.password))
      XCTFail("expected the sign-in to fail")
    } catch let error as AuthError {
      XCTAssertEqual(error.kind, .configuration)
      XCTAssertEqual(
        error.message,
        "The auth server answered HTTP 404 (no such endpoint): SUPABASE_URL should be the project's URL, such as https://abc.supabase.co"
      )
    }
  }

  func testUnreachableServer() async throws {
    // Start a server to learn a free port, stop it, then connect there.
    let server = try GoTrueTestServer()
    let configuration = try server.configuration()
    server.stop()
    do {
      _ = try await AuthClient.supabase(configuration, exchange: URLSessionExchange.make()).signIn(
        "demo@example.com", "x")
      XCTFail("expected the sign-in to fail")
    } catch let error as AuthError {
      XCTAssertEqual(error.kind, .unreachable)
      XCTAssertEqual(error.message, "Could not reach the auth server at 127.0.0.1:\(server.port)")
    }
  }
}

/// Configuration checks: what the live client refuses before sending anything.
final class SupabaseConfigurationTests: XCTestCase {
  func testRefusesPlainHTTPExceptToLoopback() throws {
    XCTAssertNoThrow(
      try SupabaseConfiguration(url: URL(string: "http://127.0.0.1:9999")!, anonKey: "k"))
    XCTAssertNoThrow(try SupabaseConfiguration(url: URL(string: "http://localhost")!, anonKey: "k"))
    XCTAssertNoThrow(
      try SupabaseConfiguration(url: URL(string: "https://abc.supabase.co")!, anonKey: "k"))
    XCTAssertThrowsError(
      try SupabaseConfiguration(url: URL(string: "http://abc.supabase.co")!, anonKey: "k")
    ) {
      XCTAssertEqual(
        ($0 as? AuthError)?.message,
        "SUPABASE_URL must use https (plain http is allowed only for localhost): got http://abc.supabase.co"
      )
    }
  }

  func testRefusesSecretKeys() throws {
    let url = URL(string: "https://abc.supabase.co")!
    XCTAssertThrowsError(try SupabaseConfiguration(url: url, anonKey: "sb_secret_abc"))
    // A JWT whose payload is {"role":"service_role"}.
    let payload = Data(#"{"role":"service_role"}"#.utf8).base64EncodedString()
      .replacingOccurrences(of: "=", with: "")
    XCTAssertThrowsError(try SupabaseConfiguration(url: url, anonKey: "e30.\(payload).sig"))
    let anon = Data(#"{"role":"anon"}"#.utf8).base64EncodedString()
      .replacingOccurrences(of: "=", with: "")
    XCTAssertNoThrow(try SupabaseConfiguration(url: url, anonKey: "e30.\(anon).sig"))
  }

  func testEnvironmentChoosesTheClient() throws {
    XCTAssertTrue(try AuthClient.fromEnvironment([:]).description.hasPrefix("local demo accounts"))
    XCTAssertEqual(
      try AuthClient.fromEnvironment([
        "SUPABASE_URL": "https://abc.supabase.co", "SUPABASE_ANON_KEY": "k",
      ])
      .description,
      "Supabase Auth at https://abc.supabase.co")
    XCTAssertThrowsError(
      try AuthClient.fromEnvironment(["SUPABASE_URL": "https://abc.supabase.co"]))
    XCTAssertThrowsError(try AuthClient.fromEnvironment(["SUPABASE_ANON_KEY": "k"])) {
      XCTAssertEqual(
        ($0 as? AuthError)?.message,
        "SUPABASE_ANON_KEY is set but SUPABASE_URL is not: give the project's URL too, such as https://abc.supabase.co"
      )
    }
    XCTAssertThrowsError(
      try AuthClient.fromEnvironment([
        "SUPABASE_URL": "https://abc.supabase.co/auth/v1", "SUPABASE_ANON_KEY": "k",
      ])
    ) {
      XCTAssertEqual(
        ($0 as? AuthError)?.message,
        "SUPABASE_URL is the project's URL, without /auth/v1 (the client adds it): got https://abc.supabase.co/auth/v1"
      )
    }
  }
}
