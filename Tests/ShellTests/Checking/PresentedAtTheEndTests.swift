import XCTest

@testable import Shell
@testable import ShellHosting

/// A screen left pushed (or a sheet left up) is not an effect still running: TCA's test store
/// cancels each presentation's own long-living effect before it checks for running effects, so
/// an exhaustive test that ends with one passes, and `finish` does not wait for it (issue 23,
/// item 4; tca-navigation-texts.md).
@MainActor
final class PresentedAtTheEndTests: XCTestCase {
  private let push =
    "send showDetail { path[id: 0] = .detail(Bookcase.Detail.State(rating: 0)) }"

  func testAnExhaustiveScriptEndingWithAScreenPushedPasses() async throws {
    let run = try await runScript(
      "exhaustive on\n\(push)\n", features: [bookcaseFeature], initial: "bookcase")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }

  func testFinishWithAScreenPushedDoesNotWaitItsTimeout() async throws {
    let started = ContinuousClock.now
    let run = try await runScript(
      "exhaustive on\n\(push)\nfinish\n", features: [bookcaseFeature], initial: "bookcase")
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(2))
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }
}
