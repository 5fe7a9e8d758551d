import Composable
import Features
import XCTest

@testable import Shell

/// A line runs as far as it goes without waiting (`Session.start`): one that waits for nothing
/// is over when `start` returns; one whose effects are still running leaves their wait, and
/// everything after it, to be awaited.
@MainActor
final class CommandStepTests: XCTestCase {
  private func session(_ initial: String) throws -> (Session, () -> String) {
    final class Printed { var text = "" }
    let printed = Printed()
    let session = try Session(
      features: allFeatures + debugFeatures, initial: initial,
      output: Output(result: { printed.text += $0 }, error: { printed.text += $0 }))
    return (
      session,
      {
        session.renderer.flush()
        defer { printed.text = "" }
        return printed.text
      }
    )
  }

  func testASendThatStartsNoEffectIsDoneWhenStartReturns() async throws {
    let (session, printed) = try session("counter")
    let step = session.start(ParsedLine("send increment"))
    XCTAssertEqual(step.finished, .ok)
    XCTAssertEqual(
      printed(),
      "  Counter.Action.increment\n- Counter.State(count: 0)\n+ Counter.State(count: 1)\n")
    XCTAssertTrue(session.timeline.isBetweenCommands, "the command is over")
    XCTAssertEqual(session.timeline.journal.entries.map(\.text), ["send increment"])
  }

  func testFailuresAndCommentsAreDoneAtOnce() async throws {
    let (session, _) = try session("counter")
    guard case .failed(let message)? = session.start(ParsedLine("send nothing")).finished else {
      return XCTFail("an unknown action fails at once")
    }
    XCTAssertTrue(message.contains("nothing"), message)
    XCTAssertEqual(session.start(ParsedLine("# a comment")).finished, .ok)
    XCTAssertTrue(session.timeline.isBetweenCommands)
    XCTAssertTrue(session.timeline.journal.entries.isEmpty, "nothing that failed is kept for save")
  }

  /// `start` is every command's one entry point: a command that waits for nothing (`state`,
  /// `expect`, `undo`) is over when it returns, one that waits (`wait`) leaves the wait.
  func testOnlyACommandThatWaitsLeavesAnythingToAwait() async throws {
    let (session, printed) = try session("counter")
    _ = printed()
    XCTAssertEqual(session.start(ParsedLine("state count")).finished, .ok)
    XCTAssertEqual(printed(), "0\n")
    XCTAssertEqual(session.start(ParsedLine("expect count == 0")).finished, .ok)
    _ = session.start(ParsedLine("send increment"))
    XCTAssertEqual(session.start(ParsedLine("undo")).finished, .ok)
    XCTAssertTrue(session.timeline.isBetweenCommands)
    let wait = session.start(ParsedLine("wait 0.01"))
    XCTAssertNil(wait.finished, "a wait is left to await")
    XCTAssertFalse(session.timeline.isBetweenCommands, "the command is not over yet")
    let waited = await wait.result()
    XCTAssertEqual(waited, .ok)
    XCTAssertTrue(session.timeline.isBetweenCommands)
  }

  /// The effect's answer, the block's check and the journal entry all wait for the effect.
  func testASendWhoseEffectRunsLeavesTheRestToAwait() async throws {
    let (session, printed) = try session("echo")
    let step = session.start(ParsedLine(#"send later 20 "hi" { }"#))
    XCTAssertNil(step.finished, "the effect is still running")
    XCTAssertFalse(session.timeline.isBetweenCommands, "the command is not over")
    XCTAssertTrue(session.exhaustive.watchesCommandChange, "the block still watches")
    XCTAssertFalse(printed().contains("heard"))
    let result = await step.result()
    XCTAssertEqual(result, .ok)
    XCTAssertTrue(printed().contains(#"Echo.Action.heard("hi")"#))
    XCTAssertTrue(session.timeline.isBetweenCommands)
    XCTAssertFalse(session.exhaustive.watchesCommandChange)
    XCTAssertEqual(session.timeline.journal.entries.count, 1)
  }

  /// A `{ … }` block stops watching the command's change when the command fails before it
  /// sends, as when it ends.
  func testAFailedAssertedSendStopsWatching() async throws {
    let (session, _) = try session("counter")
    let step = session.start(ParsedLine("send nothing { count = 1 }"))
    XCTAssertNotNil(step.finished)
    XCTAssertFalse(session.exhaustive.watchesCommandChange)
  }

  /// A script's lines that are already read are taken without awaiting the source.
  func testReadyLinesAreReadWithoutWaiting() async {
    let source = ListLineSource(["send increment"])
    XCTAssertEqual(source.readyLine(prompt: ""), .line("send increment"))
    XCTAssertEqual(source.readyLine(prompt: ""), .endOfInput)
  }
}
