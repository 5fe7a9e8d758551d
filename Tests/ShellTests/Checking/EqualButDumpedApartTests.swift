import XCTest

@testable import Shell
@testable import ShellHosting

/// TCA's test store decides a state change by `==`, and custom-dump's diff shows a field that
/// `==` finds unchanged as a context line with its old value, however it dumps: `-0.0` and `0.0`
/// are equal (issue 23, item 3).
@MainActor
final class EqualButDumpedApartTests: XCTestCase {
  private func run(_ script: String) async throws -> (output: String, errors: String, status: Int32)
  {
    try await runScript(
      "exhaustive on\n" + script, features: [bookcaseFeature], initial: "bookcase")
  }

  func testZeroToNegativeZeroIsNoChange() async throws {
    let run = try await run("send setTotal -0.0\n")
    XCTAssertEqual(run.errors, "", "0.0 == -0.0: the state did not change")
  }

  func testAnEqualFieldReadsAsItsOldValueBesideARealMismatch() async throws {
    let run = try await run("send setTotal -0.0\nsend setTotal 0.0 { title = \"x\" }\n")
    XCTAssertTrue(
      run.errors.hasPrefix("line 3: A state change does not match expectation."), run.errors)
    XCTAssertTrue(
      run.errors.contains("    \u{2212}   title: \"x\",\n    +   title: \"\",\n"), run.errors)
    XCTAssertTrue(run.errors.contains("    \u{2007}   total: -0.0,\n"), run.errors)
    XCTAssertFalse(run.errors.contains("total: 0.0"), run.errors)
    XCTAssertFalse(run.errors.contains("Not equal but no difference detected"), run.errors)
  }

  func testABlockThatHoldsOnAnEqualValueIsNoChange() async throws {
    let run = try await run("send setTotal -0.0\nsend setTotal 0.0 { total = 0.0 }\n")
    XCTAssertEqual(
      run.errors,
      "line 3: Expected state to change, but no change occurred.\n\nThe trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure.\n"
    )
  }
}
