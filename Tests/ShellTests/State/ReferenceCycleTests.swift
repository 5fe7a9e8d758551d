import Composable
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
