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
    XCTAssertEqual(try DurationLiteral.parse(".5s"), .milliseconds(500))
    XCTAssertEqual(try DurationLiteral.parse("1_000ms"), .seconds(1))
    XCTAssertEqual(try DurationLiteral.parse("2.5"), .milliseconds(2500))
    // A new user's: hexadecimal and exponents (which `Double` reads), a hair over a day, and a
    // part finer than the clock's millisecond were taken.
    for bad in [
      "1e9", "25h", "1d", "0x10", "1e3", "nan", "86400.0000001", "0.0001s", "1.2.3s", "s", ".",
    ] {
      XCTAssertThrowsError(try DurationLiteral.parse(bad)) {
        XCTAssertTrue(
          ($0 as? ShellError)?.message.hasSuffix(
            "write a duration from 0 to 24h as a number and ms, s, m (or min) or h: 500ms, 1.5s, 2m, 1h"
          ) == true, "\($0)")
      }
    }
  }
}
