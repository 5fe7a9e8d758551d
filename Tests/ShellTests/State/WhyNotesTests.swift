import Features
import XCTest

@testable import Shell

/// `set notes on`: after each command, a `why:` line for each decision TCA made (issue 26's
/// list), and none when notes are off.
@MainActor
final class WhyNotesTests: XCTestCase {
  func whyLines(_ script: String, _ feature: String, notes: Bool = true) async throws -> [String] {
    let run = try await runScript(
      (notes ? "set notes on\n" : "") + script, features: allFeatures, initial: feature,
      testClock: true)
    XCTAssertEqual(run.errors, "")
    return run.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("why:") }
  }

  func testThe2021StyleSendsTheDismissActionFirst() async throws {
    let lines = try await whyLines("send alertButtonTapped\ntap Increment", "alerts")
    XCTAssertEqual(
      lines,
      [
        "why: the 2021 style sent the alert's dismiss action first (alertDismissed), then the button's (incrementButtonTapped), as iOS 14/15 did"
      ])
  }

  func testIfLetKeepsANewAlertThePresentedDuringTheAction() async throws {
    let lines = try await whyLines("send alertButtonTapped\ntap Increment", "alerts-modern")
    XCTAssertEqual(
      lines,
      [
        "why: ifLet kept the new alert: the parent presented it during this action (a new id)"
      ])
  }

  static let detail = """
    set diff off
    send syncUpsList.addSyncUpButtonTapped
    send syncUpsList.addSyncUp.presented.setTitle Design
    send syncUpsList.confirmAddButtonTapped
    send syncUpsList.syncUpTapped id=0

    """

  func testAChildRunsFirstADelegateTellsTheParentAndAnEphemeralAlertIsDismissed() async throws {
    let lines = try await whyLines(
      Self.detail + "send path[0].detail.deleteButtonTapped\ntap Yes", "syncups")
    XCTAssertEqual(
      lines,
      [
        "why: ifLet ran the child's reducer (addSyncUp) before the parent's",
        "why: forEach ran the element's reducer before the parent's",
        "why: ifLet dismissed the alert after its action: the parent left it as it was",
        "why: ifLet ran the child's reducer (destination) before the parent's",
        "why: forEach ran the element's reducer before the parent's",
        "why: a delegate action told the parent: .delegate(.deleteSyncUp)",
      ])
  }

  func testAPopCancelsTheScreensEffects() async throws {
    let lines = try await whyLines(
      Self.detail + "send path[0].detail.startMeetingButtonTapped\npop", "syncups")
    XCTAssertEqual(
      lines.last,
      "why: a pop cancelled this effect: a screen's effects end with it"
    )
  }

  func testOffByDefaultAndTheSettingAndFlag() async throws {
    let none = try await whyLines("send alertButtonTapped\ntap Increment", "alerts", notes: false)
    XCTAssertEqual(none, [])
    let off = try await whyLines(
      "set notes off\nsend alertButtonTapped\ntap Increment", "alerts")
    XCTAssertEqual(off, [])
    let run = try await runScript("set notes maybe", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors, "line 1: notes is on or off, not 'maybe': set notes on, or set notes off\n")
    let flag = try MessagesTests.shell(
      ["--notes", "--feature", "alerts"], stdin: Array("send alertButtonTapped\ntap 2\n".utf8))
    XCTAssertTrue(flag.output.contains("\nwhy: the 2021 style sent"), flag.output)
  }
}
