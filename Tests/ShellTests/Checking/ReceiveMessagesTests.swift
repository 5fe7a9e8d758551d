import Composable
import Features
import ShellHosting
import XCTest

@testable import Shell

/// `receive` with a name past a payload that has no cases, and a non-exhaustive `receive`
/// whose value does not match (a new user's findings, 15).
@MainActor
final class ReceiveMessagesTests: XCTestCase {
  let echo = Feature(Echo(), name: "echo", summary: "", initialState: Echo.State())

  func testANamePastAStringPayloadIsOneLineNamingTheCase() async throws {
    let run = try await runScript(
      "send later milliseconds=10 text=Dune\nreceive heard.title\nreceive heard", features: [echo],
      initial: "echo")
    XCTAssertEqual(
      run.errors,
      "line 2: heard carries a String, not an enum: it has no case 'title' (receive heard, or receive heard VALUE)\n"
    )
  }

  func testANamePastAStructPayloadIsOneLineAndTakesNothing() async throws {
    var errors = ""
    let session = try Session(
      features: allFeatures, initial: "login",
      output: Output(result: { _ in }, error: { errors += $0 }))
    for line in ["send setName demo@example.com", "send setPassword demo-password", "send login"] {
      _ = await session.execute(line)
    }
    let refused = await session.execute("receive loginResponse.success.user")
    XCTAssertEqual(
      refused,
      .failed(
        "loginResponse.success carries an AuthSession, not an enum: it has no case 'user' (receive loginResponse.success, or receive loginResponse.success VALUE)"
      ))
    XCTAssertEqual(session.completions(for: "receive "), ["loginResponse.success", "stopLoading"])
  }

  func testANonExhaustiveReceiveThatDoesNotMatchShowsWhatArrived() async throws {
    let run = try await runScript(
      "send later milliseconds=10 text=Dune\nreceive heard \"Emma\"", features: [echo],
      initial: "echo")
    XCTAssertEqual(
      run.errors,
      """
      line 2: Received unexpected action:

          − Echo.Action.heard("Emma")
          + Echo.Action.heard("Dune")

      (Expected: −, Received: +)

      """)
  }
}
