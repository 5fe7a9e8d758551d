import Composable
import Foundation
import XCTest

@testable import Shell

/// `save --swift` writes a state that lists its initializers (`@ObservableState`) with one it
/// has, never with a memberwise initializer its own `init` hides (issue 25, item 15): as the
/// call alone when the initializer makes the value the session had, and with the fields it
/// leaves different set after it otherwise. The export type-checks.
@MainActor
final class InitializerExportTests: XCTestCase {
  static var badges: Feature {
    Feature(Badges(), name: "badges", initialState: Badges.State())
  }

  func testAValueItsInitializerMakesIsThatCall() async throws {
    let export = try await SwiftExportKindsTests.export(
      ["send fresh title=A"], feature: Self.badges, file: "FreshTests.swift")
    let text = try XCTUnwrap(export.text, export.failure ?? "")
    XCTAssertTrue(text.contains("$0.current = Badge(title: \"A\")\n"), text)
    XCTAssertTrue(text.contains("$0.all = [Badge(title: \"A\")]\n"), text)
    // Not named among the memberwise initializers left for the user to check.
    XCTAssertFalse(text.contains("Badge(title:color:uses:)"), text)
    XCTAssertFalse(text.contains("Badge(title: \"A\", color:"), text)
  }

  func testWhatTheInitializerLeavesDifferentIsSetAfterIt() async throws {
    let export = try await SwiftExportKindsTests.export(
      ["send make title=B color=red"], feature: Self.badges, file: "MadeTests.swift")
    let text = try XCTUnwrap(export.text, export.failure ?? "")
    let made = "{ var value = Badge(title: \"B\"); value.color = \"red\"; return value }()"
    XCTAssertTrue(text.contains("$0.current = \(made)\n"), text)
    XCTAssertTrue(text.contains("$0.all = [\(made)]\n"), text)
  }

  func testTheExportTypeChecks() async throws {
    let export = try await SwiftExportKindsTests.export(
      ["send fresh title=A", "send make title=B color=red"], feature: Self.badges,
      file: "BadgesTests.swift")
    let text = try XCTUnwrap(export.text, export.failure ?? "")
    let feature = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Support/InitializerKindsFeature.swift")
    let check = try SwiftExportKindsTests.typeCheck([feature, export.path])
    XCTAssertEqual(check.status, 0, "the export does not compile:\n\(check.output)\n\(text)")
  }
}
