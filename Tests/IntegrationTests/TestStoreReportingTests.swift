import Foundation
import XCTest

/// Tests/Fixtures/SwiftTestingReports is a user's package (it depends on this one by path): its
/// Swift Testing and XCTest tests get a test store wrong on purpose, and this test runs them with
/// `swift test` and reads where each failure landed. Issue 21: under `@Test` a wrong `send`
/// block, a wrong `receive`, a missing `receive` at `finish`, an `unimplemented` dependency and
/// an effect left running each fail their test, at the line of the call they belong to, as they
/// do under an `XCTestCase`; with no test running the failure goes to standard error. (An
/// integration test: it builds a package, 3–5 s warm, about 35 s cold.)
final class TestStoreReportingTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let package = root.appendingPathComponent("Tests/Fixtures/SwiftTestingReports")
  // Under this package's .build, so that a second run rebuilds only what changed.
  static let scratch = root.appendingPathComponent(".build/fixtures/SwiftTestingReports")

  /// What each test of the fixture must report, by TCA's messages: the first line of each
  /// failure, all at the lines its source marks `// fails here`. Empty: the test passes.
  static let expected: [String: [String]] = [
    "wrongSendBlock": ["A state change does not match expectation."],
    "wrongReceive": ["Received unexpected action:", "A state change does not match expectation."],
    "missingReceiveAtFinish": ["The store received 1 unexpected action."],
    "unimplementedDependency": ["Unimplemented: 'NumberClient.fetch'"],
    "effectLeftRunning": [
      "An effect returned for this action is still running. It must complete before the end of the test."
    ],
    "receivedActionLeftAtTheEnd": ["The store received 1 unexpected action."],
    "effectLeftRunningOffTheMainActor": [
      "An effect returned for this action is still running. It must complete before the end of the test."
    ],
    "receivedActionLeftOffTheMainActor": ["The store received 1 unexpected action."],
    "passes": [],
    "testWrongSendBlock": ["A state change does not match expectation."],
    "testUnimplementedDependency": ["Unimplemented: 'NumberClient.fetch'"],
    "testEffectLeftRunning": [
      "An effect returned for this action is still running. It must complete before the end of the test."
    ],
    "testPasses": [],
  ]

  /// The fixture built and its tests run once per test run: the console output of `swift test`
  /// and of `outside-any-test`, and the seconds each step took.
  static let run: Result<FixtureRun, Error> = Result {
    let start = Date()
    if try build() != nil {
      // A path dependency's incremental build can keep objects of files this package has since
      // moved (a link error): the second try starts from a clean scratch directory.
      try? FileManager.default.removeItem(at: scratch)
      if let log = try build() { throw FixtureError("building the fixture failed:\n" + log) }
    }
    let built = Date()
    let tests = try TestStoreReportingTests.process(
      "/usr/bin/env", ["swift", "test", "--skip-build", "--scratch-path", scratch.path],
      in: package)
    let ran = Date()
    let outside = try TestStoreReportingTests.process(
      scratch.appendingPathComponent("debug/outside-any-test").path, [], in: package)
    return FixtureRun(
      tests: tests.output, outsideOutput: outside.output, outsideErrors: outside.errors,
      buildSeconds: built.timeIntervalSince(start), testSeconds: ran.timeIntervalSince(built))
  }

  struct FixtureRun {
    let tests: String
    let outsideOutput: String
    let outsideErrors: String
    let buildSeconds: Double
    let testSeconds: Double
  }

  struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// Builds the fixture's targets and tests; nil when it built, else the build's output.
  static func build() throws -> String? {
    let build = try process(
      "/usr/bin/env",
      [
        "swift", "build", "--build-tests", "--scratch-path", scratch.path,
        // The plan is made again each time: a cached one can miss a source file added to this
        // package since the last build.
        "--disable-build-manifest-caching",
      ], in: package)
    return build.status == 0 ? nil : build.output + build.errors
  }

  static func process(_ executable: String, _ arguments: [String], in directory: URL) throws -> (
    output: String, errors: String, status: Int32
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // Files rather than pipes: a child blocked on a full pipe nobody reads would never end.
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "store-reports-\(UUID().uuidString)")
    let outputFile = base.appendingPathExtension("out")
    let errorFile = base.appendingPathExtension("err")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outputFile)
      try? FileManager.default.removeItem(at: errorFile)
    }
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return (
      try String(contentsOf: outputFile, encoding: .utf8),
      try String(contentsOf: errorFile, encoding: .utf8), process.terminationStatus
    )
  }

  /// A line the fixture marks `// fails here`: its number, the column of the call's `(` (where
  /// Swift's `#column` puts a call's default argument), and the test it is in.
  struct Mark: Hashable {
    let test: String
    let line: Int
    let column: Int
  }

  static func marks(in file: String) throws -> [Mark] {
    let text = try String(
      contentsOf: package.appendingPathComponent(file), encoding: .utf8)
    var test = ""
    var marks: [Mark] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if let range = line.range(of: "func ") {
        test = String(line[range.upperBound...].prefix { $0 != "(" })
      }
      guard line.hasSuffix("// fails here") else { continue }
      let callee = ["TestStore(", ".send(", ".receive(", ".finish("].compactMap {
        line.range(of: $0)
      }.first!
      let column = line.distance(from: line.startIndex, to: callee.upperBound)
      marks.append(Mark(test: test, line: index + 1, column: column))
    }
    return marks
  }

  /// An issue a test reported: where, and the first line of its message.
  struct Reported: Hashable {
    let test: String
    let line: Int
    let column: Int?
    let message: String
  }

  func testSwiftTestingTestsFailAtTheLineOfTheCall() throws {
    let run = try Self.run.get()
    print("fixture: build \(run.buildSeconds) s, swift test \(run.testSeconds) s")
    let lines = run.tests.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var reported: [Reported] = []
    var verdicts: [String: String] = [:]
    let issue = #/^✘ Test (\w+)\(\) recorded an issue at SwiftTestingReports\.swift:(\d+):(\d+): /#
    let verdict = #/^(?:✘|✔) Test (\w+)\(\) (passed|failed) after /#
    for (index, line) in lines.enumerated() {
      if let match = line.firstMatch(of: issue) {
        // The message follows on the next line, after `↳ `.
        let message = lines[index + 1].hasPrefix("↳ ") ? String(lines[index + 1].dropFirst(2)) : ""
        reported.append(
          Reported(
            test: String(match.1), line: Int(match.2)!, column: Int(match.3)!, message: message))
      } else if let match = line.firstMatch(of: verdict) {
        verdicts[String(match.1)] = String(match.2)
      }
    }
    XCTAssertFalse(run.tests.contains("«unknown»"), "an issue no test owns:\n\(run.tests)")
    let marks = try Self.marks(in: "Tests/ReportsTests/SwiftTestingReports.swift")
    try check(
      Self.expected.keys.filter { !$0.hasPrefix("test") }, reported: reported,
      verdicts: verdicts, marks: marks, columns: true, output: run.tests)
  }

  func testXCTestCasesFailAtTheLineOfTheCall() throws {
    let run = try Self.run.get()
    let file = Self.package.appendingPathComponent("Tests/ReportsTests/XCTestReports.swift").path
    var reported: [Reported] = []
    var verdicts: [String: String] = [:]
    let failure = #/^(\S+):(\d+): error: XCTestReports\.(\w+) : failed - (.*)$/#
    let verdict = #/^Test Case 'XCTestReports\.(\w+)' (passed|failed) \(/#
    for line in run.tests.split(separator: "\n").map(String.init) {
      if let match = line.firstMatch(of: failure) {
        XCTAssertEqual(String(match.1), file)
        reported.append(
          Reported(test: String(match.3), line: Int(match.2)!, column: nil, message: String(match.4)))
      } else if let match = line.firstMatch(of: verdict) {
        verdicts[String(match.1)] = String(match.2)
      }
    }
    let marks = try Self.marks(in: "Tests/ReportsTests/XCTestReports.swift")
    try check(
      Self.expected.keys.filter { $0.hasPrefix("test") }, reported: reported,
      verdicts: verdicts, marks: marks, columns: false, output: run.tests)
  }

  /// With no test running, the failure is one `fileID:line: message` on standard error, as TCA's
  /// default issue reporter writes it.
  func testOutsideAnyTestTheFailureGoesToStandardError() throws {
    let run = try Self.run.get()
    let mark = try XCTUnwrap(Self.marks(in: "Sources/outside-any-test/main.swift").first)
    XCTAssertEqual(run.outsideOutput, "")
    XCTAssertEqual(
      run.outsideErrors,
      """
      outside_any_test/main.swift:\(mark.line): A state change does not match expectation.

          \u{2212} Tally.State(count: 2)
          + Tally.State(count: 1)

      (Expected: \u{2212}, Actual: +)

      """)
  }

  /// Each of `tests` ended as `expected` says, and reported exactly its expected messages, each
  /// at one of its marked lines, with something at every marked line.
  private func check(
    _ tests: [String], reported: [Reported], verdicts: [String: String], marks: [Mark],
    columns: Bool, output: String
  ) throws {
    XCTAssertGreaterThan(marks.count, 2, "no marked lines found")
    for test in tests {
      let expected = try XCTUnwrap(Self.expected[test], test)
      let ownMarks = marks.filter { $0.test == test }
      let own = reported.filter { $0.test == test }
      XCTAssertEqual(verdicts[test], expected.isEmpty ? "passed" : "failed", "\(test):\n\(output)")
      XCTAssertEqual(own.map(\.message).sorted(), expected.sorted(), "\(test):\n\(output)")
      XCTAssertEqual(ownMarks.isEmpty, expected.isEmpty, "\(test): marks and expectations disagree")
      for report in own {
        let mark = ownMarks.first { $0.line == report.line }
        XCTAssertNotNil(mark, "\(test) reported at line \(report.line), not a marked one")
        if columns, let mark { XCTAssertEqual(report.column, mark.column, test) }
      }
      for mark in ownMarks {
        XCTAssertTrue(own.contains { $0.line == mark.line }, "\(test): nothing at line \(mark.line)")
      }
    }
  }
}
