import Features
import Foundation
import XCTest

@testable import Shell

/// `record FILE` … `record stop`: an asciinema v2 cast (a JSON header line, then
/// `[time, "o", text]` events), or with `--markdown` a transcript.
@MainActor
final class RecordCommandTests: XCTestCase {
  var directory: URL!

  override func setUp() async throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDown() async throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func testACastIsAHeaderThenOutputEventsInOrder() async throws {
    let path = directory.appendingPathComponent("s.cast").path
    for echo in [false, true] {
      let run = try await runScript(
        "record \(path)\nsend increment\nsend incremnt\nrecord stop\nsend decrement",
        features: allFeatures, initial: "counter", echo: echo)
      XCTAssertTrue(run.errors.contains("unknown action 'incremnt'"), run.errors)
      let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
      let header = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
      XCTAssertEqual(header["version"] as? Int, 2)
      XCTAssertNotNil(header["width"] as? Int)
      XCTAssertNotNil(header["height"] as? Int)
      var text = ""
      var last = 0.0
      for line in lines.dropFirst() {
        let event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        XCTAssertEqual(event.count, 3)
        let time = try XCTUnwrap(event[0] as? Double)
        XCTAssertGreaterThanOrEqual(time, last)
        last = time
        XCTAssertEqual(event[1] as? String, "o")
        text += try XCTUnwrap(event[2] as? String)
      }
      // Each command once (an echo is not recorded twice), its output after it, nothing after
      // `record stop`.
      XCTAssertEqual(
        text,
        "counter> send increment\r\n  Counter.Action.increment\r\n- Counter.State(count: 0)\r\n+ Counter.State(count: 1)\r\ncounter> send incremnt\r\nline 3: unknown action 'incremnt' in counter: did you mean 'increment'? (one of: increment, decrement)\r\n",
        "echo: \(echo)")
    }
  }

  /// At a colour terminal the cast keeps the prompt's colour and an error's red, as the
  /// terminal showed them (a new user's cast kept only the diff's colours).
  func testACastKeepsThePromptAndErrorColours() async throws {
    let path = directory.appendingPathComponent("c.cast").path
    let output = Output(colour: true, result: { _ in }, error: { _ in })
    let session = try Session(features: allFeatures, initial: "counter", output: output)
    for line in ["record \(path)", "send incremnt", "send increment", "record stop"] {
      // As the runner says a failure: through the output's error line.
      if case .failed(let message) = await session.execute(line) { output.error(message) }
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(text.contains("\\u001b[1;34mcounter>\\u001b[0m send increment"), text)
    XCTAssertTrue(text.contains("\\u001b[31munknown action 'incremnt'"), text)
  }

  func testMarkdownIsATranscript() async throws {
    let path = directory.appendingPathComponent("lesson.txt").path
    let run = try await runScript(
      "record --markdown \(path)\nsend increment\nstate count", features: allFeatures,
      initial: "counter")
    XCTAssertEqual(run.errors, "")
    // Written when the shell ends, without `record stop`.
    XCTAssertEqual(
      try String(contentsOfFile: path, encoding: .utf8),
      """
      # A tca-shell session

      ```text
      counter> send increment
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      counter> state count
      1
      ```

      """)
  }

  func testMistakesAreOneLine() async throws {
    let path = directory.appendingPathComponent("a.cast").path
    let fifo = directory.appendingPathComponent("pipe").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let run = try await runScript(
      "record stop\nrecord \(path)\nrecord \(path)\nrecord stop\nrecord \(directory.path)\nrecord a b\nrecord \"\"\nrecord \(fifo)",
      features: allFeatures, initial: "counter")
    XCTAssertEqual(
      run.errors,
      """
      line 1: not recording: 'record FILE' starts a recording
      line 3: already recording to \(path): 'record stop' first
      line 5: cannot write \(directory.path): it is a directory; give a file name
      line 6: usage: record [--markdown] FILE | record stop (e.g. record lesson.cast)
      line 7: usage: record [--markdown] FILE | record stop (e.g. record lesson.cast)
      line 8: cannot record to \(fifo): it is not a regular file (a recording is rewritten after every command); give a file name

      """)
  }

  func testTheFlagRecordsFromTheStart() throws {
    let path = directory.appendingPathComponent("flag.md").path
    let run = try MessagesTests.shell(["--record", path], stdin: Array("send increment\n".utf8))
    XCTAssertEqual(run.status, 0)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(
      text.contains("```text\ncounter> send increment\n  Counter.Action.increment\n"), text)
  }
}
