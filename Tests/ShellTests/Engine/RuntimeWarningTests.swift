import Foundation
import ShellTestSupport
import XCTest

/// TCA reports a runtime warning every time its cause happens (a `forEach` given an action for
/// a missing element, an `ifLet` given one with nothing presented), whatever came before: a
/// fresh user's finding 1, where every warning after a `dismiss` or a `pop` was lost and an
/// exhaustive script that should have failed passed. These run the built executable, where
/// the main actor is not the main thread.
final class RuntimeWarningTests: XCTestCase {
  private func shell(_ script: String, exhaustive: Bool = false) throws -> ProcessRun {
    try TestPackage.shell(exhaustive ? ["--exhaustive"] : [], stdin: script)
  }

  private static let popFromWarning =
    "warning: A \"forEach\" at \"Features/SyncUpsApp.swift:79\" received a \"popFrom\" action for a missing element."
  private static let elementWarning =
    "warning: A \"forEach\" at \"Features/SyncUpsApp.swift:79\" received an action for a missing element."
  private static let ifLetWarning =
    "warning: An \"ifLet\" at \"Features/AlertsModern.swift:81\" received a presentation action when destination state was absent."

  /// The lines of `errors` that start a warning.
  private func warnings(_ errors: String) -> [String] {
    errors.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
  }

  /// The two sends that should each warn, numbered from `line`.
  private func missingElementWarnings(from line: Int) -> [String] {
    ["line \(line): \(Self.popFromWarning)", "line \(line + 1): \(Self.elementWarning)"]
  }

  private static let missingElementSends = """
    send path.popFrom 99
    send path.element.detail.editButtonTapped 5

    """

  func testTheFindingsScriptWarnsAfterADismiss() throws {
    let run = try shell(
      "use syncups\nsend syncUpsList.addSyncUpButtonTapped\ndismiss\n" + Self.missingElementSends)
    XCTAssertEqual(warnings(run.errors), missingElementWarnings(from: 4), run.errors)
    XCTAssertEqual(run.status, 0, "a warning alone does not fail a script that is not exhaustive")
  }

  func testAnExhaustiveScriptFailsOnTheWarningsAfterADismiss() throws {
    let asserted = """
      use syncups
      send syncUpsList.addSyncUpButtonTapped { syncUpsList.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: 0, attendees: [Attendee(id: 0, name: "")], minutes: 5, meetings: [], title: "")) }
      dismiss { syncUpsList.addSyncUp = nil }

      """
    let clean = try shell(asserted, exhaustive: true)
    XCTAssertEqual(clean.errors, "", "every change is asserted: only the warnings can fail it")
    XCTAssertEqual(clean.status, 0)

    let run = try shell(asserted + Self.missingElementSends, exhaustive: true)
    XCTAssertEqual(warnings(run.errors), missingElementWarnings(from: 4), run.errors)
    XCTAssertEqual(run.status, 1, "TestStore fails on a runtime warning")
  }

  func testWarningsAfterAPop() throws {
    let run = try shell(
      """
      use syncups
      send syncUpsList.addSyncUpButtonTapped
      send syncUpsList.addSyncUp.presented.setTitle Design
      send syncUpsList.confirmAddButtonTapped
      send syncUpsList.syncUpTapped id=0
      pop

      """ + Self.missingElementSends)
    XCTAssertEqual(warnings(run.errors), missingElementWarnings(from: 7), run.errors)
  }

  func testWarningsAfterCancel() throws {
    let run = try shell(
      "use syncups\nsend syncUpsList.addSyncUpButtonTapped\ncancel\n" + Self.missingElementSends)
    XCTAssertEqual(warnings(run.errors), missingElementWarnings(from: 4), run.errors)
  }

  func testWarningsAfterSendingTheDismissByName() throws {
    let run = try shell(
      "use syncups\nsend syncUpsList.addSyncUpButtonTapped\nsend syncUpsList.addSyncUp.dismiss\n"
        + Self.missingElementSends)
    XCTAssertEqual(warnings(run.errors), missingElementWarnings(from: 4), run.errors)
  }

  /// An alert dismisses itself when tapped; each later presentation action for it warns, every
  /// time (TCA does not report an `ifLet`'s warning only once).
  func testIfLetWarnsEveryTimeAfterATap() throws {
    let run = try shell(
      """
      use alerts-modern
      send alertButtonTapped
      tap Cancel
      send alert.dismiss
      send alert.dismiss
      send alert.presented.incrementButtonTapped

      """)
    XCTAssertEqual(
      warnings(run.errors), (4...6).map { "line \($0): \(Self.ifLetWarning)" }, run.errors)
  }

  func testAnExhaustiveScriptFailsOnAWarningAtItsLastLine() throws {
    let run = try shell("use alerts-modern\nsend alert.dismiss\n", exhaustive: true)
    XCTAssertEqual(warnings(run.errors), ["line 2: \(Self.ifLetWarning)"], run.errors)
    XCTAssertEqual(run.status, 1)
  }
}
