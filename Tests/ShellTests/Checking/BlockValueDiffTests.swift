import XCTest

@testable import Shell

/// A block's value written another way than the dumper prints it shows in a failed check as
/// the value it reads as, so that the diff marks only what differs.
@MainActor
final class BlockValueDiffTests: XCTestCase {
  func testAValueWrittenAsSendWritesItDiffsAsTheDumperPrintsIt() async throws {
    let run = try await runScript(
      """
      exhaustive on
      send setGenre Genre.poetry { genre = nonFiction }
      send setOpened "2026-01-02T03:04:05Z" { opened = "2026-01-02T03:04:06Z" }
      """, features: [bookcaseFeature], initial: "bookcase")
    XCTAssertTrue(
      run.errors.contains("\n    \u{2212}   genre: .nonFiction,\n    +   genre: .poetry,\n"),
      run.errors)
    XCTAssertTrue(
      run.errors.contains(
        "\n    \u{2212}   opened: Date(2026-01-02T03:04:06.000Z),\n    +   opened: Date(2026-01-02T03:04:05.000Z),\n"
      ), run.errors)
  }
}
