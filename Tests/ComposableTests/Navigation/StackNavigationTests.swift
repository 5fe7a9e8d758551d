import Composable
import ComposableTesting
import XCTest

/// Stack navigation through `forEach` over a `StackState`: TCA's `_StackReducer` order, ids and
/// effect lifetimes (tca-navigation.md, "forEach over a StackState" and "TestStore, in these
/// terms").
@MainActor
final class StackNavigationTests: XCTestCase {
  func testPushedElementsGetIDsZeroOneTwoAndTheAssertionClosureCanAppend() async {
    let failures = Failures()
    let store = TestStore(
      initialState: StackHost.State(), reducer: StackHost(), reportFailure: failures.reporter)
    await store.send(.push(7)) { $0.path.append(Child.State(id: 7)) }
    await store.send(.push(8)) {
      $0.path[id: 1] = nil
      $0.path.append(Child.State(id: 8))
    }
    XCTAssertEqual(store.state.path.ids, [0, 1])
    await store.send(.path(.element(id: 1, action: .increment))) {
      $0.path[id: 1]?.count = 1
      $0.seen = ["parent saw count 1"]
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.removeAll()
      $0.seen.append("parent saw 2 elements")
    }
    await store.send(.push(9)) { $0.path.append(Child.State(id: 9)) }
    XCTAssertEqual(store.state.path.ids, [2], "ids are never handed out twice")
    await store.send(.path(.popFrom(id: 2))) {
      $0.path.removeAll()
      $0.seen.append("parent saw 1 elements")
    }
    await store.finish()
    XCTAssertEqual(failures.messages, [])
  }

  /// TCA's stack tests write a push as `$0.path[id: 0] = ...`: the setter pushes a new id, and
  /// `= nil` removes just that element.
  func testSubscriptIDSetterPushesANewIDAndNilRemoves() async {
    let failures = Failures()
    let store = TestStore(
      initialState: StackHost.State(), reducer: StackHost(), reportFailure: failures.reporter)
    await store.send(.push(7)) { $0.path[id: 0] = Child.State(id: 7) }
    await store.send(.push(8)) { $0.path[id: 1] = Child.State(id: 8) }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 1] = nil
      $0.path[id: 0] = nil
      $0.seen = ["parent saw 2 elements"]
    }
    await store.finish()
    XCTAssertEqual(failures.messages, [])
    var stack = StackState<Int>()
    stack[id: 3] = 30
    stack.append(40)
    XCTAssertEqual(stack.ids, [3, 4], "ids after one set by id continue from it")
    stack[id: 3] = nil
    XCTAssertEqual(Array(stack), [40])
  }

  func testPopFromRunsTheParentFirstThenRemovesTheElementAndThoseAbove() {
    let store = Store(initialState: StackHost.State(), reducer: StackHost())
    store.send(.push(1))
    store.send(.push(2))
    store.send(.push(3))
    store.send(.path(.popFrom(id: 1)))
    XCTAssertEqual(store.state.seen, ["parent saw 3 elements"])
    XCTAssertEqual(store.state.path.ids, [0])
    XCTAssertEqual(store.state.path.map(\.id), [1])
    store.cancelAllEffects()
  }

  func testPoppingCancelsThePoppedElementsEffects() async {
    let clock = TestClock()
    let failures = Failures()
    let store = TestStore(
      initialState: StackHost.State(), reducer: StackHost(),
      withDependencies: { $0.continuousClock = clock }, reportFailure: failures.reporter)
    await store.send(.push(1)) { $0.path.append(Child.State(id: 1)) }
    await store.send(.push(2)) { $0.path.append(Child.State(id: 2)) }
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.count = 1 }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
      $0.seen = ["parent saw 2 elements"]
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    XCTAssertEqual(failures.messages, [], "no tick after the pop, nothing left running")
  }

  func testDismissInsideAnElementPopsIt() async {
    let failures = Failures()
    let store = TestStore(
      initialState: StackHost.State(), reducer: StackHost(), reportFailure: failures.reporter)
    await store.send(.push(1)) { $0.path.append(Child.State(id: 1)) }
    await store.send(.push(2)) { $0.path.append(Child.State(id: 2)) }
    await store.send(.path(.element(id: 1, action: .closeButtonTapped)))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
      $0.seen = ["parent saw 2 elements"]
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.removeAll()
      $0.seen.append("parent saw 1 elements")
    }
    await store.finish()
    XCTAssertEqual(failures.messages, [])
  }

  func testAnActionForAMissingElementWarnsAndTheParentStillRuns() {
    let warnings = LockedStrings()
    let previous = IssueReporter.install { warnings.append($0) }
    defer { IssueReporter.install(previous) }
    let store = Store(initialState: StackHost.State(), reducer: StackHost())
    store.send(.path(.element(id: 4, action: .increment)))
    XCTAssertEqual(store.state.seen, ["parent saw count nil"])
    store.send(.path(.popFrom(id: 4)))
    XCTAssertEqual(warnings.values.count, 2)
    XCTAssertTrue(
      warnings.values[0].hasPrefix("A \"forEach\" at \"")
        && warnings.values[0].contains("received an action for a missing element."))
    XCTAssertTrue(
      warnings.values[1].contains("received a \"popFrom\" action for a missing element."))
  }

  func testPushActionAddsUnderItsIDAndADuplicateWarns() {
    let warnings = LockedStrings()
    let previous = IssueReporter.install { warnings.append($0) }
    defer { IssueReporter.install(previous) }
    let store = Store(initialState: StackHost.State(), reducer: StackHost())
    store.send(.path(.push(id: 5, state: Child.State(id: 1))))
    store.send(.path(.push(id: 5, state: Child.State(id: 2))))
    XCTAssertEqual(store.state.path.ids, [5])
    XCTAssertEqual(store.state.path[id: 5]?.id, 1)
    XCTAssertEqual(warnings.values.count, 1)
    XCTAssertTrue(
      warnings.values[0].contains("received a \"push\" action for an element it already contains."))
    store.send(.push(3))
    XCTAssertEqual(store.state.path.ids, [5, 6], "appending continues after the pushed id")
    store.cancelAllEffects()
  }

  func testStackStateDumpsAsADictionaryKeyedByIDs() {
    var path = StackState(["a", "b"])
    XCTAssertEqual(customDump(path), "[\n  #0: \"a\",\n  #1: \"b\"\n]")
    path.removeAll()
    XCTAssertEqual(customDump(path), "[:]")
    XCTAssertEqual(customDump(StackElementID(generation: 3)), "#3")
  }

  enum Screen: Equatable {
    case detail(Detail)
    struct Detail: Equatable { var count = 0 }
  }

  /// TCA 1.25.5 (tca-navigation-texts.md): a `StackState`'s diff keeps stack order and collapses
  /// unchanged elements where they stand, not last as a dictionary's would.
  func testAStackDiffKeepsStackOrder() {
    let before: StackState<Screen> = [.detail(.init())]
    var after = before
    after.append(.detail(.init(count: 1)))
    XCTAssertEqual(
      diff(before, after),
      """
        [
          #0: .detail(…),
      +   #1: .detail(
      +     StackNavigationTests.Screen.Detail(count: 1)
      +   )
        ]
      """)
  }

  func testAStackDiffCollapsesUnchangedRunsWhereTheyStand() {
    let before = StackState<Int>([1, 2, 3, 4, 5])
    var after = before
    after[2] = 30
    after.removeLast()
    XCTAssertEqual(
      diff(before, after),
      """
        [
          … (2 unchanged),
      -   #2: 3,
      +   #2: 30,
          #3: 4
      -   #4: 5
        ]
      """)
  }
}
