import XCTest

@testable import Shell

/// Command-line flags: a flag that takes a value refuses another flag in its place.
@MainActor
final class ShellOptionsTests: XCTestCase {
  func testEveryValueFlagRefusesAFlagAsItsValue() async throws {
    for flag in [
      "--feature", "-c", "--log-size", "--history-file", "--effect-timeout", "--clock", "--date",
      "--uuid",
    ] {
      XCTAssertThrowsError(try ShellOptions.parse([flag, "--bail"]), flag) { error in
        XCTAssertEqual(
          (error as? ShellError)?.message, "\(flag) needs a value; '--bail' looks like a flag")
      }
    }
    XCTAssertThrowsError(try ShellOptions.parse(["--feature", "-c", "send increment; state"])) {
      XCTAssertEqual(
        ($0 as? ShellError)?.message, "--feature needs a value; '-c' looks like a flag")
    }
    // A negative number is a value, refused by its flag's own rule.
    XCTAssertThrowsError(try ShellOptions.parse(["--log-size", "-1"])) {
      XCTAssertTrue(($0 as? ShellError)?.message.hasPrefix("--log-size needs a whole") == true)
    }
  }
}
