import Composable
import Features
import XCTest

@testable import Shell

/// `tree`: what is on screen, and `state --depth N`.
@MainActor
final class ScreenTreeTests: XCTestCase {
  func trees(_ script: String, _ feature: String) async throws -> [String] {
    var output = ""
    let sink = Output(result: { output += $0 }, error: { output += "error: " + $0 })
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    let session = try Session(
      features: allFeatures, initial: feature, output: sink, configuration: configuration)
    var trees: [String] = []
    for line in ("set diff off\n" + script).split(separator: "\n") {
      sink.flush()
      output = ""
      _ = await session.execute(String(line))
      sink.flush()
      if line == "tree" { trees.append(output) }
    }
    return trees
  }

  static let detail = """
    send syncUpsList.addSyncUpButtonTapped
    tree
    send syncUpsList.confirmAddButtonTapped
    send syncUpsList.syncUpTapped id=0
    tree
    """

  func testASheetCoversTheRootAndTheStacksTopIsMarked() async throws {
    let trees = try await trees(
      Self.detail
        + "\nsend path[0].detail.startMeetingButtonTapped\ntree\npop\nsend path[0].detail.editButtonTapped\ntree",
      "syncups")
    XCTAssertEqual(
      trees,
      [
        """
        SyncUpsApp (syncups) [covered]
        └─ sheet SyncUpForm (syncUpsList.addSyncUp) [on screen]

        """,
        """
        SyncUpsApp (syncups) [covered]
        └─ #0 detail (path[id: 0]) [top, on screen]

        """,
        """
        SyncUpsApp (syncups) [covered]
        ├─ #0 detail (path[id: 0]) [covered]
        └─ #1 meeting (path[id: 1]) [top, on screen]

        """,
        """
        SyncUpsApp (syncups) [covered]
        └─ #0 detail (path[id: 0]) [top, covered]
           └─ sheet SyncUpForm (path[id: 0].detail.destination.edit) [on screen]

        """,
      ])
  }

  func testAlertsHangOnTheScreenThatPresentsThem() async throws {
    let child = try await trees(
      Self.detail + "\nsend path[0].detail.deleteButtonTapped\ntree", "syncups")
    XCTAssertEqual(
      child.last,
      """
      SyncUpsApp (syncups) [covered]
      └─ #0 detail (path[id: 0]) [top, on screen]
         └─ alert "Delete?"

      """)
    // A 2021-style alert (a registered AlertState? field) and a dialog, on the root; a TCA 1.x
    // one in a PresentationState, listed once.
    let legacy = try await trees("send actionSheetButtonTapped\ntree", "alerts")
    XCTAssertEqual(legacy, ["Alerts (alerts) [on screen]\n└─ dialog \"Action sheet\"\n"])
    let modern = try await trees("send alertButtonTapped\ntree", "alerts-modern")
    XCTAssertEqual(modern, ["AlertsModern (alerts-modern) [on screen]\n└─ alert \"Alert!\"\n"])
  }

  func testStateDepthCutsTheDump() async throws {
    let run = try await runScript(
      "state --depth 1\nstate --depth 0\nstate --depth 1 --json", features: allFeatures,
      initial: "syncups")
    XCTAssertEqual(
      run.output, "SyncUpsApp.State(\n  path: [:],\n  syncUpsList: SyncUpsList.State(…)\n)\n")
    XCTAssertEqual(
      run.errors,
      """
      line 2: state --depth needs a whole number of levels from 1, e.g. state --depth 2
      line 3: state --depth cuts the dump; it does not go with --json or --full: state --depth 2

      """)
  }
}
