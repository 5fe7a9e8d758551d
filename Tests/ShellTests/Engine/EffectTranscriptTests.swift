import Composable
import Features
import Foundation
import Shell
import XCTest

/// Runs a script with the shell's effect options, the way `tca-shell --clock test
/// --effect-timeout S` would, with dependencies overridden for the whole run.
@MainActor
func runEffectScript(
  _ script: String, initial: String, testClock: Bool = false, effectTimeout: Duration = .seconds(5),
  dependencies: (inout DependencyValues) -> Void = { _ in }
) async throws -> (output: String, errors: String, status: Int32) {
  var output = ""
  var errors = ""
  let sink = Output(result: { output += $0 }, error: { errors += $0 })
  let status = try await withDependencies(dependencies) {
    var configuration = SessionConfiguration()
    configuration.effectTimeout = effectTimeout
    if testClock { configuration.testClock = TestClock() }
    let session = try Session(
      features: allFeatures, initial: initial, output: sink, configuration: configuration)
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return await Runner(session: session, source: ListLineSource(lines)).run()
  }
  return (output, errors, status)
}

/// Transcripts of the `login` and `timer` features in scripted mode, printed as TCA's
/// `_printChanges` prints them: each sent action and its diff, then each action the effects send
/// back under `received action:`.
@MainActor
final class EffectTranscriptTests: XCTestCase {
  let signInDate = Date(timeIntervalSince1970: 1_000_000_000)  // 2001-09-09T01:46:40Z

  func testLoginWithTheDemoAccount() async throws {
    let run = try await runEffectScript(
      """
      send setName "demo@example.com"
      send setPassword "demo-password"
      send login
      expect isLoading == false
      state session
      """, initial: "login",
      dependencies: {
        $0.date = .constant(self.signInDate)
        $0.authClient = .local(LocalAccountStore())
      })
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.output,
      """
        Login.Action.setName("demo@example.com")
        Login.State(
          isLoading: false,
      -   name: "",
      +   name: "demo@example.com",
          password: "••••",
          isLoginButtonDisabled: true,
          session: nil,
          _alert: nil
        )
        Login.Action.setPassword("••••")
        Login.State(
          isLoading: false,
          name: "demo@example.com",
          // Not equal but no difference detected:
      -   password: "••••",
      +   password: "••••",
      -   isLoginButtonDisabled: true,
      +   isLoginButtonDisabled: false,
          session: nil,
          _alert: nil
        )
        Login.Action.login
        Login.State(
      -   isLoading: false,
      +   isLoading: true,
          name: "demo@example.com",
          password: "••••",
          isLoginButtonDisabled: false,
          session: nil,
          _alert: nil
        )
      received action:
        Login.Action.loginResponse(
          .success(
            AuthSession(
              user: AuthUser(
                id: UUID(D3A0D3A0-0000-4000-8000-000000000001),
                email: "demo@example.com"
              ),
              expiresAt: Date(2001-09-09T02:46:40.000Z)
            )
          )
        )
        Login.State(
          isLoading: true,
          name: "demo@example.com",
          password: "••••",
          isLoginButtonDisabled: false,
      -   session: nil,
      +   session: AuthSession(
      +     user: AuthUser(
      +       id: UUID(D3A0D3A0-0000-4000-8000-000000000001),
      +       email: "demo@example.com"
      +     ),
      +     expiresAt: Date(2001-09-09T02:46:40.000Z)
      +   ),
          _alert: nil
        )
      received action:
        Login.Action.stopLoading
        Login.State(
      -   isLoading: true,
      +   isLoading: false,
          name: "demo@example.com",
          password: "••••",
          isLoginButtonDisabled: false,
          session: AuthSession(…),
          _alert: nil
        )
      AuthSession(
        user: AuthUser(
          id: UUID(D3A0D3A0-0000-4000-8000-000000000001),
          email: "demo@example.com"
        ),
        expiresAt: Date(2001-09-09T02:46:40.000Z)
      )

      """)
    XCTAssertFalse(run.output.contains("demo-password"))
  }

  func testWrongPasswordEndsWithTheLoginFailedAlert() async throws {
    let run = try await runEffectScript(
      """
      send setName "demo@example.com"
      send setPassword "wrong"
      send login
      expect isLoading == false
      expect session == nil
      expect alert.title == "Login failed"
      expect alert.message == "Invalid login credentials"
      send alert.dismiss
      expect alert == nil
      """, initial: "login", dependencies: { $0.authClient = .local(LocalAccountStore()) })
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(
      run.output.contains(
        """
        received action:
          Login.Action.loginResponse(
            .failure(
              AuthError(
                kind: .invalidCredentials,
                message: "Invalid login credentials",
                status: 400,
                code: "invalid_credentials"
              )
            )
          )
        """), run.output)
    XCTAssertFalse(run.output.contains("wrong"))
  }

  func testLoginButtonDoesNothingWhileAFieldIsEmpty() async throws {
    let run = try await runEffectScript(
      "send setName \"demo@example.com\"\nsend login\nexpect isLoading == false\nexpect isLoginButtonDisabled == true",
      initial: "login", dependencies: { $0.authClient = .local(LocalAccountStore()) })
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(run.output.hasSuffix("  Login.Action.login\n  (No state changes)\n"), run.output)
  }

  func testTimerWithTheTestClock() async throws {
    let run = try await runEffectScript(
      """
      send start
      advance 2s
      send stop
      advance 5s
      expect secondsElapsed == 2
      """, initial: "timer", testClock: true)
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.output,
      """
        Timers.Action.start
        Timers.State(
      -   isRunning: false,
      +   isRunning: true,
          secondsElapsed: 0
        )
      received action:
        Timers.Action.tick
        Timers.State(
          isRunning: true,
      -   secondsElapsed: 0
      +   secondsElapsed: 1
        )
      received action:
        Timers.Action.tick
        Timers.State(
          isRunning: true,
      -   secondsElapsed: 1
      +   secondsElapsed: 2
        )
        Timers.Action.stop
        Timers.State(
      -   isRunning: true,
      +   isRunning: false,
          secondsElapsed: 2
        )

      """)
  }

  func testSendWaitsNoLongerThanTheEffectTimeoutAndLateActionsStillPrint() async throws {
    // Real clock: `send start` gives up after 0.2 s (the first tick is due at 1 s); `wait 1.5`
    // then prints the tick that arrives meanwhile; `cancel` stops the timer.
    let start = ContinuousClock.now
    let run = try await runEffectScript(
      "send start\nwait 1.5\ncancel\nexpect secondsElapsed == 1\nwait",
      initial: "timer", effectTimeout: .milliseconds(200),
      dependencies: { $0.continuousClock = ContinuousClock() })
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(3))
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(
      run.output,
      """
        Timers.Action.start
        Timers.State(
      -   isRunning: false,
      +   isRunning: true,
          secondsElapsed: 0
        )
      (1 effect still running after 200 ms: 'wait' waits for it, 'cancel' stops it)
      received action:
        Timers.Action.tick
        Timers.State(
          isRunning: true,
      -   secondsElapsed: 0
      +   secondsElapsed: 1
        )
      (1 effect still running after 1.5 s: 'wait' waits for it, 'cancel' stops it)
      (cancelled 1 effect of 'send start'. The reducer is not told: what it set while it ran, such as a loading or running flag, stays set; undo back before 'send start', or reset)

      """, "cancel says whose effects stopped and that the reducer's flags stay")
  }

  /// With the test clock, `wait` returns at once when the running effects sleep on it (no time
  /// passes for them until `advance`), and says so in one line instead of returning silently.
  func testWaitOnEffectsAsleepOnTheTestClockSaysWhy() async throws {
    let start = ContinuousClock.now
    let run = try await runEffectScript(
      "send start\nwait 10\nadvance 1s\nsend stop\nwait 10", initial: "timer", testClock: true)
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(5))
    XCTAssertEqual(run.errors, "")
    let notes = run.output.split(separator: "\n").filter { $0.hasPrefix("(") }
    XCTAssertEqual(
      notes,
      [
        "(1 effect asleep on the test clock: 'advance' moves the clock and wakes it, e.g. advance 1s)"
      ],
      run.output)
  }

  func testEffectCommandsRejectBadInput() async throws {
    let run = try await runEffectScript(
      "advance 3s\nwait soon\nadvance -1s\ncancel now\nsend start\nadvance 1s",
      initial: "timer", testClock: false, effectTimeout: .milliseconds(10),
      dependencies: { $0.continuousClock = ContinuousClock() })
    XCTAssertEqual(
      run.errors,
      """
      line 1: advance needs the test clock: start tca-shell with --clock test
      line 2: 'soon' is not a duration: write a duration from 0 to 24h as a number and ms, s, m (or min) or h: 500ms, 1.5s, 2m, 1h
      line 3: '-1s' is negative: write a duration from 0 to 24h as a number and ms, s, m (or min) or h: 500ms, 1.5s, 2m, 1h
      line 4: cancel takes no arguments: cancel
      line 6: advance needs the test clock: start tca-shell with --clock test

      """)
    XCTAssertEqual(run.status, 1)
  }

  func testPasswordLinesAreNeverKeptInHistory() async throws {
    let session = try Session(
      features: allFeatures, initial: "login", output: Output(result: { _ in }, error: { _ in }))
    XCTAssertFalse(session.keepsInHistory("send setPassword \"hunter2\""))
    XCTAssertTrue(session.keepsInHistory("send setName \"blob@example.com\""))
  }

  func testEffectFlags() throws {
    XCTAssertEqual(try ShellOptions.parse([]).effectTimeout, .seconds(5))
    XCTAssertEqual(
      try ShellOptions.parse(["--effect-timeout", "0.5"]).effectTimeout, .milliseconds(500))
    XCTAssertTrue(try ShellOptions.parse(["--clock", "test"]).usesTestClock)
    XCTAssertThrowsError(try ShellOptions.parse(["--clock", "tset"])) {
      XCTAssertEqual(
        ($0 as? ShellError)?.message,
        "--clock must be 'live' or 'test', got 'tset': did you mean 'test'?")
    }
    XCTAssertThrowsError(try ShellOptions.parse(["--effect-timeout", "-1"]))
    // Read as `advance` reads a duration (a new user's `0.5s` was refused, `0x10` taken).
    XCTAssertEqual(
      try ShellOptions.parse(["--effect-timeout", "500ms"]).effectTimeout, .milliseconds(500))
    XCTAssertEqual(
      try ShellOptions.parse(["--effect-timeout", "0.5s"]).effectTimeout, .milliseconds(500))
    XCTAssertThrowsError(try ShellOptions.parse(["--effect-timeout", "0x10"])) {
      XCTAssertEqual(
        ($0 as? ShellError)?.message,
        "--effect-timeout needs seconds from 0 to 86400 or a duration (e.g. --effect-timeout 2.5, or 500ms), got '0x10'"
      )
    }
  }
}
