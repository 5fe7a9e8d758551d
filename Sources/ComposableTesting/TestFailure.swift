import Composable

/// Takes a test store's failures in place of the running test framework: a message and the
/// `#filePath` and `#line` of the call it is about. Only a test of the test store itself needs
/// one (to collect the messages); without it, failures go where ``FailureRoute`` sends them.
public typealias TestFailureReporter =
  @Sendable (
    _ message: String, _ file: StaticString, _ line: UInt
  ) -> Void

/// Where one test store's failures go: the reporter it was given, else the running framework.
struct FailureSink: Sendable {
  private let reporter: TestFailureReporter?
  private let route: FailureRoute

  init(_ reporter: TestFailureReporter?, route: FailureRoute = .live) {
    self.reporter = reporter
    self.route = route
  }

  func callAsFunction(_ message: String, at site: CallSite) {
    if let reporter {
      reporter(message, site.filePath, site.line)
    } else {
      route.report(message, at: site)
    }
  }

  /// A runtime-warning handler (`IssueReporter`) that fails at `site`.
  func issueHandler(at site: CallSite) -> IssueReporter.Handler {
    { message in self(message, at: site) }
  }
}

enum TestFailure {
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
