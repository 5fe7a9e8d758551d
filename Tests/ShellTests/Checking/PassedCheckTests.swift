import Composable
import Features
import XCTest

@testable import Shell

/// At a terminal a passing `{ … }` block or `receive` says so with a ✓ line, as `expect`
/// does; a script's output does not change. A line pasted with its prompt runs without it.
@MainActor
final class PassedCheckTests: XCTestCase {
  static let script = """
    use timer
    send start { isRunning = true }
    advance 1s
    receive tick { secondsElapsed = 1 }
    send stop
    receive tick
    """

  func run(confirming: Bool) async throws -> String {
    var output = ""
    let sink = Output(result: { output += $0 }, error: { output += "error: " + $0 })
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    configuration.confirmsPassingExpectations = confirming
    let session = try Session(
      features: allFeatures, initial: "counter", output: sink, configuration: configuration)
    for line in Self.script.split(separator: "\n") { _ = await session.execute(String(line)) }
    sink.flush()
    return output
  }

  func testAtATerminalAPassingBlockAndReceiveSaySo() async throws {
    let output = try await run(confirming: true)
    let checks = output.split(separator: "\n").filter { $0.hasPrefix("✓") }
    XCTAssertEqual(
      checks,
      [
        "✓ { isRunning = true } holds",
        "✓ received Timers.Action.tick { secondsElapsed = 1 }",
      ])
    // The last receive fails (nothing arrived after stop): no ✓ for it.
  }

  func testAScriptStaysAsItWas() async throws {
    let output = try await run(confirming: false)
    XCTAssertFalse(output.contains("✓"), output)
  }

  func testAPastedPromptIsTakenOff() {
    XCTAssertEqual(PastedPrompt.stripped("counter> send increment"), "send increment")
    XCTAssertEqual(
      PastedPrompt.stripped("syncups/detail/edit> send setTitle Design"), "send setTitle Design")
    XCTAssertEqual(PastedPrompt.stripped("alerts-modern>  tap 2"), "tap 2")
    for kept in ["send increment", "expect count > 1", "> send increment", "a>b", "counter>"] {
      XCTAssertEqual(PastedPrompt.stripped(kept), kept)
    }
  }

  /// A line pasted from another feature's transcript would act on this one (a new user's
  /// `syncups> send …` at the counter's prompt): refused in one line, run nowhere.
  func testAPastedPromptOfAnotherFeatureIsRefused() {
    XCTAssertEqual(
      PastedPrompt.refusal("syncups> send syncUpsList.addSyncUpButtonTapped", at: "counter> "),
      "this line was pasted with the prompt of syncups, and this is counter: 'use syncups' first, or paste it without its prompt"
    )
    XCTAssertEqual(
      PastedPrompt.refusal("counter> send increment", at: "syncups/detail> ")?.hasPrefix(
        "this line was pasted with the prompt of counter, and this is syncups:"), true)
    // The same feature, focused or not, and lines without a prompt run.
    for line in ["counter> send increment", "send increment", "expect count > 1"] {
      XCTAssertNil(PastedPrompt.refusal(line, at: "counter> "), line)
    }
    XCTAssertNil(PastedPrompt.refusal("syncups/detail> send editButtonTapped", at: "syncups> "))
  }
}
