import Composable
import Features
import XCTest

@testable import Shell

/// Leaving an exhaustive session at a terminal (Ctrl-D) ends its test as a script's end does:
/// what TCA's test store would report then (actions not received, effects still running) is
/// said, rather than dropped as the effects are cancelled.
@MainActor
final class InteractiveEndOfTestTests: XCTestCase {
  /// Lines as typed at a terminal, then Ctrl-D.
  private final class TypedLines: LineSource {
    private var lines: [String]
    let isInteractive = true
    init(_ lines: [String]) { self.lines = lines }
    func next(prompt: String) async -> LineEvent {
      lines.isEmpty ? .endOfInput : .line(lines.removeFirst())
    }
  }

  func testCtrlDInAnExhaustiveSessionReportsWhatTheTestWouldFailOn() async throws {
    var errors = ""
    let sink = Output(result: { _ in }, error: { errors += $0 })
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    let session = try Session(
      features: allFeatures, initial: "timer", renderer: TextRenderer(output: sink),
      configuration: configuration)
    let status = await Runner(
      session: session,
      source: TypedLines(["exhaustive on", "send start { isRunning = true }", "advance 1s"]),
      bail: false
    ).run()
    XCTAssertEqual(status, 0, "an interactive session's status is not a test result")
    XCTAssertTrue(errors.contains("The store received 1 unexpected action."), errors)
    XCTAssertTrue(errors.contains("An effect returned for this action is still running."), errors)
  }

  /// A terminal numbers no lines: the effect still running is named by the command that
  /// started it, after `error:` as the terminal's errors are (it said `line 2:`, the last line,
  /// where piped it says `line 1:`).
  func testTheEffectStillRunningNamesTheCommandThatStartedIt() async throws {
    var errors = ""
    let sink = Output(result: { _ in }, error: { errors += $0 })
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    configuration.exhaustive = true
    let session = try Session(
      features: allFeatures, initial: "timer", renderer: TextRenderer(output: sink),
      configuration: configuration)
    _ = await Runner(
      session: session, source: TypedLines(["send start { isRunning = true }", "state"]),
      bail: false
    ).run()
    XCTAssertTrue(
      errors.hasPrefix(
        "error: 'send start { isRunning = true }': An effect returned for this action is still running."
      ), errors)
    XCTAssertFalse(errors.contains("line "), errors)
  }
}
