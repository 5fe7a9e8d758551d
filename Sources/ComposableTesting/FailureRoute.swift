import Foundation
import Testing
import XCTest

/// Sends a test store's failure to the test framework that is running, as TCA does through
/// swift-issue-reporting:
///
/// - a Swift Testing test (`Test.current` is set for the task): `Issue.record` at the call's
///   `SourceLocation` (fileID, filePath, line, column), so the `@Test` fails there;
/// - else an `XCTestCase`: `XCTFail` at the call's file and line;
/// - else (no test: a tool or a detached task) standard error, `Module/File.swift:12: message`.
///
/// XCTest has no public "current test case"; whether one took the failure is learnt from an
/// `XCTestObservation` that sees `XCTFail` become a recorded failure (corelibs XCTest drops a
/// failure made outside a test case without a word, which is how a Swift Testing test passed
/// silently before).
///
/// Each destination is a function, so that the choice can be tested without a test runner.
struct FailureRoute: Sendable {
  /// Whether a Swift Testing test is running in this task.
  var swiftTestingIsRunning: @Sendable () -> Bool
  var recordSwiftTestingIssue: @Sendable (_ message: String, _ site: CallSite) -> Void
  /// Fails the running XCTestCase; whether one was running and took the failure.
  var failXCTestCase: @Sendable (_ message: String, _ site: CallSite) -> Bool
  var writeStandardError: @Sendable (_ text: String) -> Void

  func report(_ message: String, at site: CallSite) {
    if swiftTestingIsRunning() {
      recordSwiftTestingIssue(message, site)
    } else if !failXCTestCase(message, site) {
      writeStandardError(site.standardErrorLine(message))
    }
  }

  static let live = FailureRoute(
    swiftTestingIsRunning: { Test.current != nil },
    recordSwiftTestingIssue: { message, site in
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line),
          column: Int(site.column)))
    },
    failXCTestCase: { message, site in
      XCTestFailureWatch.shared.recordsFailure {
        XCTFail(message, file: site.filePath, line: site.line)
      }
    },
    writeStandardError: { text in FileHandle.standardError.write(Data(text.utf8)) })
}
