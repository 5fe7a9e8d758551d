import Synchronization
import XCTest

@testable import ComposableTesting

/// Which framework a test store's failure goes to (issue 21: Swift Testing's `Issue.record` in a
/// `@Test`, XCTest's failure in an `XCTestCase`, standard error outside any test), with each
/// destination replaced by one that writes down what it got.
final class FailureRouteTests: XCTestCase {
  final class Destinations: Sendable {
    let taken = Mutex<[String]>([])
    func note(_ text: String) { taken.withLock { $0.append(text) } }
    var all: [String] { taken.withLock { $0 } }
  }

  static let site = CallSite(
    fileID: "FeatureTests/CounterTests.swift",
    filePath: "/src/Tests/FeatureTests/CounterTests.swift",
    line: 12, column: 22)

  func route(swiftTesting: Bool, xcTestTakes: Bool, into destinations: Destinations)
    -> FailureRoute
  {
    FailureRoute(
      swiftTestingIsRunning: { swiftTesting },
      recordSwiftTestingIssue: { message, site in
        destinations.note(
          "Issue.record \(site.fileID) \(site.filePath) \(site.line):\(site.column) \(message)")
      },
      failXCTestCase: { message, site in
        destinations.note("XCTFail \(site.filePath):\(site.line) \(message)")
        return xcTestTakes
      },
      writeStandardError: { destinations.note("stderr " + $0) })
  }

  func testUnderSwiftTestingTheIssueIsRecordedAtTheCallsFourPartLocation() {
    let destinations = Destinations()
    route(swiftTesting: true, xcTestTakes: true, into: destinations)
      .report("A state change does not match expectation.", at: Self.site)
    XCTAssertEqual(
      destinations.all,
      [
        "Issue.record FeatureTests/CounterTests.swift /src/Tests/FeatureTests/CounterTests.swift 12:22 A state change does not match expectation."
      ])
  }

  func testUnderAnXCTestCaseTheTestFailsAtTheCallsFileAndLine() {
    let destinations = Destinations()
    route(swiftTesting: false, xcTestTakes: true, into: destinations)
      .report("Unimplemented: 'Client.fetch'", at: Self.site)
    XCTAssertEqual(
      destinations.all,
      ["XCTFail /src/Tests/FeatureTests/CounterTests.swift:12 Unimplemented: 'Client.fetch'"])
  }

  /// No test case took the `XCTFail` (none is running): the failure is written where TCA's
  /// default reporter writes on Linux, as `fileID:line: message`.
  func testOutsideAnyTestTheFailureGoesToStandardErrorAsFileIDAndLine() {
    let destinations = Destinations()
    route(swiftTesting: false, xcTestTakes: false, into: destinations)
      .report("Unimplemented: 'Client.fetch'", at: Self.site)
    XCTAssertEqual(
      destinations.all,
      [
        "XCTFail /src/Tests/FeatureTests/CounterTests.swift:12 Unimplemented: 'Client.fetch'",
        "stderr FeatureTests/CounterTests.swift:12: Unimplemented: 'Client.fetch'\n",
      ])
  }

  /// The watch says no failure was recorded when the `XCTFail` it wraps records none.
  func testTheXCTestWatchSeesNoFailureWhereNoneWasRecorded() {
    XCTAssertFalse(XCTestFailureWatch.shared.recordsFailure {})
  }

  /// `reportFailure:` still takes every failure in place of the framework, with the file path.
  @MainActor
  func testAReporterReplacesTheRoute() {
    let destinations = Destinations()
    let sink = FailureSink(
      { message, file, line in destinations.note("reporter \(file):\(line) \(message)") },
      route: route(swiftTesting: true, xcTestTakes: true, into: destinations))
    sink("Threw error: x", at: Self.site)
    XCTAssertEqual(
      destinations.all, ["reporter /src/Tests/FeatureTests/CounterTests.swift:12 Threw error: x"])
  }
}
