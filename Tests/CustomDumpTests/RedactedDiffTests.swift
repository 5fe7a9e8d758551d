import Composable
import XCTest

/// A secret that changed dumps as `"••••"` on both sides: the diff says the values differ
/// with custom-dump's note for unequal values that read alike, rather than two identical lines
/// that read as no change (a fresh user's finding 9f).
final class RedactedDiffTests: XCTestCase {
  struct Form: Equatable {
    var name = "Blob"
    var password: Redacted<String> = ""
    var count = 0
  }

  func testAChangedSecretIsMarkedAsUnequalValuesThatReadAlike() {
    XCTAssertEqual(
      diff(Form(password: "old"), Form(password: "new")),
      """
        RedactedDiffTests.Form(
          name: "Blob",
          // Not equal but no difference detected:
      -   password: "••••",
      +   password: "••••",
          count: 0
        )
      """)
  }

  func testTheNoteIsOnlyForTheSecretThatReadsAlike() {
    XCTAssertEqual(
      diff(Form(password: "old", count: 1), Form(password: "new", count: 2)),
      """
        RedactedDiffTests.Form(
          name: "Blob",
          // Not equal but no difference detected:
      -   password: "••••",
      +   password: "••••",
      -   count: 1
      +   count: 2
        )
      """)
  }

  func testASecretAtTheRoot() {
    XCTAssertEqual(
      diff(Redacted("a"), Redacted("b")),
      """
        // Not equal but no difference detected:
      - "••••"
      + "••••"
      """)
  }

  func testAnUnchangedSecretIsNoChange() {
    XCTAssertNil(diff(Form(password: "same"), Form(password: "same")))
  }
}
