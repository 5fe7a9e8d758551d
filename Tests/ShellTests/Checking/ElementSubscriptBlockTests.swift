import Features
import XCTest

@testable import Shell

/// Blocks follow TCA's `subscript(id:)` on an `IdentifiedArray` and a `StackState` (issue 23
/// item 9): `todos[id: 1] = nil` removes that row, `path[id: 0] = nil` pops that element only
/// (TCA's `$0.path[id: 1] = nil`), and assigning an id that is not there appends it, in both
/// modes. A removal or an append that does not match the state fails with TCA's mismatch.
@MainActor
final class ElementSubscriptBlockTests: XCTestCase {
  private static let syncUp =
    #"SyncUp(id: 0, attendees: [Attendee(id: 0, name: "")], minutes: 5, meetings: [], title: "")"#

  private func run(_ script: String, exhaustive: Bool, in feature: String) async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(
      (exhaustive ? "exhaustive on\n" : "") + script, features: allFeatures, initial: feature,
      testClock: true)
  }

  func testNilByIDRemovesARowInBothModes() async throws {
    for exhaustive in [false, true] {
      let run = try await run(
        "send delete id=1 { todos[id: 1] = nil }", exhaustive: exhaustive, in: "todos")
      XCTAssertEqual(run.errors, "", "exhaustive: \(exhaustive)")
      XCTAssertEqual(run.status, 0)
    }
  }

  func testNilByIDForARowStillThereIsAMismatch() async throws {
    for exhaustive in [false, true] {
      let run = try await run(
        "send delete id=1 { todos[id: 2] = nil }", exhaustive: exhaustive, in: "todos")
      let line = exhaustive ? 2 : 1
      XCTAssertTrue(
        run.errors.hasPrefix("line \(line): A state change does not match expectation.\n"),
        run.errors)
      XCTAssertTrue(run.errors.contains("id: 2,"), run.errors)
    }
  }

  /// A sync-up added by id to the list, its detail pushed by id and popped by id.
  func testAnIDNotThereAppendsAndNilPopsInBothModes() async throws {
    for exhaustive in [false, true] {
      let run = try await run(
        """
        send syncUpsList.addSyncUpButtonTapped { syncUpsList.addSyncUp = SyncUpForm.State(syncUp: \(Self.syncUp)) }
        send syncUpsList.confirmAddButtonTapped { syncUpsList.addSyncUp = nil; syncUpsList.syncUps[id: 0] = \(Self.syncUp) }
        send syncUpsList.syncUpTapped id=0 { path[id: 0] = .detail(SyncUpDetail.State(_destination: nil, syncUp: \(Self.syncUp))) }
        send path.popFrom id=0 { path[id: 0] = nil }
        """, exhaustive: exhaustive, in: "syncups")
      XCTAssertEqual(run.errors, "", "exhaustive: \(exhaustive)")
      XCTAssertEqual(run.status, 0)
    }
  }

  /// Popping another id than the one the action popped: the expected stack still holds it.
  func testNilForAnotherStackIDIsAMismatch() async throws {
    let run = try await run(
      """
      send syncUpsList.addSyncUpButtonTapped { syncUpsList.addSyncUp = SyncUpForm.State(syncUp: \(Self.syncUp)) }
      send syncUpsList.confirmAddButtonTapped { syncUpsList.addSyncUp = nil; syncUpsList.syncUps[id: 0] = \(Self.syncUp) }
      send syncUpsList.syncUpTapped id=0 { path[id: 0] = .detail(SyncUpDetail.State(_destination: nil, syncUp: \(Self.syncUp))) }
      send path.popFrom id=0 { path[id: 1] = nil }
      """, exhaustive: true, in: "syncups")
    XCTAssertTrue(
      run.errors.hasPrefix("line 5: A state change does not match expectation.\n"), run.errors)
    XCTAssertTrue(run.errors.contains("\u{2212}     #0: .detail("), run.errors)
  }
}
