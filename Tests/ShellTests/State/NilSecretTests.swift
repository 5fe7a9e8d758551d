import Foundation
import XCTest

@testable import Shell

/// An optional secret sent as `nil` carries no secret: it is echoed as typed and `save` writes
/// it, so the saved script replays without a value to fill in (found by a new user re-checking
/// `send optSecret nil`, which was saved as `••••` and then refused on replay).
@MainActor
final class NilSecretTests: XCTestCase {
  func testANilOptionalSecretIsEchoedAndSavedAsTyped() async throws {
    let path = NSTemporaryDirectory() + "nil-secret-\(UUID().uuidString).tcash"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try await runScript(
      "send binding.apiKey nil\nsend binding.apiKey \"sk-1\"\nsave \(path)\n",
      features: [bookcaseFeature], initial: "bookcase", echo: true)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("bookcase> send binding.apiKey nil\n"), run.output)
    XCTAssertTrue(run.output.contains("bookcase> send binding.apiKey ••••\n"), run.output)
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(saved.contains("send binding.apiKey nil\n"), saved)
    XCTAssertFalse(saved.contains("sk-1"), saved)
  }
}

/// One line that says what is wrong where it is wrong: text after a `{ … }` block, and a
/// bracket that is neither a position nor an id, named with the field it follows.
@MainActor
final class BlockAndBracketMessageTests: XCTestCase {
  func testTextAfterABlockIsNamed() async throws {
    let run = try await runScript(
      "send setCapacity 4 { capacity = 4 } trailing\n", features: [bookcaseFeature],
      initial: "bookcase")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.errors.contains("'trailing' follows the state block's '}'"), run.errors)
  }

  func testABadBracketNamesItsOwnField() async throws {
    XCTAssertThrowsError(try BracketPath.steps("rows[-1].toggleRead")) { error in
      let message = (error as? ShellError)?.message ?? ""
      XCTAssertTrue(message.contains("write rows[0] (a position from 0) or rows[id: ID]"), message)
    }
  }
}

extension BlockAndBracketMessageTests {
  /// A block assigns, as TCA's assertion closure does (`$0.capacity = 7`); a `==` in it is
  /// named as a comparison, with the assignment and the `expect` that would be right.
  func testAComparisonInABlockSaysABlockAssigns() async throws {
    XCTAssertThrowsError(try StateBlock.parse("capacity == 7")) { error in
      let message = (error as? ShellError)?.message ?? ""
      XCTAssertTrue(
        message.contains(
          "a block assigns what the action changes (capacity = 7); to compare, use expect capacity == 7"
        ), message)
    }
  }
}
