import ComposableTesting
import Foundation
import XCTest

/// `TextState`'s and `ButtonState`'s API as TCA offers it, `@Dependency(Client.self)`, and a
/// `for` loop in a reducer builder (a new user's findings, 16).
@MainActor
final class TextAndButtonSurfaceTests: XCTestCase {
  func testTextStatesConcatenate() {
    let text = TextState("Delete ") + TextState(verbatim: "Dune") + TextState("?")
    XCTAssertEqual(text, TextState("Delete Dune?"))
    XCTAssertEqual(String(state: text), "Delete Dune?")
  }

  func testTextStateFromASubstring() {
    XCTAssertEqual(TextState("Dune Messiah".prefix(4)), "Dune")
  }

  func testAButtonWithAButtonStateActionAndALabelClosure() {
    let button = ButtonState<Int>(role: .destructive, action: .send(7)) { TextState("Delete") }
    XCTAssertEqual(button.action.action, 7)
    XCTAssertEqual(button.role, .destructive)
    XCTAssertEqual(button.label, "Delete")
    let cancel = ButtonState<Int>(role: .cancel, action: .send(nil)) { TextState("Cancel") }
    XCTAssertNil(cancel.action.action)
  }

  func testADependencyNamedByItsKeyType() async {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    await store.send(.greet) { $0.greeting = "test" }
    let live = Store(initialState: Greeter.State()) { Greeter() }
    live.send(.greet)
    XCTAssertEqual(live.state.greeting, "live")
  }

  func testADependencyThatIsItsOwnKeyIsSetOnAReducer() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter().dependency(GreetingClient { "mock" })
    }
    await store.send(.greet) { $0.greeting = "mock" }
    let chained = TestStore(initialState: Greeter.State()) {
      Greeter().dependency(\.uuid, .incrementing).dependency(GreetingClient { "chained" })
    }
    await chained.send(.greet) { $0.greeting = "chained" }
  }

  func testAForLoopInAReducerBuilderRunsEachInOrder() async {
    let store = TestStore(initialState: [Int]()) {
      CombineReducers {
        for step in 1...3 {
          Reduce<[Int], Bool> { state, _ in
            state.append(step)
            return .none
          }
        }
        if #available(macOS 14, *) {
          Reduce<[Int], Bool> { state, _ in
            state.append(4)
            return .none
          }
        }
      }
    }
    await store.send(true) { $0 = [1, 2, 3, 4] }
  }
}

/// A client that is its own dependency key, as swift-dependencies allows.
struct GreetingClient: DependencyKey, Sendable {
  var greeting: @Sendable () -> String
  static let liveValue = GreetingClient { "live" }
  static let testValue = GreetingClient { "test" }
}

struct Greeter: Reducer {
  struct State: Equatable, Sendable { var greeting = "" }
  enum Action: Equatable, Sendable { case greet }
  @Dependency(GreetingClient.self) var client

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.greeting = client.greeting()
    return .none
  }
}
