import Features
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// `play FILE`: a lesson's narration and steps; piped, it runs as `source` with each command
/// echoed; presented, each step waits for the presenter's answer (Tests/pty/teaching_test.py
/// drives the real keys).
@MainActor
final class PlayCommandTests: ScriptFolderTestCase {
  func testALessonIsStepsWithTheNarrationBeforeEach() {
    let lesson = Lesson("## Title\n# one\n#two\n\nsend increment\n  # three\nstate # c\n# bye\n")
    XCTAssertEqual(
      lesson.steps,
      [
        Lesson.Step(
          narration: [.heading("Title"), .text("one"), .text("two")], command: "send increment",
          line: 5),
        Lesson.Step(narration: [.text("three")], command: "state # c", line: 7),
      ])
    XCTAssertEqual(lesson.closing, [.text("bye")])
  }

  func testPipedItRunsLikeSourceWithEachCommandEchoedAndTheNarrationAsWritten() async throws {
    let path = try file(
      "l.tcash", "## Counting\n# Up by one.\nsend increment\n\nstate count\n# Done.\n")
    let run = try await runScript("play \(path)", features: allFeatures, initial: "counter")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(
      run.output,
      """
      ## Counting
      # Up by one.
      counter> send increment
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      counter> state count
      1
      # Done.

      """)
    XCTAssertEqual(run.status, 0)
  }

  /// At a terminal, consecutive narration lines are one paragraph wrapped once to the window,
  /// not each source line wrapped on its own (ragged half-lines at a projector).
  func testNarrationIsOneParagraphWrappedToTheWindow() async throws {
    let path = try file("w.tcash", "# aaa bbb ccc\n# ddd eee fff\n#\n# ggg\nsend increment\n")
    var output = ""
    var configuration = SessionConfiguration()
    configuration.outputWidth = { 40 }
    let session = try Session(
      features: allFeatures, initial: "counter",
      renderer: TextRenderer(output: Output(result: { output += $0 }, error: { _ in })),
      configuration: configuration)
    _ = await session.execute("play \(path)")
    session.renderer.flush()
    XCTAssertTrue(output.hasPrefix("# aaa bbb ccc ddd eee fff\n# \n# ggg\n"), output)
  }

  func testPipedItStopsAtTheFirstFailureWithFileAndLine() async throws {
    let path = try file("bad.tcash", "# a\nsend increment\nsend incremnt\nsend increment\n")
    let run = try await runScript(
      "play \(path)\nstate count", features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      "line 1: \(path):3: unknown action 'incremnt' in counter: did you mean 'increment'? (one of: increment, decrement)\n"
    )
    XCTAssertTrue(run.output.hasSuffix("\n1\n"), run.output)
    XCTAssertEqual(run.status, 1)
  }

  func testBadFilesAndNestingAreOneLine() async throws {
    let nested = try file("nested.tcash", "play \(directory.path)/x.tcash\n")
    let run = try await runScript(
      "play \(directory.path)/missing.tcash\nplay \(directory.path)\nplay \(nested)\nplay",
      features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      """
      line 1: play: no lesson at '\(directory.path)/missing.tcash'; give a file of commands (docs/lessons/)
      line 2: play: '\(directory.path)' is a directory; give a lesson file in it
      line 3: \(nested):1: play cannot run inside a lesson; use source to run a file of commands
      line 4: usage: play FILE (e.g. play docs/lessons/1-counter.tcash)

      """)
  }

  /// A presenter's answers in order: run, run an edited line, back, a failing line (the step
  /// waits again), stop.
  func testPresentedEachStepWaitsAndBackUndoesTheStepBefore() async throws {
    let path = try file("l.tcash", "# n\nsend increment\nsend increment\nsend increment\n")
    var output = ""
    let sink = Output(result: { output += $0 }, error: { output += $0 })
    var configuration = SessionConfiguration()
    var answers: [StepAnswer] = [
      .run("send increment"), .run("send decrement"), .back, .run("send nope"),
      .run("send increment"), .stop,
    ]
    var shown: [String] = []
    configuration.presentStep = { prompt, line in
      shown.append(prompt + line)
      return answers.removeFirst()
    }
    let session = try Session(
      features: allFeatures, initial: "counter", output: sink, configuration: configuration)
    let result = await session.execute("play \(path)")
    XCTAssertEqual(result, .ok)
    session.renderer.flush()
    XCTAssertEqual(
      shown,
      [
        "counter> send increment", "counter> send increment", "counter> send increment",
        "counter> send increment", "counter> send increment", "counter> send increment",
      ])
    XCTAssertEqual(output.components(separatedBy: "# n").count, 2, "narration said once: \(output)")
    XCTAssertTrue(output.contains("back: now after #1 Counter.Action.increment"), output)
    XCTAssertTrue(output.contains("error: unknown action 'nope'"), output)
    XCTAssertTrue(
      output.hasSuffix("(stopped at step 3 of 3; 'play \(path)' starts again)\n"), output)
    let count = await session.execute("expect count == 2")
    XCTAssertEqual(count, .ok)
  }

  func testBackAtTheFirstStepSaysSoAndBackOverAUseReturnsToTheFeature() async throws {
    let path = try file("l.tcash", "use alerts\nsend alertButtonTapped\n")
    var output = ""
    let sink = Output(result: { output += $0 }, error: { output += $0 })
    var configuration = SessionConfiguration()
    var answers: [StepAnswer] = [.back, .run("use alerts"), .back, .stop]
    configuration.presentStep = { _, _ in answers.removeFirst() }
    let session = try Session(
      features: allFeatures, initial: "counter", output: sink, configuration: configuration)
    let played = await session.execute("play \(path)")
    XCTAssertEqual(played, .ok)
    session.renderer.flush()
    XCTAssertTrue(output.contains("(this is the first step: nothing to go back to)"), output)
    XCTAssertEqual(session.current.name, "counter")
  }

  /// The course in docs/lessons: each lesson piped, and all five in one session, exit 0.
  func testEveryLessonRunsPipedWithExitZero() throws {
    let lessons = try FileManager.default.contentsOfDirectory(
      atPath: TestPackage.root.appendingPathComponent("docs/lessons").path
    ).filter { $0.hasSuffix(".tcash") }.sorted()
    XCTAssertGreaterThanOrEqual(lessons.count, 5)
    for lesson in lessons {
      let path = TestPackage.root.appendingPathComponent("docs/lessons/" + lesson).path
      let run = try MessagesTests.shell(["--clock", "test"], stdin: Array("play \(path)\n".utf8))
      XCTAssertEqual(run.errors, "", lesson)
      XCTAssertEqual(run.status, 0, lesson)
      XCTAssertTrue(run.output.hasPrefix("## Lesson"), lesson)
    }
    let course = lessons.map {
      "play " + TestPackage.root.appendingPathComponent("docs/lessons/" + $0).path + "\n"
    }.joined()
    let run = try MessagesTests.shell(["--clock", "test"], stdin: Array(course.utf8))
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }
}
