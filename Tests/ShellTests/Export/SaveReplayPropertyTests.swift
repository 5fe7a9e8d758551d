import Composable
import Features
import Foundation
import XCTest

@testable import Shell

/// The kind behind `save`: whatever a session did, its saved script replays to exactly the
/// state the session is in, or `save` refuses and says why. Sessions are generated from a
/// fixed set of seeds over every feature and every command that moves state or time.
@MainActor
final class SaveReplayPropertyTests: XCTestCase {
  static let seeds: [UInt64] = Array(1...300)
  static let commandsPerSession = 20

  func testEverySavedScriptReplaysToTheSameStateOrSaveRefuses() async throws {
    var saved = 0
    var refused = 0
    var secretStops = 0
    for seed in Self.seeds {
      var random = SplitMix(seed: seed)
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tca-shell-property-\(seed)-\(UUID()).tcash")
      defer { try? FileManager.default.removeItem(at: file) }
      let start = allFeatures[Int(seed) % allFeatures.count].name
      let live = try Self.session(initial: start)
      var lines: [String] = []
      for _ in 0..<Self.commandsPerSession {
        let line = Self.randomCommand(in: live.session, using: &random)
        lines.append(line)
        _ = await live.session.execute(line)
      }
      let saveResult = await live.session.execute("save --force \(file.path)")
      let context = "seed \(seed): \(lines.joined(separator: "; "))"
      if case .failed(let reason) = saveResult {
        // A refusal says why; stopping partway through a command has its own wording.
        XCTAssertTrue(
          reason.hasPrefix("cannot save: ")
            || reason.contains("is partway through the actions of one command"),
          "\(context)\n\(reason)")
        refused += 1
        continue
      }
      XCTAssertEqual(saveResult, .ok, context)
      let script = try String(contentsOf: file, encoding: .utf8)
      let replay = try Self.session(initial: "counter")
      var replayFailure: String?
      for line in script.split(separator: "\n").map(String.init) {
        if case .failed(let message) = await replay.session.execute(line) {
          replayFailure = "\(line): \(message)"
          break
        }
      }
      if script.contains(ActionResolver.leftOutSecret) {
        // A left-out secret stops the replay at its line instead of signing in with the mask.
        XCTAssertTrue(
          replayFailure?.contains("stands for a secret that save left out") ?? false,
          "\(context)\n\(script)\n\(replayFailure ?? "replay did not stop")")
        secretStops += 1
        continue
      }
      XCTAssertNil(replayFailure, "\(context)\n\(script)")
      for feature in allFeatures.map(\.name) {
        let expected = await Self.dump(of: feature, in: live.session)
        let actual = await Self.dump(of: feature, in: replay.session)
        XCTAssertEqual(actual, expected, "\(feature) after replaying\n\(script)\n\(context)")
      }
      saved += 1
    }
    print("saved \(saved), refused \(refused), stopped at a secret \(secretStops)")
    // The generator must reach both outcomes, or the test checks less than it claims.
    XCTAssertGreaterThan(saved, 5)
    XCTAssertGreaterThan(refused, 2)
    XCTAssertGreaterThan(secretStops, 0)
  }

  // MARK: - Generating sessions

  static func session(initial: String) throws -> (session: Session, output: Output) {
    let output = Output(result: { _ in }, error: { _ in })
    let session = try Session(
      features: allFeatures, initial: initial, renderer: TextRenderer(output: output))
    session.configuration.testClock = TestClock()
    session.configuration.effectTimeout = .milliseconds(200)
    return (session, output)
  }

  static func randomCommand(in session: Session, using random: inout SplitMix) -> String {
    let roll = random.next(100)
    switch roll {
    case 0..<40:
      let sendable = leaves(session.host.actions, prefix: "")
      guard !sendable.isEmpty else { return "undo" }
      let action = sendable[random.next(sendable.count)]
      let values = action.parameters.map { parameter in
        (parameter.label.map { $0 + "=" } ?? "")
          + value(ofType: parameter.typeName, secret: parameter.isSecret, using: &random)
      }
      return (["send", action.name] + values).joined(separator: " ")
    case 40..<55: return "tap \(1 + random.next(3))"
    case 55..<60: return "dismiss"
    case 60..<68: return "undo"
    case 68..<74: return "redo"
    case 74..<80: return "goto \(random.next(6))"
    case 80..<84: return "wait"
    case 84..<90: return ["advance 1s", "advance 500ms", "advance 3s"][random.next(3)]
    case 90..<94: return "cancel"
    case 94..<96: return "reset"
    default: return "use \(allFeatures[random.next(allFeatures.count)].name)"
    }
  }

  /// Every action that can be sent by name, with its full dotted name.
  static func leaves(_ actions: [ActionDescription], prefix: String) -> [(
    name: String, parameters: [ActionParameter]
  )] {
    actions.flatMap { action in
      action.isChild
        ? leaves(action.children, prefix: prefix + action.name + ".")
        : [(prefix + action.name, action.parameters)]
    }
  }

  static func value(ofType type: String, secret: Bool, using random: inout SplitMix) -> String {
    if secret { return ["blob123", "wrong"][random.next(2)] }
    switch type.replacingOccurrences(of: "?", with: "") {
    case "Int": return String(random.next(4))
    case "Double": return ["0.5", "2"][random.next(2)]
    case "Bool": return ["true", "false"][random.next(2)]
    default: return ["blob@example.com", "\"Blob Jr\"", "x"][random.next(3)]
    }
  }

  /// The feature's whole state as a dump, with dates (a sign-in's expiry) left out.
  static func dump(of feature: String, in session: Session) async -> String {
    _ = await session.execute("use \(feature)")
    return customDump(session.host.state).replacingOccurrences(
      of: #"Date\([^)]*\)"#, with: "Date(…)", options: .regularExpression)
  }
}

/// A small seeded generator (SplitMix64), so every run makes the same sessions.
struct SplitMix {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
