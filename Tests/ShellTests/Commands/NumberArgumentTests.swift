import Composable
import Features
import Foundation
import XCTest

@testable import Shell

/// Every number a command takes (`undo N`, `goto N`, `pop N`, `tap N`, `state --depth N`, and
/// the positions in paths, `path[N]`), out of range whichever way: one line that names the
/// number as typed and what would be right, and nothing changes. Never a crash, never
/// "not a whole number" for one that is, never `Int.max` in place of what was typed.
@MainActor
final class NumberArgumentTests: XCTestCase {
  /// Too large for `Int` (twice), `Int.max` itself, zero, negative.
  static let numbers = [
    "99999999999999999999", "9223372036854775808", "9223372036854775807", "0", "-1",
    "-99999999999999999999",
  ]

  /// A sync-up's detail pushed, its delete alert up: a log, a stack and buttons to number.
  private func session() async throws -> (Session, () -> String) {
    let errors = Locked("")
    let session = try Session(
      features: allFeatures, initial: "syncups",
      output: Output(result: { _ in }, error: { text in errors.withLock { $0 += text } }))
    let setUp =
      SyncUpsScripts.oneMinuteDetailPushed + "\nsend path[0].detail.deleteButtonTapped"
    for line in setUp.split(separator: "\n") {
      let result = await session.execute(String(line))
      XCTAssertEqual(result, .ok, String(line))
    }
    return (session, { errors.withLock { $0 } })
  }

  /// The lines that give a command each number: as its first word, and where its usage
  /// declares a number (`state [--depth N]`) in that place; `isNumber`: the usage declares a
  /// number there (`undo [N]`, `tap N | tap TITLE`), not a name or a path.
  static func lines(for command: any ShellCommand.Type, _ number: String) -> [(
    line: String, isNumber: Bool
  )] {
    let info = command.info
    let usage = info.usage
    var lines = [
      (
        "\(info.name) \(number)",
        usage.wholeMatch(of: /\S+ \[?N\]?( .*)?/) != nil
      )
    ]
    if let match = usage.firstMatch(of: /(--[a-z-]+) N\b/) {
      lines.append(("\(info.name) \(match.1) \(number)", true))
    }
    return lines
  }

  /// The commands that take a file (they would write one) and `quit` are left out.
  static var commands: [any ShellCommand.Type] {
    CommandTable.commands.filter {
      !$0.info.usage.contains("FILE") && $0.info.name != "quit"
    }
  }

  func testEveryCommandGivesOneLineForAnyNumberAndChangesNothing() async throws {
    let declared = Self.commands.flatMap { Self.lines(for: $0, "1") }.filter(\.isNumber)
    XCTAssertEqual(
      declared.map(\.line), ["state --depth 1", "tap 1", "undo 1", "goto 1", "pop 1"])
    for command in Self.commands {
      for number in Self.numbers {
        for (line, isNumber) in Self.lines(for: command, number) {
          let (session, errors) = try await session()
          let before = customDump(session.host.state)
          let result = await session.execute(line)
          guard case .failed(let message) = result else { continue }
          XCTAssertFalse(message.contains("\n"), "\(line): \(message)")
          XCTAssertEqual(customDump(session.host.state), before, line)
          XCTAssertEqual(errors(), "", line)
          if !number.contains("9223372036854775807") {
            XCTAssertFalse(
              message.contains("9223372036854775807"), "\(line): a number not typed: \(message)")
          }
          // A whole number where one is declared is never refused as something else.
          if isNumber, number.allSatisfy(\.isASCIIDigit), number != "0" {
            XCTAssertFalse(message.contains("not '\(number)'"), "\(line): \(message)")
            XCTAssertFalse(message.contains("got '\(number)'"), "\(line): \(message)")
            XCTAssertFalse(message.contains("neither a position"), "\(line): \(message)")
          }
        }
      }
    }
  }

  /// Past the end, each says what the end is.
  func testPastTheEndSaysWhatTheMostIs() async throws {
    let huge = "99999999999999999999"
    let expected = [
      "undo \(huge)":
        "undo \(huge): only 5 commands can be undone (undo 5 goes back to the initial state)",
      "undo 6": "undo 6: only 5 commands can be undone (undo 5 goes back to the initial state)",
      "goto \(huge)": "no action \(huge) in the log: choose 0 to 5 (see 'log')",
      "pop \(huge)": "no element \(huge) on the stack (path): choose 0 to 0 (see 'stack')",
      "tap \(huge)":
        "no button \(huge) on alert \"Delete?\": choose 1 to 2 (1 Yes, 2 Nevermind)",
      "state path[\(huge)]": "path has 1 element: index \(huge) is out of range",
      "focus path[\(huge)]": "path has 1 element: index \(huge) is out of range",
      "send path[\(huge)].detail.editButtonTapped":
        "path has 1 element: index \(huge) is out of range",
    ]
    for (line, message) in expected {
      let (session, _) = try await session()
      let result = await session.execute(line)
      XCTAssertEqual(result, .failed(message), line)
    }
    // A depth past any value's cuts nothing.
    let (session, _) = try await session()
    let result = await session.execute("state --depth \(huge)")
    XCTAssertEqual(result, .ok)
  }
}
