import Composable
import Features
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// `state --json` and the `state` of `--json` events: parsed back, every field and value agrees
/// with the dump.
final class StateJSONTests: XCTestCase {
  /// Sessions that leave each feature in a state with structs, optionals, enums with and without
  /// payloads, arrays, text, a date, a UUID and a secret.
  static let sessions: [(feature: String, script: String)] = [
    ("counter", "send increment\nsend increment"),
    ("alerts", "send alertButtonTapped"),
    ("alerts-modern", "send confirmationDialogButtonTapped"),
    ("multiple-alerts", "send alert1ButtonTapped"),
    ("login", "send setName demo@example.com\nsend setPassword demo-password\nsend login"),
    ("timer", "send start\nsend stop"),
  ]

  @MainActor
  func testJSONParsesBackToTheDumpedValues() async throws {
    for (feature, script) in Self.sessions {
      let session = try Session(
        features: allFeatures, initial: feature, output: Output(result: { _ in }, error: { _ in }))
      session.configuration.testClock = TestClock()
      for line in script.split(separator: "\n") { _ = await session.execute(String(line)) }
      let text = JSONValue(session.host.state).text
      let parsed = try JSONDecoder().decode(Parsed.self, from: Data(text.utf8)).value
      let compared = try Self.compare(parsed, StateTree(session.host.state), path: feature)
      XCTAssertGreaterThan(compared, 0, feature)
    }
  }

  /// A JSON document read back with `JSONDecoder`, which tells booleans from numbers.
  struct Parsed: Decodable {
    let value: Any

    init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        value = NSNull()
      } else if let bool = try? container.decode(Bool.self) {
        value = bool
      } else if let int = try? container.decode(Int.self) {
        value = int
      } else if let double = try? container.decode(Double.self) {
        value = double
      } else if let string = try? container.decode(String.self) {
        value = string
      } else if let array = try? container.decode([Parsed].self) {
        value = array.map(\.value)
      } else {
        value = try container.decode([String: Parsed].self).mapValues(\.value)
      }
    }
  }

  /// Walks the dump's tree and the parsed JSON together; the number of leaves compared.
  static func compare(_ json: Any, _ tree: StateTree, path: String) throws -> Int {
    switch tree {
    case .structure(_, let fields, _):
      let object = try XCTUnwrap(json as? [String: Any], "\(path) is an object")
      XCTAssertEqual(
        Set(object.keys),
        Set(fields.map { $0.label.hasPrefix("_") ? String($0.label.dropFirst()) : $0.label }),
        path)
      var count = 0
      for field in fields {
        let key = field.label.hasPrefix("_") ? String(field.label.dropFirst()) : field.label
        count += try compare(object[key] as Any, field.node, path: path + "." + key)
      }
      return count
    case .leaf(let dump):
      if let shown = dumpText(json) {
        XCTAssertEqual(Expectation.normalized(shown), Expectation.normalized(dump), path)
      } else {
        // Objects and arrays of objects inside a leaf (an alert): the same fields, by name.
        XCTAssertTrue(json is [String: Any] || json is [Any], path)
        if let object = json as? [String: Any] {
          for key in object.keys { XCTAssertTrue(dump.contains(key + ": "), "\(path).\(key)") }
        }
      }
      return 1
    case .container:
      // Only a block's path splits a value this way; a state's tree never holds one.
      XCTFail("\(path): a state's tree holds no split container")
      return 0
    }
  }

  /// What the dumper prints for a parsed JSON scalar or enum case; nil for objects.
  static func dumpText(_ json: Any) -> String? {
    switch json {
    case is NSNull: return "nil"
    case let string as String:
      if string == "••••" { return customDump(string) }
      if string.count == 24, string.hasSuffix("Z"), string.dropFirst(4).first == "-" {
        return "Date(\(string))"
      }
      if UUID(uuidString: string) != nil { return "UUID(\(string))" }
      return customDump(string)
    case let bool as Bool: return bool ? "true" : "false"
    case let int as Int: return "\(int)"
    case let double as Double: return "\(double)"
    case let object as [String: Any]:
      guard let name = object["case"] as? String, let values = object["values"] as? [Any] else {
        return nil
      }
      if values.isEmpty { return "." + name }
      let inner = values.map { dumpText($0) }
      guard inner.allSatisfy({ $0 != nil }) else { return nil }
      return ".\(name)(\(inner.map { $0! }.joined(separator: ", ")))"
    case let array as [Any]:
      let inner = array.map { dumpText($0) }
      guard inner.allSatisfy({ $0 != nil }) else { return nil }
      return "[" + inner.map { $0! }.joined(separator: ", ") + "]"
    default:
      return nil
    }
  }

  func testShapes() {
    XCTAssertEqual(JSONValue(Optional<Int>.none as Any).text, "null")
    XCTAssertEqual(JSONValue([1, 2]).text, "[1,2]")
    XCTAssertEqual(JSONValue(["b": 1, "a": 2]).text, #"{"a":2,"b":1}"#)
    XCTAssertEqual(JSONValue(Redacted("hunter2")).text, #""••••""#)
    XCTAssertEqual(JSONValue(2.5).text, "2.5")
    XCTAssertEqual(JSONValue(TextState("Hi")).text, #""Hi""#)
    XCTAssertEqual(
      JSONValue(AlertSlot<MultipleAlerts.MyAlert>.presenting(.error)).text,
      #"{"case":"presenting","values":[{"case":"error","values":[]}]}"#)
    XCTAssertEqual(
      JSONValue(Date(timeIntervalSince1970: 0)).text, #""1970-01-01T00:00:00.000Z""#)
  }

  func testStateJSONCommandAndJSONStream() throws {
    let text = try TestPackage.shell(
      [],
      stdin:
        "use login\nsend setPassword secret\nstate --json\nstate isLoading --json\nstate --json --full"
    )
    XCTAssertEqual(
      text.output.split(separator: "\n").filter { $0.hasPrefix("{") || $0 == "false" },
      [
        #"{"alert":null,"isLoading":false,"isLoginButtonDisabled":true,"name":"","password":"••••","session":null}"#,
        "false",
      ])
    XCTAssertEqual(
      text.errors, "line 5: usage: state [PATH] [--full | --json | --depth N] (e.g. state count)\n")
    let stream = try TestPackage.shell(
      ["--json"], stdin: "send increment\nstate --json\nundo")
    let lines = stream.output.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines[1].hasSuffix(#","state":{"count":1}}"#), lines[1])
    XCTAssertEqual(lines[3], #"{"event":"output","feature":"counter","state":{"count":1}}"#)
    XCTAssertTrue(
      lines[5].contains(#""event":"state""#)
        && lines[5].hasSuffix(#""state":{"count":0},"text":"undo: back to the initial state"}"#),
      lines[5])
  }
}
