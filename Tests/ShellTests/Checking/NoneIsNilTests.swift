import Features
import XCTest

@testable import Shell

/// `.none` and `Optional.none` are `nil` for an optional, in `expect` and `{ … }` blocks as in
/// `send` (docs/commands.md: an optional takes "`nil` or `.none`"; a new user's finding: `expect
/// session == .none` failed while session was nil, and a block's `confirmationDialog = .none`
/// failed with a diff of `.none` against `nil`).
@MainActor
final class NoneIsNilTests: XCTestCase {
  func testExpectReadsNoneAsNil() async throws {
    for spelling in [".none", "Optional.none"] {
      let held = try await runScript(
        "expect session == \(spelling)", features: allFeatures, initial: "login")
      XCTAssertEqual(held.errors, "", spelling)
      let negated = try await runScript(
        "expect session != \(spelling)", features: allFeatures, initial: "login")
      XCTAssertEqual(
        negated.errors, "line 1: expected session != \(spelling), but session is nil\n", spelling)
    }
  }

  func testABlockReadsNoneAsNilThroughPresents() async throws {
    let held = try await runScript(
      "send alertButtonTapped { confirmationDialog = .none }", features: allFeatures,
      initial: "alerts-modern")
    XCTAssertEqual(held.errors, "")
    // Not nil, `.none` fails as `nil` does, and its diff shows nil, as the dump prints it.
    let failed = try await runScript(
      "send alertButtonTapped { alert = .none }", features: allFeatures, initial: "alerts-modern")
    XCTAssertTrue(failed.errors.contains("\u{2212}   _alert: nil,"), failed.errors)
  }
}
