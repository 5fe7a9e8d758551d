import AuthTransport
import Composable
import Foundation
import XCTest

@testable import Features

/// The transport library opened as tca-shell opens it: its file name and entry symbol agree with
/// what URLSessionTransport builds, and the exchange it gives talks real HTTP.
final class HTTPTransportLoaderTests: XCTestCase {
  func testTheLibraryBesideTheExecutableGivesAnExchangeThatTalksHTTP() async throws {
    let exchange = try HTTPTransportLoader.exchange()
    let server = try GoTrueTestServer()
    defer { server.stop() }
    let client = AuthClient.supabase(try server.configuration(), exchange: exchange)
    let session = try await client.signIn("demo@example.com", Redacted(GoTrueTestServer.password))
    XCTAssertEqual(session.user.email, "demo@example.com")
  }

  func testAnswerHeadersAreLowercasedForLookUp() async throws {
    let server = try GoTrueTestServer()
    defer { server.stop() }
    let answer = try await HTTPTransportLoader.exchange()(
      (
        url: server.url.appendingPathComponent("auth/v1/token"), method: "POST",
        headers: ["apikey": GoTrueTestServer.anonKey], body: Data("{}".utf8), timeout: 5
      ))
    XCTAssertFalse(answer.headers.isEmpty)
    XCTAssertEqual(answer.headers.keys.filter { $0 != $0.lowercased() }, [])
  }
}
