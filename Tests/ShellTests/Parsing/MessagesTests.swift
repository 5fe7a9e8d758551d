import Features
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// Messages: a suggestion is close to what was typed, a message never says a thing twice, and
/// it says where the failing command was, in the words the user gave it.
@MainActor
final class MessagesTests: XCTestCase {
  func testASuggestionIsCloseToWhatWasTyped() async {
    let commands = CommandInfo.all.map(\.name)
    XCTAssertNil(Suggestion.closest(to: String(repeating: "x", count: 189), in: commands))
    XCTAssertNil(Suggestion.closest(to: String(repeating: "x", count: 500), in: commands))
    XCTAssertNil(Suggestion.closest(to: String(repeating: "q", count: 1000), in: commands))
    XCTAssertNil(
      Suggestion.closest(to: String(repeating: "z", count: 300), in: ["increment", "decrement"]))
    // Typos stay typos, whatever their length.
    XCTAssertEqual(Suggestion.closest(to: "incremnt", in: ["increment", "decrement"]), "increment")
    XCTAssertEqual(Suggestion.closest(to: "expct", in: commands), "expect")
    XCTAssertEqual(Suggestion.closest(to: "sned", in: commands), "send")
    let long = "alertButtonTappedWithAVeryLongNameIndeedForTesting"
    XCTAssertEqual(Suggestion.closest(to: long + "x", in: [long, "other"]), long)
  }

  /// "did you mean" offers only names `help` lists: `?` (help's alias) was offered for `y`
  /// though no list shows it (a new user's findings, 13).
  func testASuggestedCommandIsOneThatHelpLists() async throws {
    let run = try await runScript("y\nexi\n?\nhelp ?", bail: false)
    XCTAssertTrue(
      run.errors.hasPrefix(
        """
        line 1: unknown command 'y' (type 'help' for the list)
        line 2: unknown command 'exi' (type 'help' for the list)

        """), run.errors)
    let help = try await runScript("help")
    for name in CommandTable.suggestedNames {
      XCTAssertTrue(help.output.contains("  \(name)"), "help lists \(name)")
    }
    XCTAssertFalse(CommandTable.suggestedNames.contains("?"))
    XCTAssertTrue(run.output.contains("usage: help [COMMAND]"), "the alias still works typed")
  }

  func testLongWordsGetNoSuggestionAtTheShell() async throws {
    let run = try await runScript(
      [
        String(repeating: "x", count: 189), "help " + String(repeating: "q", count: 1000),
        "send " + String(repeating: "z", count: 300),
      ].joined(separator: "\n"), features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors.components(separatedBy: "\n").count, 4, run.errors)
    XCTAssertFalse(run.errors.contains("did you mean"), run.errors)
  }

  func testAWrongValueIsSaidOnce() async throws {
    let run = try await runScript(
      "send setName nil\nsend setAge nil\nsend setAge true", features: [profileFeature],
      initial: "profile")
    XCTAssertEqual(
      run.errors,
      """
      line 1: setName is String, got nil: setName(String)
      line 2: setAge is Int, got nil: setAge(Int)
      line 3: setAge is Int, got a Bool true: setAge(Int)

      """)
  }

  func testDashCErrorsNameTheCommandNotALine() async throws {
    let run = try Self.shell(["-c", "state; bogus\nsend incremnt"])
    XCTAssertEqual(
      run.errors,
      """
      -c, command 2: unknown command 'bogus' (type 'help' for the list)
      -c, command 3: unknown action 'incremnt' in counter: did you mean 'increment'? (one of: increment, decrement)

      """)
    XCTAssertEqual(run.status, 1)
  }

  /// The built executable with `stdin` on a pipe.
  static func shell(_ arguments: [String], stdin: [UInt8] = []) throws -> (
    output: String, errors: String, status: Int32
  ) {
    let run = try ProcessRun.run(
      TestPackage.executable, arguments: arguments, stdin: Data(stdin))
    return (run.output, run.errors, run.status)
  }
}

/// Scripts are read as their author's editor meant them.
@MainActor
final class ScriptEncodingTests: XCTestCase {
  static let expected =
    "  Counter.Action.increment\n- Counter.State(count: 0)\n+ Counter.State(count: 1)\n1\n"

  func testAUTF8ByteOrderMarkIsNotPartOfTheFirstCommand() async throws {
    let run = try MessagesTests.shell(
      [], stdin: [0xEF, 0xBB, 0xBF] + Array("send increment\nstate count\n".utf8))
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.output, Self.expected)
  }

  func testAMarkInTheMiddleOfConcatenatedFilesIsDroppedToo() async throws {
    let file = Array("send increment\n".utf8)
    let run = try MessagesTests.shell(
      [], stdin: [0xEF, 0xBB, 0xBF] + file + [0xEF, 0xBB, 0xBF] + Array("state count\r\n".utf8))
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.output, Self.expected)
  }

  func testUTF16WithAByteOrderMarkIsDecoded() async throws {
    let text = "send increment\r\nstate count\r\n"
    let little: [UInt8] =
      [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [little, big] {
      let run = try MessagesTests.shell([], stdin: bytes)
      XCTAssertEqual(run.errors, "")
      XCTAssertEqual(run.output, Self.expected)
    }
  }

  /// Bytes that look like a UTF-16 mark but go on as UTF-8 (a script's first character is
  /// ASCII, whose UTF-16 unit has a zero high byte): the first line is refused as not text and
  /// the rest run, rather than the whole file read as UTF-16 nonsense.
  func testAMarkFollowedByUTF8IsNotUTF16() async throws {
    for mark: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
      let run = try MessagesTests.shell(
        [], stdin: mark + Array(" bad\nsend increment\nstate count\n".utf8))
      XCTAssertEqual(run.errors, "line 1: invalid UTF-8 in the line: retype it as text\n")
      XCTAssertEqual(run.output, Self.expected)
    }
  }

  func testSourcedFilesToo() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-bom-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data([0xEF, 0xBB, 0xBF] + Array("send increment\n".utf8)).write(to: file)
    let run = try await runScript(
      "source \(file.path)\nstate count", features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.output, Self.expected)
  }
}
