import Composable
import Features
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// What README and commands.md promise matches what the shell does.
@MainActor
final class DocsPromiseTests: XCTestCase {
  private func session(_ initial: String, printed: @escaping (String) -> Void) throws -> Session {
    try Session(
      features: allFeatures, initial: initial,
      output: Output(result: { printed($0) }, error: { printed($0) }))
  }

  /// README's 30-second demo is a terminal session, where a passing `expect` says so.
  func testTheReadmeDemoShowsWhatExpectPrintsAtATerminal() async throws {
    let readme = try String(
      contentsOf: TestPackage.root.appendingPathComponent("README.md"), encoding: .utf8)
    XCTAssertTrue(
      readme.contains("counter> expect count == 1\nexpect holds: count == 1\ncounter> state\n"))
    var printed = ""
    let session = try session("counter") { printed += $0 }
    session.configuration.confirmsPassingExpectations = true  // as ShellMain sets it at a terminal
    _ = await session.execute("send increment")
    session.renderer.flush()
    printed = ""
    let result = await session.execute("expect count == 1")
    session.renderer.flush()
    XCTAssertEqual(result, .ok)
    XCTAssertEqual(printed, "expect holds: count == 1\n")
  }

  /// commands.md: each `undo` reverses one command typed; the ticks an `advance` brought go
  /// with the advance, and a second `undo` takes back the `send`.
  func testUndoAfterAdvanceTakesBackTheTicksThenTheSend() async throws {
    let session = try session("timer") { _ in }
    let clock = TestClock()
    session.configuration.testClock = clock
    session.configuration.effectTimeout = .milliseconds(200)
    _ = await session.execute("send start")
    _ = await session.execute("advance 2s")
    var state = session.host.state as! Timers.State
    XCTAssertEqual(state.secondsElapsed, 2)
    let first = await session.execute("undo")
    XCTAssertEqual(first, .ok)
    state = session.host.state as! Timers.State
    XCTAssertEqual(state.secondsElapsed, 0)
    XCTAssertTrue(state.isRunning, "the send is still in effect")
    let second = await session.execute("undo")
    XCTAssertEqual(second, .ok)
    state = session.host.state as! Timers.State
    XCTAssertFalse(state.isRunning)
  }
}
