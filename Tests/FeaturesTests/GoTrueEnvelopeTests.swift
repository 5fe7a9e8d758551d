import Foundation
import XCTest

@testable import Features

/// An auth error means the same whatever envelope the server used: each error a password
/// sign-in can meet (gotrue-anchor.md §1.3's table), in each of GoTrue's three envelopes —
/// `{code, message}` with the API-version header, `{code: <status>, error_code, msg}` without
/// it, and OAuth's `{error, error_description}` of servers before v2.159 — maps to one kind,
/// one message and one code.
final class GoTrueEnvelopeTests: XCTestCase {
  struct Case {
    let status: Int
    let code: String
    let message: String
    let kind: AuthError.Kind
    let shown: String
  }

  static let cases: [Case] = [
    Case(
      status: 400, code: "invalid_credentials", message: "Invalid login credentials",
      kind: .invalidCredentials, shown: "Invalid login credentials"),
    Case(
      status: 400, code: "email_not_confirmed", message: "Email not confirmed", kind: .rejected,
      shown: "Email not confirmed"),
    Case(
      status: 400, code: "user_banned", message: "User is banned", kind: .rejected,
      shown: "User is banned"),
    Case(
      status: 400, code: "validation_failed", message: "missing email or phone", kind: .rejected,
      shown: "missing email or phone"),
    Case(
      status: 400, code: "validation_failed",
      message: "Only an email address or phone number should be provided on login.",
      kind: .rejected,
      shown: "Only an email address or phone number should be provided on login."),
    Case(
      status: 400, code: "captcha_failed", message: "captcha protection: request disallowed",
      kind: .rejected, shown: "captcha protection: request disallowed"),
    Case(
      status: 422, code: "email_provider_disabled", message: "Email logins are disabled",
      kind: .rejected, shown: "Email logins are disabled"),
    Case(
      status: 429, code: "over_request_rate_limit", message: "Request rate limit reached",
      kind: .rateLimited, shown: "Too many sign-in attempts: wait a moment and try again"),
    Case(
      status: 500, code: "unexpected_failure", message: "Database error querying schema",
      kind: .server, shown: "The auth server failed (HTTP 500): Database error querying schema"),
  ]

  enum Envelope: CaseIterable { case versioned, legacy, oauth }

  static func answer(_ item: Case, in envelope: Envelope) -> (Data, [String: String]) {
    let body: [String: Any]
    var headers = ["Content-Type": "application/json"]
    switch envelope {
    case .versioned:
      body = ["code": item.code, "message": item.message]
      headers["X-Supabase-Api-Version"] = "2024-01-01"
      headers["x-sb-error-code"] = item.code
    case .legacy:
      body = ["code": item.status, "error_code": item.code, "msg": item.message]
      headers["x-sb-error-code"] = item.code
    case .oauth:
      // Before error codes, a password grant's refusals were all `invalid_grant`.
      let error = item.status >= 500 ? "server_error" : "invalid_grant"
      body = ["error": error, "error_description": item.message]
    }
    // The transport hands answers' header names over lowercased (HTTPExchange).
    let response = Dictionary(uniqueKeysWithValues: headers.map { ($0.key.lowercased(), $0.value) })
    return (try! JSONSerialization.data(withJSONObject: body), response)
  }

  func testEachSignInErrorMeansTheSameInEveryEnvelope() {
    for item in Self.cases {
      for envelope in Envelope.allCases {
        let (body, response) = Self.answer(item, in: envelope)
        let error = GoTrueResponse.error(status: item.status, body: body, headers: response)
        let label = "\(item.code) in the \(envelope) envelope"
        XCTAssertEqual(error.kind, item.kind, label)
        XCTAssertEqual(error.message, item.shown, label)
        XCTAssertEqual(error.status, item.status, label)
        if item.status < 500 && item.status != 429 {
          XCTAssertEqual(error.code, item.code, label)
        }
      }
    }
  }
}
