import Composable
import Foundation
import XCTest

@testable import Shell

/// `save --swift` writes tests that compile for a feature in today's TCA style (issue 25, item
/// 15): an `Action` that is not `Equatable` is received by case key path, as TCA's tests receive
/// it (`receive(\.response.success, ["a", "b"])`), or by a closure matching its case when the
/// payload cannot be compared; a state whose initializers take none of its fields is refused in
/// one line rather than written with a memberwise initializer it does not have.
@MainActor
final class NonEquatableActionExportTests: XCTestCase {
  static var downloads: Feature {
    Feature(Downloads(), name: "downloads", initialState: Downloads.State())
  }

  static var seeded: Feature {
    Feature(Seeded(), name: "seeded", initialState: Seeded.State(seed: 7))
  }

  func testANonEquatableActionIsReceivedByCaseKeyPath() async throws {
    let export = try await SwiftExportKindsTests.export(
      ["send load"], feature: Self.downloads, file: "DownloadsTests.swift")
    let text = try XCTUnwrap(export.text, export.failure ?? "")
    // An Equatable payload down the case key path, compared as TCA's receive(_:_:) compares it.
    XCTAssertTrue(text.contains("await store.receive(\\.response.success, [\"a\", \"b\"]) {"), text)
    // A payload that is not Equatable: matched by its case.
    XCTAssertTrue(
      text.contains("await store.receive({ if case .noted(_) = $0 { true } else { false } }) {"),
      text)
    // A case without payload: its case key path alone.
    XCTAssertTrue(text.contains("await store.receive(\\.finished) {"), text)
    XCTAssertFalse(text.contains("store.receive(.response"), text)
  }

  func testTheNonEquatableExportTypeChecks() async throws {
    let export = try await SwiftExportKindsTests.export(
      ["send load"], feature: Self.downloads, file: "DownloadsTests.swift")
    let text = try XCTUnwrap(export.text, export.failure ?? "")
    let feature = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Support/NonEquatableActionFeature.swift")
    let check = try SwiftExportKindsTests.typeCheck([feature, export.path])
    XCTAssertEqual(check.status, 0, "the export does not compile:\n\(check.output)\n\(text)")
  }

  func testAStateNoInitializerOfWhichTakesItsFieldsIsRefused() async throws {
    let export = try await SwiftExportKindsTests.export(
      ["send bump"], feature: Self.seeded, file: "SeededTests.swift")
    XCTAssertNil(export.text, export.text ?? "")
    XCTAssertEqual(
      export.failure,
      "save --swift cannot write Seeded.State: none of its initializers (init(seed:)) takes its fields; start the shell with a FeatureRegistry so the test starts from the registration (docs/your-own-feature.md)"
    )
    XCTAssertFalse(FileManager.default.fileExists(atPath: export.path.path))
  }
}
