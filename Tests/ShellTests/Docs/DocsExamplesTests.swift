import Composable
import Features
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// Every example in README.md and docs/*.md runs: each command shown at a prompt in a code
/// block, each script piped into the shell in a code block, and each inline `send`, `state`,
/// `expect` or `use` example names a feature, action, label and state path that exist.
/// (Transcripts are checked byte for byte by DocsTranscriptTests.)
@MainActor
final class DocsExamplesTests: XCTestCase {
  /// Failures that only say the example needs earlier state (something presented, something
  /// in the log), not that the command is wrong.
  static let needsEarlierState = [
    "nothing is presented", "nothing to undo", "nothing to redo", "no action ", "expected ",
    "source: cannot read", "No alert", "No dialog", "nothing to pop",
    // `receive` asserts an action an earlier `send` made an effect send back.
    "Expected to receive an action matching case path",
  ]

  static func pages() throws -> [(name: String, text: String)] {
    let root = TestPackage.root
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return try (["README.md"] + names).map { name in
      (name, try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
    }
  }

  /// The fenced blocks of a page that are not transcripts (those have their own test).
  static func codeBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [String]?
    var previous = ""
    var isTranscript = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let body = current {
          if !isTranscript { blocks.append(body.joined(separator: "\n")) }
          current = nil
        } else {
          current = []
          isTranscript = previous.hasPrefix("<!-- transcript:")
        }
      } else if current != nil {
        current!.append(line)
      }
      previous = line
    }
    return blocks
  }

  /// Runs one command in a fresh session at `feature`, from a scratch directory.
  static func run(_ command: String, in feature: String) async throws -> CommandResult {
    let session = try Session(
      features: allFeatures, initial: feature, output: Output(result: { _ in }, error: { _ in }))
    session.configuration.testClock = TestClock()
    session.configuration.effectTimeout = .milliseconds(100)
    return await session.execute(command)
  }

  func testEveryCommandAtAPromptInACodeBlockRuns() async throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-docs-\(UUID())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let home = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(scratch.path)
    defer {
      _ = FileManager.default.changeCurrentDirectoryPath(home)
      try? FileManager.default.removeItem(at: scratch)
    }
    let features = Set(allFeatures.map(\.name))
    var checked = 0
    for page in try Self.pages() {
      for block in Self.codeBlocks(in: page.text) {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
          guard let prompt = line.range(of: "> "),
            features.contains(String(line[..<prompt.lowerBound]))
          else { continue }
          let feature = String(line[..<prompt.lowerBound])
          let command = String(line[prompt.upperBound...])
          let result = try await Self.run(command, in: feature)
          let showsError = lines.dropFirst(index + 1).first?.hasPrefix("error:") ?? false
          if case .failed(let message) = result {
            XCTAssertTrue(
              showsError || Self.needsEarlierState.contains(where: message.hasPrefix),
              "\(page.name): `\(command)` fails: \(message)")
          } else {
            XCTAssertFalse(showsError, "\(page.name): `\(command)` is shown failing but runs")
          }
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 20)
  }

  func testEveryScriptPipedIntoTheShellInACodeBlockRuns() async throws {
    var checked = 0
    for page in try Self.pages() {
      for block in Self.codeBlocks(in: page.text) {
        let joined = block.replacingOccurrences(of: "\\\n", with: " ")
        for line in joined.split(separator: "\n").map(String.init)
        where line.hasPrefix("printf '") && line.contains("tca-shell") {
          let script = try XCTUnwrap(line.split(separator: "'").dropFirst().first)
            .replacingOccurrences(of: "\\n", with: "\n")
          let flags = line.components(separatedBy: "tca-shell").last!
            .split(separator: " ").map(String.init)
          let run = try MessagesTests.shell(flags, stdin: Array(script.utf8))
          // A failed expectation may be the point of the example; nothing else may fail.
          let otherErrors = run.errors.split(separator: "\n").filter {
            !$0.contains("expected ") && !$0.contains("\"event\":\"error\"")
          }
          XCTAssertEqual(otherErrors, [], "\(page.name): \(line)")
          if !script.contains("expect") || !(run.errors + run.output).contains("expected ") {
            XCTAssertEqual(run.status, 0, "\(page.name): \(line)\n\(run.errors)")
          }
          checked += 1
        }
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 4)
  }

  /// Inline examples shown as bad input, on purpose.
  static let badOnPurpose: Set<String> = [#"send "incr\nement""#]

  /// Inline examples (`send …`, `state …`, `expect …`, `use …`) that are whole commands, not
  /// templates, run in some feature.
  func testInlineExamplesNameThingsThatExist() async throws {
    let commands = ["send ", "state ", "expect ", "use "]
    var checked = 0
    for page in try Self.pages() {
      let spans = page.text.split(separator: "`", omittingEmptySubsequences: false)
      for (index, span) in spans.enumerated() where index % 2 == 1 {
        let example = String(span)
        guard commands.contains(where: example.hasPrefix),
          !example.contains("…"), !example.contains("<"), !example.contains("["),
          !example.contains("\n"), !Self.badOnPurpose.contains(example),
          example.rangeOfCharacter(from: .uppercaseLetters) == nil
            || !example.split(separator: " ").contains(where: { $0.allSatisfy(\.isUppercase) })
        else { continue }
        var outcomes: [String] = []
        var runs = false
        for feature in allFeatures.map(\.name) {
          let result = try await Self.run(example, in: feature)
          switch result {
          case .ok, .quit: runs = true
          case .failed(let message):
            if Self.needsEarlierState.contains(where: message.hasPrefix) { runs = true }
            outcomes.append(message)
          }
          if runs { break }
        }
        XCTAssertTrue(runs, "\(page.name): `\(example)` runs in no feature: \(outcomes.last ?? "")")
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 8)
  }

  func testTheJSONPageListsEveryEventTheRendererEmits() throws {
    let root = TestPackage.root
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/Shell/IO/JSONRenderer.swift"),
      encoding: .utf8)
    let page = try String(
      contentsOf: root.appendingPathComponent("docs/json.md"), encoding: .utf8)
    let emitted = source.components(separatedBy: "event: \"").dropFirst()
      .compactMap { $0.split(separator: "\"").first.map(String.init) }
    XCTAssertGreaterThanOrEqual(Set(emitted).count, 7)
    for event in Set(emitted) {
      XCTAssertTrue(page.contains("| `\(event)` |"), "docs/json.md has no row for `\(event)`")
    }
  }
}
