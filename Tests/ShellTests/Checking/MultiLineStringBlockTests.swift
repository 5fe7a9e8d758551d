import Features
import Foundation
import XCTest

@testable import Shell

/// A block whose value is a multi-line string (issue 23 item 10): it holds when the state holds
/// that string, in both modes; a mismatch is custom-dump's `"""` block diff, line by line; and
/// `save --exhaustive` writes such a value as one quoted literal, so that its script replays.
@MainActor
final class MultiLineStringBlockTests: XCTestCase {
  func testABlockWithAMultiLineStringHoldsInBothModes() async throws {
    for mode in ["", "exhaustive on\n"] {
      let run = try await runScript(
        mode + #"send setName "p\nq" { name = "p\nq" }"#, features: allFeatures,
        initial: "login")
      XCTAssertEqual(run.errors, "", mode)
      XCTAssertEqual(run.status, 0, mode)
    }
  }

  func testAMismatchIsALineDiffInsideTheBlock() async throws {
    for mode in ["", "exhaustive on\n"] {
      let run = try await runScript(
        mode + #"send setName "p\nr" { name = "p\nq" }"#, features: allFeatures,
        initial: "login")
      let line = mode.isEmpty ? 1 : 2
      XCTAssertEqual(
        run.errors,
        """
        line \(line): A state change does not match expectation.

            \u{2007} Login.State(
            \u{2007}   isLoading: false,
            \u{2007}   name: \"\"\"
            \u{2007}     p
            \u{2212}     q
            +     r
            \u{2007}     \"\"\",
            \u{2007}   password: "••••",
            \u{2007}   isLoginButtonDisabled: true,
            \u{2007}   session: nil,
            \u{2007}   _alert: nil
            \u{2007} )

        (Expected: \u{2212}, Actual: +)

        """, mode)
    }
  }

  func testSaveExhaustiveWritesOneLineLiteralsThatReplay() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-multiline-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = try await runScript(
      #"send setName "p\nq"\#nsend setName "a\"b\\c\nd\n"\#nsave --exhaustive "# + file.path,
      features: allFeatures, initial: "login")
    XCTAssertEqual(first.status, 0, first.errors)
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(script.contains(#"send setName "p\nq" { name = "p\nq" }"#), script)
    XCTAssertTrue(
      script.contains(#"send setName "a\"b\\c\nd\n" { name = "a\"b\\c\nd\n" }"#), script)
    let replay = try await runScript(script, features: allFeatures, initial: "counter")
    XCTAssertEqual(replay.status, 0, replay.errors + "\n" + script)
  }
}
