import Features
import Foundation
import Shell
import XCTest

/// `save --exhaustive` with secrets: a secret field's change is written `apiKey = "••••"` (the
/// value never is), and the replay checks it against the secrets the session's actions carried,
/// so a script whose left-out secrets are filled in replays green.
@MainActor
final class SaveExhaustiveSecretTests: XCTestCase {
  static func run(_ lines: [String]) async throws -> (
    results: [String: CommandResult], failed: Bool
  ) {
    let sink = Output(result: { _ in }, error: { _ in })
    let session = try Session(
      features: [SwiftExportKindsTests.kinds], initial: "kinds", output: sink)
    var results: [String: CommandResult] = [:]
    for (index, line) in lines.enumerated() where !line.hasPrefix("#") {
      session.currentLine = index + 1
      results[line] = await session.execute(line)
    }
    return (results, session.finishScript(lastLine: lines.count))
  }

  func testASecretFieldGetsItsBlockAndTheFilledInScriptReplaysGreen() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-secret-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: path) }
    let saved = try await Self.run([
      "send setAPIKey \"sk-1\"", "send binding.apiKey \"k2\"", "send binding.name \"N\"",
      "save --exhaustive \(path.path)",
    ])
    XCTAssertEqual(saved.results["save --exhaustive \(path.path)"], .ok)
    let script = try String(contentsOf: path, encoding: .utf8)
    let lines = script.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      Array(lines.dropFirst()),
      [
        "exhaustive on",
        "use kinds",
        "# a secret was left out: write its value in place of ••••",
        "send setAPIKey •••• { apiKey = \"••••\" }",
        "# a secret was left out: write its value in place of ••••",
        "send binding.apiKey •••• { apiKey = \"••••\" }",
        "send binding.name \"N\" { name = \"N\" }",
      ])
    XCTAssertFalse(script.contains("sk-1") || script.contains("k2"))
    let filled = lines.map {
      $0.replacingOccurrences(of: "setAPIKey ••••", with: "setAPIKey \"sk-1\"")
        .replacingOccurrences(of: "apiKey ••••", with: "apiKey \"k2\"")
    }
    let replay = try await Self.run(filled)
    for (line, result) in replay.results { XCTAssertEqual(result, .ok, line) }
    XCTAssertFalse(replay.failed)
  }

  /// The secret a block's "••••" accepts is one an action carried: a value the reducer made up
  /// fails, and so does another secret than the one sent.
  func testASecretNoActionCarriedFails() async throws {
    let made = try await Self.run(["exhaustive on", "send makeKey { apiKey = \"••••\" }"])
    XCTAssertEqual(
      made.results["send makeKey { apiKey = \"••••\" }"],
      .failed(
        "apiKey holds a secret no action of this session carried: \"••••\" in a block stands for a secret the script sends (or an effect sends back), compared by what it holds"
      ))
    let unasserted = try await Self.run([
      "exhaustive on", "send setAPIKey \"sk-1\" { apiKey = \"••••\" }",
      "send makeKey { apiKey = ••••}",
    ])
    XCTAssertEqual(unasserted.results["send setAPIKey \"sk-1\" { apiKey = \"••••\" }"], .ok)
    guard case .failed(let message) = unasserted.results["send makeKey { apiKey = ••••}"] else {
      return XCTFail("a made-up secret passed")
    }
    XCTAssertTrue(message.hasPrefix("apiKey holds a secret no action"), message)
  }

  /// Written without a block, a change of secret is still a change: the exhaustive replay of
  /// `send setAPIKey` that sets a secret where there was none asks for its block.
  func testAnUnassertedNewSecretFailsExhaustively() async throws {
    let run = try await Self.run(["exhaustive on", "send setAPIKey \"sk-1\""])
    guard case .failed(let message) = run.results["send setAPIKey \"sk-1\""] else {
      return XCTFail("an unasserted secret passed")
    }
    XCTAssertTrue(message.contains("apiKey"), message)
  }
}

extension SaveExhaustiveSecretTests {
  /// docs/commands.md's example: login's password, typed twice, asserted as "••••".
  func testTheDocsExampleReplays() async throws {
    let sink = Output(result: { _ in }, error: { _ in })
    let session = try Session(features: allFeatures, initial: "login", output: sink)
    for line in [
      "exhaustive on", "use login",
      "send setName \"demo@example.com\" { name = \"demo@example.com\" }",
      "send setPassword \"wrong-password\" { isLoginButtonDisabled = false; password = \"••••\" }",
      "send setPassword \"demo-password\" { password = \"••••\" }",
    ] {
      let result = await session.execute(line)
      XCTAssertEqual(result, .ok, line)
    }
    XCTAssertFalse(session.finishScript(lastLine: 5))
  }
}
