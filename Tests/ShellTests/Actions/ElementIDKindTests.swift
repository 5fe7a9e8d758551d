import Composable
import Foundation
import XCTest

@testable import Shell

/// Findings 1 and 12: an element id is whatever Hashable the user's IdentifiedArray uses. Every
/// path the shell writes itself (an action built from `rows[0]`, a focus, a saved line) writes
/// the id as the shell's literal for its type, and every command reads `rows[0]` and
/// `rows[id: LITERAL]` back to the same element. Generated over Int, UUID, String (with a blank,
/// a dot and a bracket), a Codable struct and a tagged id, with the rows' actions carried by
/// `IdentifiedActionOf` and by TCA 1.0's element case, `item(id:action:)` (second findings, 2).
@MainActor
final class ElementIDKindTests: XCTestCase {
  private func session(_ kind: IDKind) throws -> (Session, () -> String) {
    let all = Locked("")
    let session = try Session(
      features: [kind.feature], initial: "shelf",
      output: Output(
        result: { text in all.withLock { $0 += text } },
        error: { text in all.withLock { $0 += text } }))
    return (
      session,
      {
        session.renderer.flush()
        return all.withLock { text in
          defer { text = "" }
          return text
        }
      }
    )
  }

  private func expectOK(
    _ session: Session, _ line: String, _ kind: IDKind, file: StaticString = #filePath,
    lineNumber: UInt = #line
  ) async {
    let result = await session.execute(line)
    XCTAssertEqual(result, .ok, "\(kind.name): \(line)", file: file, line: lineNumber)
  }

  func testSendByPositionAndByIdReachesTheRowForEveryIDType() async throws {
    for kind in idKinds {
      let (session, _) = try session(kind)
      await expectOK(session, "send rows[1].toggleRead", kind)
      await expectOK(session, "expect rows[1].isRead == true", kind)
      await expectOK(session, "send rows[id: \(kind.secondLiteral)].toggleRead", kind)
      await expectOK(session, "expect rows[id: \(kind.secondLiteral)].isRead == false", kind)
      await expectOK(session, "send rows[id: \(kind.secondLiteral)].setTitle \"Three\"", kind)
      await expectOK(session, "state rows[id: \(kind.secondLiteral)].title", kind)
      await expectOK(session, "expect rows[0].title == \"One\"", kind)
      await expectOK(session, "expect rows[1].title == \"Three\"", kind)
    }
  }

  func testFocusOnARowByPositionThenSendStateAndExpectThere() async throws {
    for kind in idKinds {
      let (session, _) = try session(kind)
      await expectOK(session, "focus rows[1]", kind)
      await expectOK(session, "send toggleRead", kind)
      await expectOK(session, "expect isRead == true", kind)
      await expectOK(session, "state title", kind)
      await expectOK(session, "focus /", kind)
      await expectOK(session, "focus rows[id: \(kind.secondLiteral)]", kind)
      await expectOK(session, "send toggleRead", kind)
      await expectOK(session, "focus /", kind)
      await expectOK(session, "expect rows[1].isRead == false", kind)
      await expectOK(session, "expect rows[0].isRead == false", kind)
    }
  }

  func testBlocksReachRowsByPositionAndByIdInExhaustiveMode() async throws {
    for kind in idKinds {
      let (session, _) = try session(kind)
      await expectOK(session, "exhaustive on", kind)
      await expectOK(session, "send rows[1].toggleRead { rows[1].isRead = true }", kind)
      await expectOK(
        session, "send rows[1].toggleRead { rows[id: \(kind.secondLiteral)].isRead = false }", kind)
      await expectOK(session, "focus rows[1]", kind)
      await expectOK(session, "send setTitle T { title = \"T\" }", kind)
      await expectOK(session, "focus /", kind)
      // The block must describe the change: the row that did not change is a failure.
      let wrong = await session.execute("send rows[1].toggleRead { rows[0].isRead = true }")
      guard case .failed(let message) = wrong else {
        XCTFail("\(kind.name): a block naming the wrong row passed")
        continue
      }
      XCTAssertTrue(message.contains("does not match"), "\(kind.name): \(message)")
    }
  }

  func testCompletionOffersRowsByPositionAndTheOfferedLineSends() async throws {
    for kind in idKinds {
      let (session, _) = try session(kind)
      let offered = session.completions(for: "send rows")
      XCTAssertTrue(offered.contains("rows[1]."), "\(kind.name): \(offered)")
      let inside = session.completions(for: "send rows[1].")
      XCTAssertTrue(inside.contains("rows[1].toggleRead"), "\(kind.name): \(inside)")
      await expectOK(session, "send rows[1].toggleRead", kind)
      XCTAssertEqual(session.completions(for: "focus "), ["rows[0]", "rows[1]"], kind.name)
      await expectOK(session, "focus rows[1]", kind)
    }
  }

  func testSavedSessionWritesTheIdAsItsLiteralAndReplaysToTheSameState() async throws {
    for kind in idKinds {
      let (session, _) = try session(kind)
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tca-shell-ids-\(kind.name)-\(UUID()).tcash")
      defer { try? FileManager.default.removeItem(at: file) }
      await expectOK(session, "focus rows[1]", kind)
      await expectOK(session, "send setTitle \"Read\"", kind)
      await expectOK(session, "focus /", kind)
      await expectOK(session, "send rows[1].toggleRead", kind)
      await expectOK(session, "save --force \(file.path)", kind)
      let script = try String(contentsOf: file, encoding: .utf8)
      XCTAssertTrue(
        script.contains("send rows[id: \(kind.secondLiteral)].setTitle \"Read\""),
        "\(kind.name):\n\(script)")
      let (replay, _) = try self.session(kind)
      for line in script.split(separator: "\n").map(String.init) {
        await expectOK(replay, line, kind)
      }
      await expectOK(replay, "expect rows[1].title == \"Read\"", kind)
      await expectOK(replay, "expect rows[1].isRead == true", kind)
    }
  }

  func testAnIdWrittenWithoutItsQuotesStillReadsAndIsWrittenBackQuoted() async throws {
    let kind = idKinds[1]
    let (session, _) = try session(kind)
    let bare = shelfUUID(2).uuidString
    await expectOK(session, "send rows[id: \(bare)].toggleRead", kind)
    await expectOK(session, "expect rows[id: \(bare)].isRead == true", kind)
    await expectOK(session, "focus rows[id: \(bare)]", kind)
    XCTAssertEqual(session.focus?.statePath, "rows[id: \"\(bare)\"]")
  }

  func testAnUnknownIdIsOneLineListingTheIdsAsLiterals() async throws {
    let kind = idKinds[1]
    let (session, _) = try session(kind)
    let result = await session.execute("state rows[id: \"\(shelfUUID(5).uuidString)\"]")
    guard case .failed(let message) = result else { return XCTFail("\(result)") }
    XCTAssertTrue(
      message.contains("ids: \"\(shelfUUID(1).uuidString)\", \"\(shelfUUID(2).uuidString)\""),
      message)
  }
}
