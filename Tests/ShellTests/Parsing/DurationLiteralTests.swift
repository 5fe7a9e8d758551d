import XCTest

@testable import Shell

/// Durations (`advance`, `--effect-timeout`): every unit, and one line saying what is accepted.
@MainActor
final class DurationLiteralTests: XCTestCase {
  func testDurationsTakeEveryUnitAndSayWhatIsAccepted() async throws {
    XCTAssertEqual(try DurationLiteral.parse("1h"), .seconds(3600))
    XCTAssertEqual(try DurationLiteral.parse("2min"), .seconds(120))
    XCTAssertEqual(try DurationLiteral.parse("2m"), .seconds(120))
    XCTAssertEqual(try DurationLiteral.parse("250ms"), .milliseconds(250))
    XCTAssertEqual(try DurationLiteral.parse("24h"), .seconds(86_400))
    for bad in ["1e9", "25h", "1d"] {
      XCTAssertThrowsError(try DurationLiteral.parse(bad)) {
        XCTAssertTrue(
          ($0 as? ShellError)?.message.hasSuffix(
            "write a duration from 0 to 24h as a number and ms, s, m (or min) or h: 500ms, 1.5s, 2m, 1h"
          ) == true, "\($0)")
      }
    }
  }
}
