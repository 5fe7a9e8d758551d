import Composable
import XCTest

/// Where a test store's failures go: a message and the test's file and line. The default fails
/// the running XCTest test there (`XCTFail`); a test of the test store itself passes its own to
/// collect the messages.
public typealias TestFailureReporter =
  @Sendable (
    _ message: String, _ file: StaticString, _ line: UInt
  ) -> Void

enum TestFailure {
  static let xctFail: TestFailureReporter = { message, file, line in
    XCTFail(message, file: file, line: line)
  }

  /// `diff(expected, actual)` as TCA's test store prints it: custom-dump's proportional format
  /// (`−` U+2212, `+`, and U+2007 for unchanged lines), indented four spaces.
  static func proportionalDiff(_ expected: Any, _ actual: Any) -> String {
    let text = diff(expected, actual) ?? "  \(customDump(actual))"
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let marker: String
      if line.hasPrefix("- ") {
        marker = "\u{2212} "
      } else if line.hasPrefix("+ ") {
        marker = "+ "
      } else {
        marker = "\u{2007} "
      }
      return "    " + marker + line.dropFirst(2)
    }.joined(separator: "\n")
  }

  /// `1.0 seconds`, as TCA words its timeouts.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return "\(Double(seconds) + Double(attoseconds) / 1e18) seconds"
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  static let effectStillRunning = TestStoreMessages.effectStillRunning
}
