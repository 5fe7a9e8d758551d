import Composable
import Foundation
import XCTest

@testable import Shell

/// Findings 3, 11 and 21: a `send` is resolved once, as `send` resolves it (relative to the
/// focus, through brackets, TCA's `destination.edit` shorthand), for running it and for masking
/// it; only a real secret payload is masked; `focus` on a slot holding an enum lands on its case.
@MainActor
final class SendResolutionTests: XCTestCase {
  private func session(_ lines: [String] = ["send addBook Dune"]) async throws -> (
    Session, () -> String
  ) {
    let all = Locked("")
    let session = try Session(
      features: [shelfFeature], initial: "shelf",
      output: Output(
        result: { text in all.withLock { $0 += text } },
        error: { text in all.withLock { $0 += text } }))
    for line in lines {
      let result = await session.execute(line)
      XCTAssertEqual(result, .ok, line)
    }
    session.renderer.flush()
    all.withLock { $0 = "" }
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

  // MARK: - 3: masking

  func testOnlySecretPayloadsAreMaskedRelativeToTheFocusAndThroughBrackets() async throws {
    let (session, _) = try await session([
      "send addBook Dune", "send openTapped index=0", "send editTapped",
    ])
    let plain = [
      "send path[0].detail.rate stars=4",
      "send path[id: 0].detail.rate stars=4",
      "send destination.presented.edit.setName \"Emma 2\"",
      "send rename index=0 title=T",
    ]
    for line in plain {
      XCTAssertEqual(session.shown(line), line)
      XCTAssertTrue(session.keepsInHistory(ParsedLine(line)), line)
    }
    XCTAssertEqual(session.shown("send setAPIKey \"sk-123\""), "send setAPIKey ••••")
    XCTAssertEqual(
      session.shown("send destination.presented.edit.setPin \"1234\""),
      "send destination.presented.edit.setPin ••••")
    XCTAssertEqual(
      session.shown("send destination.edit.setPin \"1234\""), "send destination.edit.setPin ••••")
    XCTAssertFalse(session.keepsInHistory(ParsedLine("send destination.edit.setPin 1234")))
    _ = await session.execute("focus destination.edit")
    XCTAssertEqual(session.shown("send setName \"Emma 2\""), "send setName \"Emma 2\"")
    XCTAssertTrue(session.keepsInHistory(ParsedLine("send setName \"Emma 2\"")))
    XCTAssertEqual(session.shown("send setPin \"1234\""), "send setPin ••••")
    _ = await session.execute("focus /")
    _ = await session.execute("focus path[0].detail")
    XCTAssertEqual(session.shown("send rate stars=4"), "send rate stars=4")
  }

  /// In a feature that takes secrets, a name that finds no case may have been meant for any of
  /// them: its values are masked (and the line kept out of history); with no values there is
  /// nothing to mask.
  func testANameThatResolvesToNothingHasItsValuesMasked() async throws {
    let (session, _) = try await session()
    XCTAssertEqual(session.shown("send rows[3].toggleRead"), "send rows[3].toggleRead")
    XCTAssertEqual(session.shown("send renam index=0 title=T"), "send renam ••••")
    XCTAssertEqual(session.shown("send nosuch.setName \"Emma\""), "send nosuch.setName ••••")
    XCTAssertEqual(session.shown("send binding.pin \"1234\""), "send binding.pin ••••")
    XCTAssertFalse(session.keepsInHistory(ParsedLine("send binding.pin \"1234\"")))
    // A typo of a secret case's name may still carry the secret.
    XCTAssertEqual(session.shown("send setAPIKy \"sk-123\""), "send setAPIKy ••••")
    // A LABEL=VALUE where the action goes may be a password.
    XCTAssertEqual(session.shown("send password=hunter2"), "send password= ••••")
  }

  func testASecretSentInsideAFocusIsLeftOutOfTheSavedScript() async throws {
    let (session, _) = try await session(["send editTapped", "focus destination.edit"])
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-secret-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let sent = await session.execute("send setPin \"1234\"")
    XCTAssertEqual(sent, .ok)
    let saved = await session.execute("save --force \(file.path)")
    XCTAssertEqual(saved, .ok)
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertFalse(script.contains("1234"), script)
    XCTAssertTrue(script.contains("send destination.presented.edit.setPin ••••"), script)
  }

  func testTheEchoOfAReplayedScriptKeepsBracketsAsWritten() async throws {
    let run = try await runScript(
      """
      send addBook Dune
      send openTapped index=0
      send path[id: 0].detail.rate stars=4
      send setAPIKey "sk-123"
      """, features: [shelfFeature], initial: "shelf", echo: true)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("send path[id: 0].detail.rate stars=4\n"), run.output)
    XCTAssertFalse(run.output.contains("sk-123"), run.output)
  }

  func testJSONAndEchoShowAPlainSendInsideAFocusAsTyped() async throws {
    for json in [false, true] {
      let run = try await runScript(
        """
        send addBook Dune
        send openTapped index=0
        focus path[0].detail
        send rate stars=4
        focus /
        send editTapped
        focus destination.edit
        send setName "Emma 2"
        send setPin "1234"
        """, features: [shelfFeature], initial: "shelf", json: json, echo: true)
      XCTAssertEqual(run.status, 0, run.errors)
      XCTAssertTrue(run.output.contains("send rate stars=4"), run.output)
      XCTAssertTrue(run.output.contains("Emma 2"), run.output)
      XCTAssertFalse(run.output.contains("1234"), run.output)
      XCTAssertTrue(run.output.contains("send setPin ••••"), run.output)
    }
  }

  // MARK: - 11: TCA's shorthand, and a hint where an element is needed

  func testAPresentedChildMayBeNamedWithoutPresented() async throws {
    let (session, output) = try await session(["send editTapped"])
    let result = await session.execute("send destination.edit.setName Z")
    XCTAssertEqual(result, .ok)
    XCTAssertTrue(output().contains(".presented("), "the full action is logged")
    let expect = await session.execute("expect destination.edit.name == \"Z\"")
    XCTAssertEqual(expect, .ok)
  }

  func testAnElementsActionWithoutItsElementSaysHowToNameOne() async throws {
    let (session, _) = try await session(["send addBook Dune", "send openTapped index=0"])
    let rows = await session.execute("send rows.toggleRead")
    guard case .failed(let message) = rows else { return XCTFail("\(rows)") }
    XCTAssertTrue(message.contains("send rows[0].toggleRead"), message)
    XCTAssertTrue(
      message.contains("rows[id: \"00000000-0000-0000-0000-000000000000\"].toggleRead"), message)
    XCTAssertFalse(message.contains("\n"))
    let path = await session.execute("send path.detail.rate stars=1")
    guard case .failed(let stack) = path else { return XCTFail("\(path)") }
    XCTAssertTrue(stack.contains("send path[0].detail"), stack)
  }

  // MARK: - 21: focus on a slot holding an enum

  func testFocusOnADestinationLandsOnItsCase() async throws {
    let (session, _) = try await session(["send editTapped"])
    let focused = await session.execute("focus destination")
    XCTAssertEqual(focused, .ok)
    XCTAssertEqual(session.promptName, "shelf/edit")
    let sent = await session.execute("send setName Z")
    XCTAssertEqual(sent, .ok)
    let cancel = await session.execute("send cancelTapped")
    XCTAssertEqual(cancel, .ok)
  }

  func testFocusOnAStackElementByPositionLandsOnItsCase() async throws {
    let (session, _) = try await session(["send addBook Dune", "send openTapped index=0"])
    let focused = await session.execute("focus path[0]")
    XCTAssertEqual(focused, .ok)
    XCTAssertEqual(session.promptName, "shelf/detail")
    let sent = await session.execute("send rate stars=2")
    XCTAssertEqual(sent, .ok)
  }

  func testFocusOnACaseNoActionReachesIsRefusedNamingTheChoices() async throws {
    let (session, _) = try await session(["send noteTapped"])
    let focused = await session.execute("focus destination")
    guard case .failed(let message) = focused else { return XCTFail("\(focused)") }
    XCTAssertTrue(message.contains("destination.edit"), message)
    XCTAssertFalse(message.contains("\n"))
    XCTAssertEqual(session.promptName, "shelf")
  }
}
