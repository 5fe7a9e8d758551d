import Composable
import Foundation
import XCTest

@testable import Shell

/// `save --exhaustive` writes an action a stack element's effect sent back as the docs write
/// `receive` (issue 25, item 15): the element by its id, then its cases, then the innermost
/// payload (`receive path[id: 0].page.delegate.renamed "C 🎉"`), not the element's whole action
/// after `path.element`; the script replays, and checks the payload.
@MainActor
final class ExhaustiveStackReceiveTests: XCTestCase {
  static let notebook = Feature(Notebook(), name: "notebook", initialState: Notebook.State())

  func saved(_ lines: String) async throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-stack-receive-\(UUID()).tcash")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = try await runScript(
      lines + "\nsave --exhaustive " + file.path, features: [Self.notebook], initial: "notebook")
    XCTAssertEqual(first.errors, "")
    return try String(contentsOf: file, encoding: .utf8)
  }

  func testAReceivedElementActionIsWrittenByIDAndCasePath() async throws {
    let script = try await saved(
      "send open\nsend path[0].page.rename \"C 🎉\"\nsend path[0].page.close")
    XCTAssertTrue(
      script.contains("\nreceive path[id: 0].page.delegate.renamed \"C 🎉\" { last = \"C 🎉\" }\n"),
      script)
    XCTAssertTrue(
      script.contains("\nreceive path[id: 0].page.delegate.closed { closed = 1 }\n"), script)
    XCTAssertFalse(script.contains("path.element id:"), script)
    let replay = try await runScript(script, features: [Self.notebook], initial: "notebook")
    XCTAssertEqual(replay.errors, "", script)
    XCTAssertEqual(replay.status, 0, script)
    // The payload is checked: another value fails the replay.
    let wrong = try await runScript(
      script.replacingOccurrences(of: "renamed \"C 🎉\"", with: "renamed \"D\""),
      features: [Self.notebook], initial: "notebook")
    XCTAssertNotEqual(wrong.status, 0, wrong.errors)
  }

  /// A payload that is not one literal keeps the element's whole action, which reads back.
  func testAStructPayloadKeepsTheWholeElementAction() async throws {
    let script = try await saved("send open\nsend path[0].page.share")
    XCTAssertTrue(
      script.contains(
        "\nreceive path.element id: 0, action: .page(.delegate(.shared(Notebook.Page.Note(text: \"\"))))"
      ),
      script)
    let replay = try await runScript(script, features: [Self.notebook], initial: "notebook")
    XCTAssertEqual(replay.errors, "", script)
  }
}

/// A stack of pages whose delegate actions (sent back by each page's effects) the parent reads.
struct Notebook: Reducer {
  struct Page: Reducer {
    struct State: Equatable, Sendable { var title = "" }
    struct Note: Equatable, Sendable { var text: String }
    enum Action: Equatable, Sendable {
      case rename(String)
      case close
      case share
      case delegate(Delegate)
      enum Delegate: Equatable, Sendable {
        case renamed(String)
        case closed
        case shared(Note)
      }
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .rename(let title):
        state.title = title
        return .send(.delegate(.renamed(title)))
      case .close: return .send(.delegate(.closed))
      case .share: return .send(.delegate(.shared(Note(text: state.title))))
      case .delegate: return .none
      }
    }
  }
  struct Path: Reducer {
    enum State: Equatable, Sendable { case page(Page.State) }
    enum Action: Equatable, Sendable { case page(Page.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: /State.page, action: /Action.page) { Page() }
    }
  }
  struct State: Equatable, Sendable {
    var path = StackState<Path.State>()
    var last = ""
    var closed = 0
  }
  enum Action: Equatable, Sendable {
    case open
    case path(StackAction<Path.State, Path.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open: state.path.append(.page(Page.State()))
      case .path(.element(_, .page(.delegate(.renamed(let title))))): state.last = title
      case .path(.element(_, .page(.delegate(.closed)))): state.closed += 1
      case .path: break
      }
      return .none
    }
    .forEach(\.path, action: /Action.path) { Path() }
  }
}
