import Foundation
import XCTest

@testable import Shell

/// Second fresh-user findings, 9a: inside a focus, a path that names an action only from the root
/// (or a state path) is refused in the user's words (`rows[1].toggleRead`, not the catalog's
/// `rows.element.rows`), saying why: a path inside a focus is relative to it.
@MainActor
final class FocusRelativePathTests: XCTestCase {
  func testARootPathTypedInsideAFocusSaysThePathIsRelativeToTheFocus() async throws {
    // Both action forms: IdentifiedActionOf and TCA 1.0's element case.
    for kind in [idKinds[0], idKinds[idKinds.count / 2]] {
      let run = try await runScript(
        "focus rows[0]\nsend rows[1].toggleRead\nsend toggleRead\nfocus /\nsend rows[1].toggleRead",
        features: [kind.feature], initial: "shelf")
      XCTAssertEqual(
        run.errors,
        "line 2: 'rows[1].toggleRead' names nothing in the focused rows[id: 7]: a path inside a focus is relative to it ('focus /' to go back to the root, 'focus ..' to step out)\n",
        kind.name)
    }
  }

  func testStateExpectAndFocusSayTheSameOfARootPath() async throws {
    let run = try await runScript(
      "focus rows[0]\nstate rows[1]\nexpect rows[1].isRead == false\nfocus rows[1]\nstate title",
      features: [idKinds[0].feature], initial: "shelf")
    let line =
      "names nothing in the focused rows[id: 7]: a path inside a focus is relative to it ('focus /' to go back to the root, 'focus ..' to step out)"
    XCTAssertEqual(
      run.errors,
      "line 2: 'rows[1]' \(line)\nline 3: 'rows[1].isRead' \(line)\nline 4: 'rows[1]' \(line)\n")
  }

  func testARootPathToAnElementThatIsNotThereSaysTheSame() async throws {
    let run = try await runScript(
      "focus rows[0]\nsend rows[5].toggleRead", features: [idKinds[0].feature], initial: "shelf")
    XCTAssertEqual(
      run.errors,
      "line 2: 'rows[5].toggleRead' names nothing in the focused rows[id: 7]: a path inside a focus is relative to it ('focus /' to go back to the root, 'focus ..' to step out)\n"
    )
  }

  func testAPathThatNamesNothingAnywhereKeepsItsOwnMessage() async throws {
    let run = try await runScript(
      "focus rows[0]\nsend tgglRead\nsend books[0].toggleRead", features: [idKinds[0].feature],
      initial: "shelf")
    XCTAssertEqual(
      run.errors,
      """
      line 2: unknown action 'tgglRead' in rows[id: 7]: did you mean 'toggleRead'? (one of: setTitle, toggleRead)
      line 3: no field 'books' in IDRow.State (fields: id, title, isRead)

      """)
  }
}
