import Features
import Foundation
import XCTest

@testable import Shell

/// Every word Tab completes parses as the candidate it was completed from: quoted when it
/// holds blanks, quotes, backslashes or control characters, in every kind of candidate.
@MainActor
final class CompletionQuotingTests: XCTestCase {
  /// The line after Tab, as a terminal would hold it.
  static func complete(_ line: String, candidates: [String]) -> String? {
    switch Completion.action(line: line, candidates: candidates) {
    case .insert(let text): return line + text
    case .replace(let count, let text):
      return String(String.UnicodeScalarView(line.unicodeScalars.dropLast(count))) + text
    case .list, .none: return nil
    }
  }

  func testADirectoryWithABlankIsQuotedAndStaysOpen() async {
    XCTAssertEqual(
      Completion.action(line: "source my", candidates: ["my flows/"]),
      .replace(count: 2, with: "\"my flows/"))
    XCTAssertEqual(
      Completion.action(line: "source \"my flows/", candidates: ["my flows/login.tcash"]),
      .insert("login.tcash\" "))
  }

  func testEveryCandidateParsesAsItself() async throws {
    let tricky = [
      "plain", "two words", "say \"hi\"", "back\\slash", "tab\there", "new\nline",
      "dir/with space/x",
      "café au lait", "a=b",
    ]
    for candidate in tricky {
      for typedStart in ["", String(candidate.prefix(1)), "\"" + String(candidate.prefix(1))] {
        let line = "source " + typedStart
        guard let completed = Self.complete(line, candidates: [candidate]) else {
          XCTFail("\(candidate): nothing completed after \(line)")
          continue
        }
        let words = try Lexer.words(completed)
        XCTAssertEqual(words.count, 2, completed)
        XCTAssertEqual(words.last?.text, candidate, completed)
        XCTAssertEqual(try Command.parse(completed), .source(path: candidate), completed)
      }
    }
  }

  func testACommonStartWithABlankIsQuotedToo() async {
    XCTAssertEqual(
      Completion.action(line: "source my", candidates: ["my flows/", "my notes.tcash"]),
      .replace(count: 2, with: "\"my "))
    XCTAssertEqual(
      Completion.action(line: "source \"my ", candidates: ["my flows/", "my notes.tcash"]),
      .list(["my flows/", "my notes.tcash"]))
  }

  func testListsShowFileNamesNotPaths() async {
    XCTAssertEqual(
      Completion.action(line: "source docs/", candidates: ["docs/a.tcash", "docs/scripts/"]),
      .list(["a.tcash", "scripts/"]))
  }

  func testFilesWithBlanksFromTheSessionCompleteToASourceThatRuns() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-complete-\(UUID())")
    let flows = directory.appendingPathComponent("my flows")
    try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "send increment\n".write(
      to: flows.appendingPathComponent("up.tcash"), atomically: true, encoding: .utf8)
    let session = try Session(
      features: allFeatures, initial: "counter", output: Output(result: { _ in }, error: { _ in }))
    var line = "source \(directory.path)/my"
    for _ in 0..<2 {
      line = try XCTUnwrap(Self.complete(line, candidates: session.completions(for: line)), line)
    }
    XCTAssertEqual(line, "source \"\(flows.path)/up.tcash\" ")
    let result = await session.execute(line)
    XCTAssertEqual(result, .ok)
    let count = await session.execute("expect count == 1")
    XCTAssertEqual(count, .ok)
  }

  func testButtonTitlesWithBlanksAreOfferedQuoted() async throws {
    let session = try Session(
      features: allFeatures, initial: "alerts", output: Output(result: { _ in }, error: { _ in }))
    _ = await session.execute("send alertButtonTapped")
    // A title with a blank, as the completion of `tap` offers it, parses to that title.
    XCTAssertEqual(Self.complete("tap Can", candidates: ["Cancel now"]), "tap \"Cancel now\" ")
    XCTAssertEqual(
      try Command.parse("tap \"Cancel now\" "), .tap(.title("Cancel now")))
    XCTAssertTrue(session.completions(for: "tap ").contains("Cancel"))
  }

  func testSaveCompletesItsFlagsAndFileNames() async throws {
    let session = try Session(
      features: allFeatures, initial: "counter", output: Output(result: { _ in }, error: { _ in }))
    XCTAssertEqual(session.completions(for: "save --f"), ["--force"])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-save-complete-\(UUID())")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("my flows"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let line = "save --force \(directory.path)/my"
    XCTAssertEqual(
      Self.complete(line, candidates: session.completions(for: line)),
      "save --force \"\(directory.path)/my flows/")
  }
}
