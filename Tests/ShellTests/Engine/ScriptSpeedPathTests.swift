import Composable
import Features
import XCTest

@testable import Shell

#if canImport(Glibc)
  import Glibc
#endif

/// The fast paths a scripted line takes (a plain line parsed from its words, output held while
/// input is ready) give what the general paths give.
final class ScriptSpeedPathTests: XCTestCase {
  /// Each plain line parses to the same command, or fails with the same message, as through
  /// the lexer and the general parser.
  func testPlainLinesParseAsTheGeneralPathDoes() throws {
    let lines = [
      "send increment", "  send   increment  ", "\tsend\tincrement", "send setName Blob",
      "login email=a@b.co password=x", "# a comment", "#send increment", "exit", "?",
      "receive tick", "receive", "bogus thing", "state count", "expect count 3", "undo 2",
      "save out.tcash", "", "   ",
    ]
    for line in lines {
      let plain = try XCTUnwrap(PlainLine(line), line)
      let words = assertBothPathsParse(line, plain)
      XCTAssertEqual(try words.get(), plain.words, line)
    }
  }

  /// Parses `line` through the lexer and the general parser and through its plain form,
  /// asserting both give the same command (a command, with `requiresCommand`) or the same
  /// message; the lexer's words.
  @discardableResult
  private func assertBothPathsParse(
    _ line: String, _ plain: PlainLine, requiresCommand: Bool = false
  ) -> Result<[Word], ShellError> {
    let words = Result { () throws(ShellError) in
      try Lexer.words(BracketPath.joiningBrackets(line[...]))
    }
    let general = Result { () throws(ShellError) in try Command.parse(line[...]) { words } }
    let fast = Result { () throws(ShellError) in try Command.parse(plain) }
    switch (general, fast) {
    case (.success(let general), .success(let fast)):
      XCTAssertEqual(general, fast, line)
      if requiresCommand { XCTAssertNotNil(fast, line) }
    case (.failure(let general), .failure(let fast)):
      XCTAssertEqual(general.message, fast.message, line)
    default:
      XCTFail("'\(line)': \(general) but the plain path gave \(fast)")
    }
    return words
  }

  /// A plain line finds its comment as it scans (a word that starts with `#`): what is left is
  /// what `Comment` leaves, and the comment may hold what a plain line may not.
  func testAPlainLineTakesItsCommentOffAsCommentDoes() throws {
    let lines = [
      "send increment # done", "send increment\t#done", "send increment", "send a#b",
      "send a#b # c", "# all", "#all", "   # all", "send x #é \"q\" [1] {", "send x  ## two",
      "send increment #", "  send   increment  # c  ", "send increment  ", "",
    ]
    for line in lines {
      let plain = try XCTUnwrap(PlainLine(line), line)
      XCTAssertEqual(plain.text, String(Comment.code(of: line[...])), line)
      XCTAssertEqual(ParsedLine(line).code, String(Comment.code(of: line[...])), line)
      let code = Comment.code(of: line[...])
      XCTAssertEqual(
        plain.words, try Lexer.words(BracketPath.joiningBrackets(code)), line)
    }
    XCTAssertNil(PlainLine("send \"a\" # c"), "what comes before the comment must be plain")
  }

  /// Quotes, subscripts, blocks, non-ASCII and control characters are not plain: the lexer's
  /// scalar loop reads (or refuses) them.
  func testLinesWithQuotesBracketsBlocksOrNonASCIIAreNotPlain() {
    for line in [
      #"send setName "Blob""#, "send rows[id: 3].toggle", "send increment { count = 1 }",
      "send setName é", "send a\u{7}b", "send setItems [1, 2]", "send add(1)",
    ] {
      XCTAssertNil(PlainLine(line), line)
    }
    let plain = PlainLine("  send  increment ")
    let input = plain.map {
      CommandInput(name: "send", words: [], line: $0.text, textStart: $0.firstWordEnd)
    }
    XCTAssertEqual(input?.text, "  increment ")
  }

  /// A command's words are a slice of the line's words, whose indices start after the name:
  /// every command's example (and its usual forms) parses through the plain path as through
  /// the general one, each word read where it is.
  func testEveryCommandReadsItsWordsFromTheLinesWords() throws {
    let lines =
      CommandTable.commands.map { $0.info.example } + [
        "use login", "diff off", "focus ..", "source a.tcash", "advance 2s", "goto 3",
        "set date 0", "tap 1", "tap Cancel now", "pop 1", "wait 1s", "exhaustive off",
        "help send", "state --json", "save --force out.tcash", "send setName Blob Jr",
      ]
    for line in lines {
      guard let plain = PlainLine(line) else { continue }
      assertBothPathsParse(line, plain, requiresCommand: true)
    }
    XCTAssertEqual(try Command.parse("use login")?.base as? UseCommand, UseCommand(name: "login"))
    XCTAssertEqual(
      try Command.parse("set date 0")?.base as? SetCommand, SetCommand(name: "date", value: "0"))
  }

  /// A word of a plain line is printable ASCII other than `"`, `(`, `[` and `{` (blanks part
  /// words): every ASCII byte inside a word, and a non-ASCII character.
  func testPlainWordsTakeExactlyThePrintableASCIIBytesButQuotesAndOpeningBrackets() {
    for byte in UInt8(0)..<128 {
      let line = "send a" + String(UnicodeScalar(byte)) + "b"
      let isPlain =
        byte == 0x20 || byte == 0x09
        || (byte > 0x20 && byte < 0x7F && !"\"([{".utf8.contains(byte))
      XCTAssertEqual(PlainLine(line) != nil, isPlain, "byte \(byte)")
    }
    XCTAssertNil(PlainLine("send aéb"))
    XCTAssertEqual(PlainLine("send a=b=c")?.words.last, Word("a=b=c", equalsOffset: 1))
  }

  /// Command names are found by their packed bytes: equal names only, whatever their length.
  func testCommandNameKeysAreEqualOnlyForEqualNames() {
    let names = [
      "send", "sen", "sendd", "s", "", "exhaustive", "a", "a\u{0}", "abcdefgh",
      "abcdefghi", "abcdefgh\u{0}",
    ]
    for first in names {
      for second in names {
        XCTAssertEqual(
          CommandNameKey(first) == CommandNameKey(second), first == second, "\(first) \(second)")
      }
    }
    XCTAssertNotNil(CommandNameKey(String(repeating: "x", count: 15)))
    XCTAssertNil(CommandNameKey(String(repeating: "x", count: 16)))
    XCTAssertNil(CommandTable.named(String(repeating: "x", count: 16)))
    XCTAssertEqual(CommandNameKey("send"[...]), CommandNameKey("send"))
  }

  func testAliasesFindTheirCommands() {
    XCTAssertTrue(CommandTable.named("exit") == QuitCommand.self)
    XCTAssertTrue(CommandTable.named("?") == HelpCommand.self)
    XCTAssertTrue(CommandTable.named("send") == SendCommand.self)
    XCTAssertNil(CommandTable.named("sen"))
  }

  func testTrimmingBlanksKeepsWhatIsNotABlank() {
    XCTAssertEqual("send increment".trimmingBlanks, "send increment")
    XCTAssertEqual(" \tsend increment \t".trimmingBlanks, "send increment")
    XCTAssertEqual("é ".trimmingBlanks, "é")
    XCTAssertEqual("  ".trimmingBlanks, "")
    // A blank with a combining mark is one character, and not a blank.
    XCTAssertEqual(" \u{301}x ".trimmingBlanks, " \u{301}x")
  }

  /// While the source has the next line at hand, output is held; before the source would wait
  /// for input, everything so far is written (a program driving the shell over a pipe waits
  /// for each answer before it writes the next command).
  @MainActor
  func testOutputIsWrittenBeforeTheSourceWaitsAndHeldWhileLinesAreReady() async throws {
    var writes: [String] = []
    let output = Output(result: { writes.append($0) }, error: { _ in })
    let session = try Session(features: allFeatures, initial: "counter", output: output)
    let ready = RecordingSource(["send increment", "send increment"], ready: true)
    ready.seenWrites = { writes.count }
    _ = await Runner(session: session, source: ready).run()
    XCTAssertEqual(ready.writesBeforeEachRead, [0, 0, 0])
    XCTAssertEqual(writes.count, 1)

    writes = []
    let waiting = RecordingSource(["send increment", "send increment"], ready: false)
    waiting.seenWrites = { writes.count }
    _ = await Runner(session: session, source: waiting).run()
    XCTAssertEqual(waiting.writesBeforeEachRead, [0, 1, 2])
    XCTAssertEqual(
      writes.last,
      "  Counter.Action.increment\n- Counter.State(count: 3)\n+ Counter.State(count: 4)\n")
  }

  @MainActor
  func testBufferedReaderKnowsWhenALineIsReady() throws {
    var fds: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&fds), 0)
    defer { close(fds[0]) }
    _ = "one\ntwo\nthr".withCString { write(fds[1], $0, 11) }
    let reader = BufferedLineReader(fd: fds[0])
    XCTAssertFalse(reader.hasLineReady, "nothing is read before the first line is asked for")
    XCTAssertEqual(reader.next(prompt: ""), .line("one"))
    XCTAssertTrue(reader.hasLineReady)
    XCTAssertEqual(reader.next(prompt: ""), .line("two"))
    XCTAssertFalse(reader.hasLineReady, "'thr' has no newline yet: the next read may wait")
    _ = "ee\n".withCString { write(fds[1], $0, 3) }
    close(fds[1])
    XCTAssertEqual(reader.next(prompt: ""), .line("three"))
    XCTAssertFalse(reader.hasLineReady)
    XCTAssertEqual(reader.next(prompt: ""), .endOfInput)
    XCTAssertTrue(reader.hasLineReady, "at the end nothing more is waited for")
  }

  /// `hasLineReady` keeps the newline it found for `next`: asking it before every line reads
  /// the same lines as not asking, across byte-order marks, CRLF, blank lines and a last
  /// line without a newline.
  @MainActor
  func testAskingWhetherALineIsReadyChangesNoLine() throws {
    let input: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array("send increment\r\n\n".utf8) + [0xEF, 0xBB, 0xBF]
      + Array("state count\nsend setName Blob\r\nlast".utf8)
    func lines(asking: Bool) -> [LineEvent] {
      var fds: [Int32] = [0, 0]
      XCTAssertEqual(pipe(&fds), 0)
      defer { close(fds[0]) }
      _ = input.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
      close(fds[1])
      let reader = BufferedLineReader(fd: fds[0])
      var events: [LineEvent] = []
      while true {
        if asking { _ = reader.hasLineReady }
        let event = reader.next(prompt: "")
        events.append(event)
        if event == .endOfInput { return events }
      }
    }
    let expected: [LineEvent] = [
      .line("send increment"), .line(""), .line("state count"), .line("send setName Blob"),
      .line("last"), .endOfInput,
    ]
    XCTAssertEqual(lines(asking: false), expected)
    XCTAssertEqual(lines(asking: true), expected)
  }
}

/// Lines from a list, noting how many writes had happened each time a line was asked for.
@MainActor
private final class RecordingSource: LineSource {
  private var lines: [String]
  private let ready: Bool
  var seenWrites: () -> Int = { 0 }
  private(set) var writesBeforeEachRead: [Int] = []
  let isInteractive = false

  init(_ lines: [String], ready: Bool) {
    self.lines = lines
    self.ready = ready
  }

  func readyLine(prompt: String) -> LineEvent? { ready ? next(prompt: prompt) : nil }

  func next(prompt: String) -> LineEvent {
    writesBeforeEachRead.append(seenWrites())
    return lines.isEmpty ? .endOfInput : .line(lines.removeFirst())
  }
}
