import Composable
import Foundation
import ShellHosting
import XCTest

@testable import Shell

/// A state holding a reference cycle (`a.next = b`, `b.next = a`): every command that walks the
/// state ends, where following the cycle overflowed the stack (exit 139) in `state --json`,
/// `--json` output, a `{ }` block, `expect` and `save --exhaustive`.
@MainActor
final class ReferenceCycleTests: XCTestCase {
  final class Node: @unchecked Sendable {
    let name: String
    var next: Node?
    init(name: String, next: Node? = nil) {
      self.name = name
      self.next = next
    }
  }

  struct Graph: Reducer {
    struct State: Equatable {
      var node: Node?
      var counter = 0
      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.node === rhs.node && lhs.counter == rhs.counter
      }
    }
    enum Action { case cycle, bump }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .cycle:
        let a = Node(name: "a")
        a.next = Node(name: "b", next: a)
        state.node = a
      case .bump:
        state.counter += 1
      }
      return .none
    }
  }

  let graph = Feature(Graph(), name: "graph", initialState: Graph.State())

  func testEveryCommandThatWalksACyclicStateEnds() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("cycle-\(UUID().uuidString).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await runScript(
      """
      send cycle
      state --json
      send bump { counter = 1 }
      expect node.next.name == "b"
      save --exhaustive \(file.path)
      """, features: [graph], initial: "graph")
    XCTAssertEqual(run.status, 0, run.errors)
    // The cycle as the dump marks it, in JSON too.
    XCTAssertTrue(
      run.output.contains(#""next":{"name":"b","next":"ReferenceCycleTests.Node(↩︎)"}"#), run.output)
    XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
  }

  func testAnExpectationAgainstACyclicValueFailsInOneLine() async throws {
    let run = try await runScript(
      "send cycle\nexpect node == Node(name: \"a\", next: nil)", features: [graph],
      initial: "graph")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errors.hasPrefix("line 2: "), run.errors)
  }

  func testJSONOutputOfACyclicStateEnds() async throws {
    let run = try await runScript("send cycle", features: [graph], initial: "graph", json: true)
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("Node(↩︎)"), run.output)
  }
}

/// Values nested deeper than JSON output follows (an `indirect enum` 1,000 levels deep, a
/// linked list of 1,000 class instances): `state --json` and `--json` print them cut at
/// `JSONValue.maxDepth` with the collapsed dump, where the encoder's nesting limit stopped the
/// shell (a `try!`) and 1,000 levels overflowed the stack.
@MainActor
final class DeepStateJSONTests: XCTestCase {
  indirect enum Tree: Equatable {
    case leaf
    case node(Tree)
  }
  final class Link: @unchecked Sendable {
    var next: Link?
    init(next: Link?) { self.next = next }
  }

  struct Deep: Reducer {
    struct State: Equatable {
      var tree = Tree.leaf
      var link: Link?
      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.tree == rhs.tree && lhs.link === rhs.link
      }
    }
    enum Action { case deepen(Int) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case .deepen(let levels) = action else { return .none }
      for _ in 0..<levels {
        state.tree = .node(state.tree)
        state.link = Link(next: state.link)
      }
      return .none
    }
  }

  let deep = Feature(Deep(), name: "deep", initialState: Deep.State())

  func testDeepValuesPrintAsJSONCutAtTheirDepth() async throws {
    for levels in [400, 1_000] {
      let run = try await runScript(
        "set diff off\nsend deepen \(levels)\nstate --json\nstate tree --json", features: [deep],
        initial: "deep")
      XCTAssertEqual(run.status, 0, run.errors)
      let json = run.output.split(separator: "\n").filter { $0.hasPrefix("{") }
      XCTAssertEqual(json.count, 2, run.output)
      for line in json {
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), String(line))
        XCTAssertTrue(line.contains("…"), "cut where it was too deep: \(line.prefix(200))")
      }
    }
  }

  func testJSONOutputOfADeepStateEnds() async throws {
    let run = try await runScript(
      "send deepen 500", features: [deep], initial: "deep", json: true)
    XCTAssertEqual(run.status, 0, run.errors)
  }
}
