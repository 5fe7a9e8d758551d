import Features
import Foundation
import Shell
import ShellTestSupport
import XCTest

/// Scripts as exhaustive TestStore tests: `{ … }` blocks, `receive`, `finish`, `--exhaustive`,
/// and TCA's failure messages (../shared/reference/tca-oracle.md) as `line N:` on stderr.
final class ExhaustiveScriptTests: XCTestCase {
  /// Each built-in feature's exhaustive script, with the flags its first lines name.
  static let scripts: [(name: String, flags: [String])] = [
    ("counter", []), ("alerts", []), ("alerts-modern", []), ("multiple-alerts", []),
    ("login", []),
    ("timer", ["--clock", "test"]), ("syncups", []), ("todos", ["--clock", "test"]),
  ]

  func testEveryExhaustiveDocsScriptPasses() throws {
    for (name, flags) in Self.scripts {
      let run = try TestPackage.shell(
        ["--exhaustive"] + flags, stdin: try TestPackage.exhaustiveScript(name))
      XCTAssertEqual(run.errors, "", name)
      XCTAssertEqual(run.status, 0, name)
    }
  }

  /// Dropping any one field from any block: the state change is no longer fully described.
  func testRemovingOneBlockFieldFailsWithTCAsMessage() throws {
    var checked = 0
    for (name, flags) in Self.scripts {
      let lines = try TestPackage.exhaustiveScript(name).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        guard let open = line.firstIndex(of: "{"), line.hasSuffix("}") else { continue }
        let fields = line[line.index(after: open)..<line.index(before: line.endIndex)]
          .split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        // Drop the last field (the fields of these scripts hold no `;` of their own).
        let kept = fields.dropLast()
        let block = kept.isEmpty ? "{ }" : "{ " + kept.joined(separator: "; ") + " }"
        var edited = lines
        edited[index] = line[..<open] + block
        let run = try TestPackage.shell(
          ["--exhaustive"] + flags, stdin: edited.joined(separator: "\n"))
        XCTAssertEqual(run.status, 1, "\(name) line \(index + 1)")
        XCTAssertTrue(
          run.errors.hasPrefix("line \(index + 1): A state change does not match expectation.\n\n"),
          "\(name) line \(index + 1): \(run.errors)")
        XCTAssertTrue(run.errors.contains("\n\n(Expected: −, Actual: +)\n"), run.errors)
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 25)
  }

  /// Deleting a `receive`: the action is left unasserted, or the next `receive` gets it.
  func testDeletingAReceiveFailsWithTCAsMessage() throws {
    var checked = 0
    for (name, flags) in Self.scripts {
      let lines = try TestPackage.exhaustiveScript(name).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() where line.hasPrefix("receive ") {
        var edited = lines
        edited.remove(at: index)
        let run = try TestPackage.shell(
          ["--exhaustive"] + flags, stdin: edited.joined(separator: "\n"))
        XCTAssertEqual(run.status, 1, "\(name) without line \(index + 1)")
        let messages = [
          "Must handle 1 received action before sending an action.",
          "The store received 1 unexpected action.", "Received unexpected action:",
          "A state change does not match expectation.",
        ]
        XCTAssertTrue(
          messages.contains { run.errors.contains(": " + $0 + "\n") },
          "\(name) without line \(index + 1): \(run.errors)")
        checked += 1
      }
    }
    XCTAssertEqual(checked, 11, "7 before, 3 in syncups and 1 in todos")
  }

  /// The oracle's U3: the pending action is reported, and the state check starts from the last
  /// asserted state, so the unasserted tick shows in the diff too.
  func testSendingWhileAReceivedActionWaitsReportsBoth() throws {
    let script =
      "use timer\nsend start { isRunning = true }\nadvance 1s\nsend stop { isRunning = false }"
    let run = try TestPackage.shell(["--exhaustive", "--clock", "test"], stdin: script)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.errors,
      """
      line 4: Must handle 1 received action before sending an action.

      Unhandled actions: [
        [0]: .tick
      ]
      line 4: A state change does not match expectation.

          \u{2007} Timers.State(
          \u{2007}   isRunning: false,
          \u{2212}   secondsElapsed: 0
          +   secondsElapsed: 1
          \u{2007} )

      (Expected: −, Actual: +)
      line 4: The store received 1 unexpected action.

        Unhandled actions:
          .tick

      To fix, explicitly assert against these actions using "store.receive", skip these actions by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test store: "store.exhaustivity = .off".

      """)
  }

  func testEndingWhileTheTimerRunsFails() throws {
    let lines = try TestPackage.exhaustiveScript("timer").split(separator: "\n").filter {
      !$0.hasPrefix("send stop")
    }
    let run = try TestPackage.shell(
      ["--exhaustive", "--clock", "test"], stdin: lines.joined(separator: "\n"))
    XCTAssertEqual(run.status, 1)
    let start = lines.firstIndex { $0.hasPrefix("send start") }! + 1
    XCTAssertTrue(
      run.errors.hasPrefix(
        "line \(start): An effect returned for this action is still running. It must complete before the end of the test.\n\nTo fix, inspect any effects"
      ), run.errors)
    // Not exhaustive, the same script passes.
    let loose = try TestPackage.shell(["--clock", "test"], stdin: lines.joined(separator: "\n"))
    XCTAssertEqual(loose.status, 0, loose.errors)
  }

  /// The oracle's W1: `count` asserted as 2 when it became 1.
  func testWrongValueIsTCAsStateMismatch() throws {
    let run = try TestPackage.shell(["--exhaustive"], stdin: "send increment { count = 2 }")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.errors,
      """
      line 1: A state change does not match expectation.

          \u{2212} Counter.State(count: 2)
          + Counter.State(count: 1)

      (Expected: −, Actual: +)

      """)
  }

  /// The oracle's W3 and W4.
  func testChangeWithoutBlockAndBlockWithoutChange() throws {
    let run = try TestPackage.shell(
      ["--exhaustive"],
      stdin: "send increment\nsend decrement { count = 0 }\nsend decrement { count = 0 }")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.errors,
      """
      line 1: State was not expected to change, but a change occurred.

          \u{2212} Counter.State(count: 0)
          + Counter.State(count: 1)

      (Expected: −, Actual: +)
      line 3: A state change does not match expectation.

          \u{2212} Counter.State(count: 0)
          + Counter.State(count: -1)

      (Expected: −, Actual: +)

      """)
    let unchanged = try TestPackage.shell(
      ["--exhaustive"], stdin: "use login\nsend login { isLoading = false }")
    XCTAssertEqual(
      unchanged.errors,
      "line 2: Expected state to change, but no change occurred.\n\nThe trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure.\n"
    )
  }

  /// Unchanged fields print once, multi-line ones collapsed, as TCA's W2 diff.
  func testMismatchInsideAStructCollapsesUnchangedFields() throws {
    let script = """
      use alerts-modern
      send alertButtonTapped
      tap Increment { alert = AlertState(title: "Incremented!"); count = 2 }
      """
    let run = try TestPackage.shell([], stdin: script)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.errors,
      """
      line 3: A state change does not match expectation.

          \u{2007} AlertsModern.State(
          \u{2007}   _alert: AlertState(title: "Incremented!"),
          \u{2007}   _confirmationDialog: nil,
          \u{2212}   count: 2
          +   count: 1
          \u{2007} )

      (Expected: −, Actual: +)

      """)
  }

  func testNonExhaustiveChecksOnlyWhatBlocksSay() throws {
    let run = try TestPackage.shell(
      ["--clock", "test"],
      stdin:
        "use timer\nsend start\nadvance 2s\nreceive tick { secondsElapsed = 1 }\nsend start { isRunning = true }"
    )
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(run.errors, "")
    let wrong = try TestPackage.shell([], stdin: "send increment { count = 5 }\nsend increment")
    XCTAssertEqual(wrong.status, 1)
    XCTAssertTrue(
      wrong.errors.hasPrefix("line 1: A state change does not match expectation."), wrong.errors)
  }

  func testExhaustiveCommandSwitchesInsideAScript() throws {
    let run = try TestPackage.shell(
      [],
      stdin:
        "send increment\nexhaustive on\nsend increment\nexhaustive\nexhaustive off\nsend increment")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errors.hasPrefix("line 3: State was not expected to change"), run.errors)
    XCTAssertTrue(run.output.contains("exhaustive on\n"), run.output)
    XCTAssertEqual(run.errors.components(separatedBy: "line ").count, 2, run.errors)
  }

  func testReceiveOfTheWrongCaseAndOfNothing() throws {
    let wrongCase = try TestPackage.shell(
      ["--exhaustive", "--clock", "test"],
      stdin: "use timer\nsend start { isRunning = true }\nadvance 1s\nreceive start")
    XCTAssertTrue(
      wrongCase.errors.hasPrefix(
        "line 4: Received unexpected action:\n\n  Timers.Action.tick\n"
      ), wrongCase.errors)
    let nothing = try TestPackage.shell(["--exhaustive"], stdin: "receive increment")
    XCTAssertEqual(
      nothing.errors,
      "line 1: Expected to receive an action matching case path, but didn't get one.\n")
    let parked = try TestPackage.shell(
      ["--exhaustive", "--clock", "test"],
      stdin:
        "use timer\nsend start { isRunning = true }\nreceive tick\nsend stop { isRunning = false }")
    XCTAssertTrue(
      parked.errors.hasPrefix(
        "line 3: Expected to receive an action, but received none: the effects still running are asleep on the test clock: advance it first (advance 1s).\n"
      ), parked.errors)
  }

  func testFinishWaitsAndFailsWhileAnEffectRuns() throws {
    let run = try TestPackage.shell(
      ["--clock", "test"], stdin: "use timer\nsend start\nfinish\nsend stop\nfinish")
    XCTAssertEqual(
      run.errors,
      "line 3: Expected effects to finish, but there are still effects in-flight: the effects still running are asleep on the test clock: advance it first (advance 1s).\n"
    )
    let login = try TestPackage.shell(
      [], stdin: "use login\nsend setName a@b.co\nsend setPassword x\nsend login\nfinish")
    XCTAssertEqual(login.status, 0, login.errors)
  }

  func testRuntimeWarningFailsOnlyAnExhaustiveScript() throws {
    let script =
      "use alerts-modern\nsend alert.presented.incrementButtonTapped { alert = AlertState(title: \"Incremented!\"); count = 1 }"
    let loose = try TestPackage.shell([], stdin: script)
    XCTAssertEqual(loose.status, 0)
    XCTAssertTrue(loose.errors.contains("line 2: warning: "), loose.errors)
    let strict = try TestPackage.shell(["--exhaustive"], stdin: script)
    XCTAssertEqual(strict.status, 1)
    XCTAssertTrue(strict.errors.hasPrefix("line 2: warning: An \"ifLet\" at "), strict.errors)
    // The warning is TCA's, several paragraphs: it is the one failure.
    XCTAssertEqual(
      strict.errors.split(separator: "\n").filter { $0.hasPrefix("line ") }.count, 1,
      "only the warning prints")
  }

  func testBlocksInDashCCommands() throws {
    let run = try TestPackage.shell(
      ["--exhaustive", "-c", "send increment { count = 1 }; send increment { count = 2; }"],
      stdin: "")
    XCTAssertEqual(run.status, 0, run.errors)
  }

  func testBadBlocksGetOneClearLine() throws {
    let run = try TestPackage.shell(
      [],
      stdin:
        "send increment { count 1 }\nsend increment { count = 1\nsend increment { nope = 1 }\nreceive\nstate count"
    )
    XCTAssertEqual(
      run.errors,
      """
      line 1: 'count 1' in a state block needs '=': path = value (e.g. count = 1)
      line 2: a state block ends with '}': send ACTION { path = value; ... } (e.g. send increment { count = 1 })
      line 3: no field 'nope' in Counter.State (fields: count)
      line 4: usage: receive CASE.PATH [VALUE] [{ ... }] (e.g. receive loginResponse.success { isLoading = false })

      """)
    // A field the state's struct lacks is a typo found before anything runs: nothing is sent.
    XCTAssertEqual(run.output, "0\n", "no send ran")
  }

  /// A runtime warning fails an exhaustive replay and a `TestStore` test: the exhaustive
  /// exports refuse a session with one in effect and name the command; a plain save keeps it.
  /// (Through the executable, where the session takes the architecture's warnings in.)
  func testExhaustiveExportsRefuseACommandThatRaisedAWarning() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-warned-\(UUID())")
    let script = base.appendingPathExtension("tcash").path
    let swift = base.appendingPathExtension("swift").path
    defer {
      try? FileManager.default.removeItem(atPath: script)
      try? FileManager.default.removeItem(atPath: swift)
    }
    let run = try TestPackage.shell(
      [],
      stdin:
        "use todos\ndiff off\nsend todos.element.toggle 9\nsave --exhaustive \(script)\nsave --swift \(swift)\nsave \(script)\n"
    )
    for (line, flag) in [(4, "--exhaustive"), (5, "--swift")] {
      XCTAssertTrue(
        run.errors.contains(
          "line \(line): cannot save \(flag): 'send todos.element.toggle 9' raised a runtime warning, and the test would fail on it; undo it first, or save without \(flag)\n"
        ), run.errors)
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: swift))
    XCTAssertTrue(
      try String(contentsOfFile: script, encoding: .utf8).hasSuffix("send todos.element.toggle 9\n")
    )
  }

  /// `save --exhaustive`: each session, written with its state changes and received actions,
  /// replays with every check on.
  func testSaveExhaustiveWritesAScriptThatPassesWhenReplayed() throws {
    let sessions: [(flags: [String], commands: String, expected: [String])] = [
      (
        [], "send increment { count = 1 }\nsend increment\nsend decrement",
        [
          "send increment { count = 1 }", "send increment { count = 2 }",
          "send decrement { count = 1 }",
        ]
      ),
      (
        ["--clock", "test"], "use timer\nsend start\nadvance 2s\nsend stop",
        [
          "use timer", "send start { isRunning = true }", "advance 2s",
          "receive tick { secondsElapsed = 1 }", "receive tick { secondsElapsed = 2 }",
          "send stop { isRunning = false }",
        ]
      ),
      (
        [], "use multiple-alerts\nsend alert2ButtonTapped\ntap 1",
        [
          "use multiple-alerts", "send alert2ButtonTapped { alert = .presenting(.alert2) }",
          "tap 1 { alert = .dismissed }",
        ]
      ),
    ]
    for (flags, commands, expected) in sessions {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tca-shell-exhaustive-\(UUID()).tcash")
      defer { try? FileManager.default.removeItem(at: file) }
      let run = try TestPackage.shell(flags, stdin: commands + "\nsave --exhaustive \(file.path)")
      XCTAssertEqual(run.errors, "")
      let text = try String(contentsOf: file, encoding: .utf8)
      let lines = text.split(separator: "\n").map(String.init)
      XCTAssertEqual(Array(lines.dropFirst(2)).filter { $0 != "use counter" }, expected)
      XCTAssertEqual(lines[1], "exhaustive on")
      let replay = try TestPackage.shell(flags, stdin: text)
      XCTAssertEqual(replay.errors, "", text)
      XCTAssertEqual(replay.status, 0)
    }
  }

  /// `receive` waits for an action not yet sent back, as `TestStore.receive`: the live timer's
  /// second tick comes a second after `send` stopped waiting for it.
  func testReceiveWaitsForTheEffect() throws {
    let run = try TestPackage.shell(
      ["--effect-timeout", "1.5"],
      stdin:
        "use timer\nsend start\nreceive tick { secondsElapsed = 1 }\nreceive tick { secondsElapsed = 2 }\nsend stop"
    )
    XCTAssertEqual(run.errors.components(separatedBy: "\n").filter { $0.hasPrefix("line") }, [])
    XCTAssertEqual(run.status, 0)
  }
}
