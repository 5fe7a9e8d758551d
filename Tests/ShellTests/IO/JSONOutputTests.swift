import Composable
import Features
import Foundation
import Shell
import ShellTestSupport
import XCTest

/// `--json`: one object a line, with the documented fields (docs/json.md).
@MainActor
final class JSONOutputTests: XCTestCase {
  struct Event: Decodable, Equatable {
    var event: String
    var line: Int?
    var feature: String?
    var text: String?
    var number: Int?
    var origin: String?
    var action: String?
    var diff: String?
    var kind: String?
    var title: String?
    var message: String?
    var buttons: [Button]?
    struct Button: Decodable, Equatable {
      var number: Int
      var label: String
      var role: String?
    }
  }

  private func events(_ script: String, in feature: String) async throws -> [Event] {
    let run = try await runScript(script, features: allFeatures, initial: feature, json: true)
    XCTAssertEqual(run.errors, "", "errors are events too, on the same stream")
    return try run.output.split(separator: "\n").map {
      try JSONDecoder().decode(Event.self, from: Data($0.utf8))
    }
  }

  func testEveryEventKind() async throws {
    let events = try await events(
      "send alertButtonTapped\ntap Increment\nstate count\nexpect count == 2\nsend nope",
      in: "alerts-modern")
    XCTAssertEqual(
      events.map(\.event),
      [
        "command", "action", "presented", "command", "action", "presented", "command", "output",
        "command", "error", "command", "error",
      ])
    XCTAssertEqual(
      events[0],
      Event(event: "command", line: 1, feature: "alerts-modern", text: "send alertButtonTapped"))
    XCTAssertEqual(events[1].action, "AlertsModern.Action.alertButtonTapped")
    XCTAssertEqual(events[1].origin, "sent")
    XCTAssertEqual(events[1].number, 1)
    XCTAssertTrue(events[1].diff?.contains("+   _alert: AlertState(") == true)
    XCTAssertEqual(
      events[2],
      Event(
        event: "presented", feature: "alerts-modern", kind: "alert", title: "Alert!",
        message: "This is an alert",
        buttons: [
          .init(number: 1, label: "Cancel", role: "cancel"),
          .init(number: 2, label: "Increment", role: nil),
        ]))
    XCTAssertEqual(events[4].origin, "tapped")
    XCTAssertEqual(
      events[4].action, "AlertsModern.Action.alert(\n  .presented(.incrementButtonTapped)\n)")
    XCTAssertEqual(events[7].text, "1")
    XCTAssertEqual(events[9].line, 4)
    XCTAssertEqual(events[9].message, "expected count == 2, but count is 1")
    XCTAssertEqual(events[11].line, 5)
  }

  func testUnchangedStateHasNoDiff() async throws {
    let events = try await events("send alertButtonTapped\ntap Cancel", in: "alerts-modern")
    XCTAssertNotNil(events.last?.diff)
    let counter = try await self.events("send increment", in: "counter")
    XCTAssertEqual(counter[1].diff, "- Counter.State(count: 0)\n+ Counter.State(count: 1)")
  }

  /// Every docs script's --json output parses line by line.
  func testDocsScriptsParseAsJSONLines() async throws {
    let scripts = TestPackage.root.appendingPathComponent("docs/scripts")
    let files = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter {
      $0.hasSuffix(".tcash")
    }
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let text = try String(contentsOf: scripts.appendingPathComponent(file), encoding: .utf8)
      let run = try await runScript(
        text, features: allFeatures, initial: "counter", json: true, testClock: true)
      XCTAssertEqual(run.status, 0, file)
      for line in run.output.split(separator: "\n") {
        XCTAssertNoThrow(
          try JSONDecoder().decode(Event.self, from: Data(line.utf8)), "\(file): \(line)")
      }
    }
  }

  func testEchoPrintsEachCommandAfterItsPrompt() async throws {
    let run = try await runScript(
      "send increment\n\nuse alerts\nalert", features: allFeatures, initial: "counter", echo: true)
    XCTAssertEqual(
      run.output,
      """
      counter> send increment
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      counter> use alerts
      alerts> alert
      No alert is presented.

      """)
  }
}
