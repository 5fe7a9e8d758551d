import Features
import XCTest

@testable import Shell

/// `.none` and `Optional.none` are `nil` for an optional, in `expect` and `{ … }` blocks as in
/// `send` (docs/commands.md: an optional takes "`nil` or `.none`"; a new user's finding: `expect
/// session == .none` failed while session was nil, and a block's `confirmationDialog = .none`
/// failed with a diff of `.none` against `nil`).
@MainActor
final class NoneIsNilTests: XCTestCase {
  private struct Tagged {
    var name: String
    var tag: Int?
  }

  private struct Holder {
    var tagged: Tagged
  }

  /// Inside a struct literal of the feature's own, a field takes every form it takes alone.
  func testAStructLiteralsFieldsTakeTheFormsTheyTakeAlone() async throws {
    let none = Holder(tagged: Tagged(name: "a", tag: nil))
    let sixteen = Holder(tagged: Tagged(name: "a", tag: 16))
    for literal in [#"Tagged(name: "a", tag: .none)"#, #"Tagged(name: "a", tag: Optional.none)"#] {
      XCTAssertNil(try Expectation.check(path: "tagged", expected: literal, in: none), literal)
      XCTAssertNotNil(try Expectation.check(path: "tagged", expected: literal, in: sixteen))
    }
    for literal in [#"Tagged(name: "a", tag: 0x10)"#, #"Tagged(name: "a", tag: .some(16))"#] {
      XCTAssertNil(try Expectation.check(path: "tagged", expected: literal, in: sixteen), literal)
      XCTAssertNotNil(try Expectation.check(path: "tagged", expected: literal, in: none))
    }
    XCTAssertNotNil(
      try Expectation.check(path: "tagged", expected: #"Tagged(name: "b", tag: 0x10)"#, in: sixteen)
    )
  }

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
