import Foundation
import ShellTestSupport
import XCTest

/// Tests/Fixtures/MacroContacts is a user's package (it depends on this one by path) whose
/// feature is written as TCA's documentation writes one today: `@Reducer` structs and enums,
/// `@ObservableState`, `@Presents`, `@DependencyClient`, bindings, case key paths, a debounced
/// search, tree and stack navigation, an alert whose button carries an id (issue 24). It must
/// build with only the imports renamed, its Swift Testing tests must pass but the one that is
/// wrong on purpose, and its shell must drive the feature from the one-line registration.
/// (An integration test: it builds a package, seconds warm, 2–3 minutes cold on a busy machine.)
final class MacroPackageTests: XCTestCase {
  static let package = TestPackage.root.appendingPathComponent("Tests/Fixtures/MacroContacts")
  // Under this package's .build, so that a second run rebuilds only what changed.
  static let scratch = TestPackage.root.appendingPathComponent(".build/fixtures/MacroContacts")

  /// The fixture built once per test run, and the seconds it took.
  static let built: Result<Double, Error> = Result {
    let start = Date()
    if let log = try build() {
      // A path dependency's incremental build can keep objects of files this package has since
      // moved (a link error): the second try starts from a clean scratch directory.
      try? FileManager.default.removeItem(at: scratch)
      if try build() != nil { throw FixtureError("building MacroContacts failed:\n" + log) }
    }
    return Date().timeIntervalSince(start)
  }

  static func build() throws -> String? {
    let run = try swift(["build", "--build-tests", "--disable-build-manifest-caching"])
    return run.status == 0 ? nil : run.output + run.errors
  }

  static func swift(_ arguments: [String]) throws -> ProcessRun {
    try ProcessRun.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      arguments: ["swift"] + arguments + [
        "--package-path", package.path, "--scratch-path", scratch.path,
      ], stdin: Data())
  }

  struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  func testItsSwiftTestingTestsPassButTheDeliberatelyWrongOne() throws {
    let seconds = try Self.built.get()
    print("MacroContacts: build \(seconds) s")
    let run = try Self.swift(["test", "--skip-build"])
    var verdicts: [String: String] = [:]
    let verdict = #/^(?:✘|✔) Test (\w+)\(\) (passed|failed) after /#
    for line in run.output.split(separator: "\n") {
      if let match = line.firstMatch(of: verdict) { verdicts[String(match.1)] = String(match.2) }
    }
    XCTAssertEqual(
      verdicts,
      [
        "addFlow": "passed", "deleteThroughTheAlertWhoseButtonCarriesTheID": "passed",
        "deleteFromTheDetailScreenOnTheStack": "passed", "searchIsDebounced": "passed",
        "deliberatelyWrongExpectation": "failed",
      ], run.output)
    XCTAssertTrue(
      run.output.contains(
        "✘ Test deliberatelyWrongExpectation() recorded an issue at ContactsFeatureTests.swift:87:21: Issue recorded\n↳ A state change does not match expectation."
      ), run.output)
    XCTAssertNotEqual(run.status, 0)
  }

  func testTheShellDrivesTheMacroFeature() throws {
    _ = try Self.built.get()
    let run = try ProcessRun.run(
      Self.scratch.appendingPathComponent("debug/contacts"),
      arguments: ["--no-history", "--uuid", "incrementing"], environment: ["NO_COLOR": "1"],
      stdin: Data(
        """
        actions
        send addButtonTapped
        send destination.addContact.setName Blob
        send destination.addContact.saveButtonTapped
        expect contacts[0].name == "Blob"
        expect destination == nil
        send deleteButtonTapped id="00000000-0000-0000-0000-000000000000"
        send destination.alert.confirmDeletion id="00000000-0000-0000-0000-000000000000"
        expect contacts == []
        expect destination == nil

        """.utf8))
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0, run.output)
    // The macros' members (AllCasePaths, the @Presents storage's projection) are no actions.
    XCTAssertFalse(run.output.contains("llCasePaths"), run.output)
    XCTAssertFalse(run.output.contains("$destination"), run.output)
    XCTAssertTrue(
      run.output.contains("  destination.presented.addContact.setName(String)\n"), run.output)
    XCTAssertTrue(
      run.output.contains(
        """
          ContactsFeature.Action.destination(
            .presented(
              .addContact(
                .setName("Blob")
              )
            )
          )
        """), run.output)
    XCTAssertTrue(run.output.contains("Sheet: AddContactFeature (destination.addContact)\n"))
  }
}
