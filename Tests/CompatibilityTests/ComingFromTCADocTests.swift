import Foundation
import XCTest

/// docs/coming-from-tca.md names, for each API it says compiles unchanged, the tests that use
/// it: each named test class must exist in this target, so the page cannot claim a test that
/// is not there.
final class ComingFromTCADocTests: XCTestCase {
  func testEveryTestThePageNamesExists() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = tests.deletingLastPathComponent().deletingLastPathComponent()
    let page = try String(
      contentsOf: root.appendingPathComponent("docs/coming-from-tca.md"), encoding: .utf8)
    let sources = try FileManager.default.contentsOfDirectory(atPath: tests.path)
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")

    let named = Set(
      page.components(separatedBy: "`").filter {
        $0.hasSuffix("Tests") && $0.allSatisfy { $0.isLetter || $0.isNumber }
      })
    XCTAssertGreaterThanOrEqual(named.count, 8, "the page names the tests behind its table")
    for name in named.sorted() {
      XCTAssertTrue(
        sources.contains("final class \(name): XCTestCase"),
        "docs/coming-from-tca.md names \(name), which is not a test class in CompatibilityTests")
    }
  }

  /// What a TCA user reaches for and this project does not build is said in the page's "Not
  /// supported" table, so that they learn it there rather than from a compiler error.
  func testTheNotSupportedTableNamesWhatIsNotBuilt() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = tests.deletingLastPathComponent().deletingLastPathComponent()
    let page = try String(
      contentsOf: root.appendingPathComponent("docs/coming-from-tca.md"), encoding: .utf8)
    let notSupported = try XCTUnwrap(page.components(separatedBy: "## Not supported").last)
    for name in [
      "\\.mainRunLoop", "\\.mainQueue", "Effect.publisher", "send(_:animation:)", ".bold()",
      "\\.urlSession", "store.scope(state:action:)", "withExhaustivity",
    ] {
      XCTAssertTrue(notSupported.contains(name), "the Not supported table should name \(name)")
    }
  }
}
