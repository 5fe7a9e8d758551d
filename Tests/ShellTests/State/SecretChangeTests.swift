import Foundation
import ShellTestSupport
import XCTest

/// A secret that changed prints `"••••"` on both sides: the diff, the `--json` diff and an
/// exhaustive script's failure mark it with custom-dump's note, and an exhaustive script that
/// leaves it unasserted fails, as TCA's test store compares the values, not their dumps (a
/// fresh user's finding 9f).
final class SecretChangeTests: XCTestCase {
  private static let note = "// Not equal but no difference detected:"

  private func shell(_ flags: [String], _ script: String) throws -> ProcessRun {
    try TestPackage.shell(flags, stdin: script)
  }

  func testTheDiffAndTheJSONDiffMarkTheChangedSecret() throws {
    let text = try shell([], "use login\nsend setPassword abc\n")
    XCTAssertTrue(
      text.output.contains(
        "    name: \"\",\n    \(Self.note)\n-   password: \"••••\",\n+   password: \"••••\",\n"),
      text.output)
    let json = try shell(["--json"], "use login\nsend setPassword abc\n")
    XCTAssertTrue(
      json.output.contains(
        "\\n    \(Self.note)\\n-   password: \\\"••••\\\",\\n+   password: \\\"••••\\\",\\n"),
      json.output)
    XCTAssertFalse(json.output.contains("abc"))
  }

  func testAnExhaustiveScriptFailsOnAnUnassertedSecretChange() throws {
    let run = try shell(
      ["--exhaustive"],
      "use login\nsend setPassword abc { password = \"••••\" }\nsend setPassword abd\nsend setPassword abd\n"
    )
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.errors.hasPrefix("line 3: State was not expected to change, but a change occurred."),
      run.errors)
    XCTAssertTrue(
      run.errors.contains(
        "    \u{2007}   \(Self.note)\n    −   password: \"••••\",\n    +   password: \"••••\",\n"),
      run.errors)
    XCTAssertFalse(run.errors.contains("line 4:"), "the same secret again is no change")
  }

  func testABlockThatLeavesTheChangedSecretOutFails() throws {
    let run = try shell(
      ["--exhaustive"],
      "use login\nsend setName a { name = \"a\" }\nsend setPassword abc { isLoginButtonDisabled = false }\n"
    )
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.errors,
      """
      line 3: A state change does not match expectation.

          \u{2007} Login.State(
          \u{2007}   isLoading: false,
          \u{2007}   name: "a",
          \u{2007}   \(Self.note)
          −   password: "••••",
          +   password: "••••",
          \u{2007}   isLoginButtonDisabled: false,
          \u{2007}   session: nil,
          \u{2007}   _alert: nil
          \u{2007} )

      (Expected: −, Actual: +)

      """)
  }
}
