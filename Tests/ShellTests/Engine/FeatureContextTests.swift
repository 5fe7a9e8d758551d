import Composable
import Features
import XCTest

@testable import Shell

/// A feature's state beside its store is its context's: a command keeps its own under a
/// `FeatureStateKey` declared in its file, one value per feature.
@MainActor
final class FeatureContextTests: XCTestCase {
  private enum Bookmarks: FeatureStateKey {
    static let initialValue: [String] = []
  }

  func testEachFeatureKeepsItsOwnValueUnderAKey() async throws {
    let session = try Session(
      features: allFeatures, initial: "counter", output: Output(result: { _ in }, error: { _ in }))
    XCTAssertEqual(session.context[Bookmarks.self], [], "a feature starts from the initial value")
    session.context[Bookmarks.self].append("start")
    XCTAssertEqual(session.context[Bookmarks.self], ["start"])
    _ = await session.execute("use timer")
    XCTAssertEqual(session.context[Bookmarks.self], [], "another feature has its own")
    session.context[Bookmarks.self] = ["tick"]
    _ = await session.execute("use counter")
    XCTAssertEqual(session.context[Bookmarks.self], ["start"], "kept while the feature is away")
  }

  func testFocusIsTheCurrentFeaturesOnly() async throws {
    let session = try Session(
      features: allFeatures, initial: "syncups", output: Output(result: { _ in }, error: { _ in }))
    XCTAssertEqual(session.promptName, "syncups")
    XCTAssertNil(session.currentContext, "the prompt makes no store")
    _ = await session.execute("send syncUpsList.addSyncUpButtonTapped")
    let focused = await session.execute("focus syncUpsList.addSyncUp")
    XCTAssertEqual(focused, .ok)
    XCTAssertEqual(session.promptName, "syncups/addSyncUp")
    _ = await session.execute("use counter")
    XCTAssertEqual(session.promptName, "counter")
    _ = await session.execute("use syncups")
    XCTAssertEqual(session.promptName, "syncups/addSyncUp")
  }
}
