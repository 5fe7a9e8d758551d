import Composable
import Features
import Foundation
import Shell
import XCTest

/// The password never comes back out: not through a state path, an expectation, an echoed or
/// JSON command, an error message, or the history.
@MainActor
final class SecretHandlingTests: XCTestCase {
  func testSecretsCannotBeReadOrComparedThroughPaths() async throws {
    let run = try await runScript(
      """
      send setPassword "hunter2"
      state password.value
      expect password.value == "x"
      expect password == "hunter2"
      state password
      """, features: allFeatures, initial: "login")
    XCTAssertEqual(
      run.errors,
      """
      line 2: password is a secret: nothing inside it can be read
      line 3: password is a secret: nothing inside it can be read
      line 4: password is a secret: it cannot be compared (it always prints as "••••")

      """)
    XCTAssertFalse(run.output.contains("hunter2"))
    XCTAssertTrue(run.output.hasSuffix("\"••••\"\n"))
  }

  func testEchoAndJSONMaskCommandsThatMayCarryASecret() async throws {
    let script = """
      send setPassword "hunter2"
      send setPasword "typo-secret"
      send setPassword=inline-secret
      send setName "blob@example.com"
      """
    for json in [false, true] {
      let run = try await runScript(
        script, features: allFeatures, initial: "login", json: json, echo: true)
      for secret in ["hunter2", "typo-secret", "inline-secret"] {
        XCTAssertFalse(run.output.contains(secret), "\(json ? "--json" : "--echo") shows \(secret)")
        XCTAssertFalse(run.errors.contains(secret), "an error quotes \(secret)")
      }
      XCTAssertTrue(run.output.contains("blob@example.com"), "ordinary values still show")
    }
    let echo = try await runScript(script, features: allFeatures, initial: "login", echo: true)
    XCTAssertTrue(echo.output.hasPrefix("login> send setPassword ••••\n"), echo.output)
    // A masked check keeps its sense (a new user's `!=` was echoed as `==`).
    let check = try await runScript(
      "expect password != \"x\"", features: allFeatures, initial: "login", echo: true)
    XCTAssertTrue(check.output.hasPrefix("login> expect password != ••••\n"), check.output)
  }

  func testLinesThatMayCarryASecretStayOutOfHistory() async throws {
    let sink = Output(result: { _ in }, error: { _ in })
    let session = try Session(features: allFeatures, initial: "login", output: sink)
    XCTAssertFalse(session.keepsInHistory("send setPassword \"hunter2\""))
    XCTAssertFalse(
      session.keepsInHistory("send setPasword \"hunter2\""), "a typo may still hold it")
    XCTAssertFalse(session.keepsInHistory("send setPassword=hunter2"))
    XCTAssertFalse(session.keepsInHistory("expect password == \"hunter2\""))
    XCTAssertTrue(session.keepsInHistory("send setName \"blob@example.com\""))
    XCTAssertTrue(session.keepsInHistory("send login"))
    // A new user's: a password typed where the action goes, or after an action that takes
    // no value, went to the history file.
    XCTAssertFalse(session.keepsInHistory("send \"hunter3\""))
    XCTAssertEqual(session.shown("send \"hunter3\""), "send ••••")
    XCTAssertFalse(session.keepsInHistory("send login \"hunter7\""))
    XCTAssertEqual(session.shown("send login \"hunter7\""), "send login ••••")
    XCTAssertFalse(session.keepsInHistory("send setName \"a\" \"hunter7\""))
    // Nor is the value said back in the error.
    guard case .failed(let message) = await session.execute("send \"hunter3\"") else {
      return XCTFail("a quoted action name was taken")
    }
    XCTAssertFalse(message.contains("hunter3"), message)
    XCTAssertTrue(message.hasPrefix("send takes the action's name first, unquoted"), message)
    XCTAssertTrue(session.keepsInHistory("state"))
    _ = await session.execute("use counter")
    XCTAssertTrue(session.keepsInHistory("send incremnt 3"), "features without secrets keep typos")
  }
}

/// Effects that outlive the command that started them.
@MainActor
final class LateEffectTests: XCTestCase {
  func testAnAlertPresentedByALateEffectIsShown() async throws {
    var output = ""
    let sink = Output(result: { output += $0 }, error: { _ in })
    var configuration = SessionConfiguration()
    configuration.effectTimeout = .zero
    let session = try Session(
      features: allFeatures, initial: "login", output: sink, configuration: configuration)
    for line in [
      "send setName \"demo@example.com\"", "send setPassword \"wrong\"", "send login", "wait 2",
    ] {
      _ = await session.execute(line)
    }
    sink.flush()
    XCTAssertTrue(
      output.hasSuffix("Alert: Login failed\n  Invalid login credentials\n  [1] OK (cancel)\n"),
      output)
  }

  func testTimeTravelCancelsEffectsOfTheStateLeftBehind() async throws {
    let run = try await runScript(
      "send start\ngoto 0\nadvance 5s\nexpect secondsElapsed == 0\nredo\nexpect isRunning == true",
      features: allFeatures, initial: "timer", testClock: true)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains(
        "(cancelled 1 running effect of 'send start': it belonged to the state left behind)\n"))
    XCTAssertFalse(
      run.output.contains("Timers.Action.tick"), "no tick after the timer's state was left")
  }

  func testSaveKeepsAdvanceAndSaysTheScriptNeedsTheTestClock() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-timer-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await runScript(
      "send start\nadvance 3s\nsend stop\nsave \(file.path)", features: allFeatures,
      initial: "timer",
      testClock: true)
    XCTAssertEqual(run.errors, "")
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertEqual(
      script,
      "# tca-shell \(ShellOptions.version): replay with `tca-shell --clock test < \(file.path)`\nuse timer\nsend start\nadvance 3s\nsend stop\n"
    )
    let replay = try await runScript(
      script + "expect secondsElapsed == 3", features: allFeatures, initial: "counter",
      testClock: true)
    XCTAssertEqual(replay.errors, "")
  }
}
