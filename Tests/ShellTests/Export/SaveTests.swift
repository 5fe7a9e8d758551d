import Composable
import Features
import Foundation
import Shell
import XCTest

/// `save` writes a script that replays to exactly the live state, or refuses and says why; it
/// never overwrites silently, and a secret it left out stops the replay at that line.
@MainActor
final class SaveTests: XCTestCase {
  private var file: URL!

  override func setUp() async throws {
    file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-save-\(UUID()).tcash")
  }

  override func tearDown() async throws {
    try? FileManager.default.removeItem(at: file)
  }

  private func run(_ script: String, in feature: String, testClock: Bool = false) async throws
    -> (output: String, errors: String, status: Int32)
  {
    try await runScript(script, features: allFeatures, initial: feature, testClock: testClock)
  }

  func testSaveRefusesHalfATapLeftByGotoAndANewSend() async throws {
    // goto 2 stops between the tap's alertDismissed and incrementButtonTapped; the next send
    // replaces the second: the first half of the tap stays, and no script can send half a tap.
    let run = try await run(
      "diff off\nsend alertButtonTapped\ntap Increment\ngoto 2\nsend actionSheetButtonTapped\nsave \(file.path)",
      in: "alerts")
    XCTAssertEqual(
      run.errors,
      "line 6: cannot save: only part of 'tap Increment' is in effect (the rest was undone and replaced by later actions), and a script replays whole commands; undo back before it first\n"
    )
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
  }

  func testSaveRefusesASignInWhoseResponseWasReplaced() async throws {
    let run = try await run(
      "diff off\nsend setName blob@example.com\nsend setPassword wrong\nsend login\ngoto 3\nsend setName other@example.com\nsave \(file.path)",
      in: "login")
    XCTAssertEqual(
      run.errors,
      "line 7: cannot save: only part of 'send login' is in effect (the rest was undone and replaced by later actions), and a script replays whole commands; undo back before it first\n"
    )
  }

  /// A `send` whose `{ … }` check failed still sent its action (as a test store's failed
  /// assertion leaves the store changed): `save` keeps it as typed, so the replay fails where
  /// the session did, and `save --exhaustive` asserts what it really did.
  func testACommandWhoseCheckFailedIsSavedAsItActed() async throws {
    let exhaustiveFile = file.deletingPathExtension().appendingPathExtension("exhaustive.tcash")
    defer { try? FileManager.default.removeItem(at: exhaustiveFile) }
    let run = try await run(
      "diff off\nsend increment { count = 5 }\nsend increment\nsave \(file.path)\nsave --exhaustive \(exhaustiveFile.path)",
      in: "counter")
    XCTAssertFalse(run.errors.contains("cannot save"), run.errors)
    let saved = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(saved.contains("send increment { count = 5 }\nsend increment\n"), saved)
    let replay = try await self.run(saved, in: "counter")
    XCTAssertEqual(replay.status, 1)
    XCTAssertTrue(replay.errors.hasPrefix("line "), replay.errors)
    XCTAssertTrue(replay.errors.contains("A state change does not match expectation."))
    XCTAssertTrue(replay.output.hasSuffix("+ Counter.State(count: 2)\n"), replay.output)
    let exhaustive = try String(contentsOf: exhaustiveFile, encoding: .utf8)
    XCTAssertTrue(
      exhaustive.contains("send increment { count = 1 }\nsend increment { count = 2 }\n"),
      exhaustive)
    let strict = try await self.run(exhaustive, in: "counter")
    XCTAssertEqual(strict.status, 0, strict.errors)
  }

  /// A block path through what the send presents can only be found wrong after the send
  /// acted (before it, the sheet is not there); the send is still saved.
  func testACommandThatFailedAfterItActedIsSaved() async throws {
    let send = "send syncUpsList.addSyncUpButtonTapped { syncUpsList.addSyncUp.titel = \"x\" }"
    let run = try await run("diff off\n\(send)\nsave \(file.path)", in: "syncups")
    XCTAssertTrue(run.errors.hasPrefix("line 2: no field 'titel' in SyncUpForm.State"), run.errors)
    XCTAssertFalse(run.errors.contains("cannot save"), run.errors)
    let saved = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(saved.hasSuffix("\(send)\n"), saved)
  }

  func testSaveRefusesEffectsTheShellCancelled() async throws {
    // The state still says the timer runs; a replay would run it.
    let run = try await run(
      "send start\ncancel\nsave \(file.path)", in: "timer", testClock: true)
    XCTAssertEqual(
      run.errors,
      "line 3: cannot save: 'cancel' cancelled the effects of 'send start', and a replay would run them to the end; undo back before it first\n"
    )
  }

  func testSaveRefusesEffectsStoppedByAnUndoneAction() async throws {
    // `send stop` ended the timer's effect; undoing it brings back isRunning, not the effect.
    let run = try await run(
      "send start\nsend stop\nundo\nsave \(file.path)", in: "timer", testClock: true)
    XCTAssertTrue(
      run.errors.hasPrefix("line 4: cannot save: the effects of 'send start' ended while"),
      run.errors)
  }

  func testSaveRefusesToOverwriteInAScriptUntilForced() async throws {
    try "keep me\n".write(to: file, atomically: true, encoding: .utf8)
    let run = try await run(
      "send increment\nsave \(file.path)\nsave --force \(file.path)\nsave --forse x", in: "counter")
    XCTAssertEqual(
      run.errors,
      """
      line 2: \(file.path) exists: save --force \(file.path) overwrites it
      line 4: unknown option '--forse' for save: did you mean '--force'? (options: --force, --exhaustive, --swift, --xctest, --swift-testing)

      """)
    XCTAssertTrue(
      try String(contentsOf: file, encoding: .utf8).hasSuffix("use counter\nsend increment\n"))
  }

  /// The hint is a line that runs when pasted back: a name with a blank is quoted (a new
  /// user's `save --force my file.tcash` saved to `my`).
  func testTheOverwriteHintQuotesANameWithABlank() async throws {
    let spaced = file.deletingLastPathComponent().appendingPathComponent("my file.tcash")
    try "keep me\n".write(to: spaced, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: spaced) }
    let run = try await run("send increment\nsave \"\(spaced.path)\"", in: "counter")
    XCTAssertEqual(
      run.errors,
      "line 2: \(spaced.path) exists: save --force \"\(spaced.path)\" overwrites it\n")
  }

  func testSaveAsksBeforeOverwritingAtATerminal() async throws {
    try "keep me\n".write(to: file, atomically: true, encoding: .utf8)
    var output = ""
    let sink = Output(result: { output += $0 }, error: { output += $0 })
    var questions: [String] = []
    // A box: the question closure reads the answer the test sets later.
    final class Answer { var value = false }
    let answer = Answer()
    var configuration = SessionConfiguration()
    configuration.confirmOverwrite = { question in
      questions.append(question)
      return answer.value
    }
    let session = try Session(
      features: allFeatures, initial: "counter", output: sink, configuration: configuration)
    _ = await session.execute("send increment")
    let refused = await session.execute("save \(file.path)")
    XCTAssertEqual(refused, .ok)
    XCTAssertEqual(
      try String(contentsOf: file, encoding: .utf8), "keep me\n", "a no keeps the file")
    answer.value = true
    let overwritten = await session.execute("save \(file.path)")
    XCTAssertEqual(overwritten, .ok)
    XCTAssertEqual(questions, Array(repeating: "\(file.path) exists: overwrite it?", count: 2))
    XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).hasSuffix("send increment\n"))
    sink.flush()
    XCTAssertTrue(output.contains("Not saved: \(file.path) is left as it was.\n"), output)
  }

  /// Ctrl-C at the question (nil from `confirmOverwrite`) cancels it: nothing saved, one line
  /// saying so (a new user's findings, 13).
  func testACancelledQuestionSavesNothingAndSaysSo() async throws {
    try "keep me\n".write(to: file, atomically: true, encoding: .utf8)
    var output = ""
    let sink = Output(result: { output += $0 }, error: { output += $0 })
    var configuration = SessionConfiguration()
    configuration.confirmOverwrite = { _ in nil }
    let session = try Session(
      features: allFeatures, initial: "counter", output: sink, configuration: configuration)
    _ = await session.execute("send increment")
    sink.flush()
    output = ""
    let result = await session.execute("save \(file.path)")
    XCTAssertEqual(result, .ok)
    sink.flush()
    XCTAssertEqual(
      output, "Not saved: the question was cancelled; \(file.path) is left as it was.\n")
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "keep me\n")
  }

  func testReplayOfALeftOutSecretFailsAtItsLine() async throws {
    let first = try await run(
      "send setName blob@example.com\nsend setPassword blob123\nsend login\nsave \(file.path)",
      in: "login")
    XCTAssertEqual(first.errors, "")
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertFalse(script.contains("blob123"))
    let replay = try await run(script, in: "counter")
    XCTAssertEqual(
      replay.errors,
      "line 5: setPassword: •••• stands for a secret that save left out: write the value in its place\n"
    )
    XCTAssertEqual(replay.status, 1)
  }

  func testTheShellSaysWhoseEffectsItCutOffAndWhatFollows() async throws {
    let run = try await run(
      "diff off\nsend start\nundo\nredo\nsend stop\nsend start\nreset", in: "timer",
      testClock: true)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains(
        "(cancelled 1 running effect of 'send start': it belonged to the state left behind)\n"),
      run.output)
    XCTAssertTrue(
      run.output.contains(
        "redo: now after #1 Timers.Action.start\n(the effects of 'send start' were cancelled by 'undo' and do not run again: what they would have changed stays as it is here; undo back before it and send again, or reset)\n"
      ), run.output)
    XCTAssertTrue(
      run.output.hasSuffix("(cancelled 1 running effect of 'send start')\n"),
      "reset says what it cancelled: \(run.output)")
  }
}
