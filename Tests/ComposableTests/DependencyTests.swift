import Composable
import Foundation
import XCTest

private enum NumberKey: DependencyKey {
  static let liveValue = 1
  static let previewValue = 2
  static let testValue = 3
}

private enum LiveOnlyKey: DependencyKey {
  typealias Value = String
  static let liveValue = "live"
}

extension DependencyValues {
  fileprivate var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
  fileprivate var liveOnly: String {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
}

/// Reads dependencies in its reducer and in an effect it returns.
private struct Reader: Reducer {
  struct State: Equatable { var seen: [Int] = [] }
  enum Action: Equatable, Sendable {
    case read, readLater
    case seen(Int)
  }
  @Dependency(\.number) var number

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .read:
      state.seen.append(number)
      return .none
    case .readLater:
      return .run { send in
        @Dependency(\.number) var number
        await send(.seen(number))
      }
    case .seen(let value):
      state.seen.append(value)
      return .none
    }
  }
}

@MainActor
final class DependencyTests: XCTestCase {
  func testEachContextTakesItsDefault() async {
    var values = DependencyValues()
    XCTAssertEqual(values.number, 1)
    values.context = .preview
    XCTAssertEqual(values.number, 2)
    values.context = .test
    XCTAssertEqual(values.number, 3)
    values.number = 42
    XCTAssertEqual(values.number, 42)
  }

  func testWithDependenciesOverridesForItsScopeOnly() async {
    @Dependency(\.number) var number
    XCTAssertEqual(number, 1)
    withDependencies {
      $0.number = 7
    } operation: {
      XCTAssertEqual(number, 7)
    }
    await withDependencies {
      $0.number = 8
    } operation: {
      await Task.yield()
      XCTAssertEqual(number, 8)
    }
    XCTAssertEqual(number, 1)
  }

  func testStoreOverridesReachTheReducerAndItsEffects() async {
    let store = Store(initialState: Reader.State(), reducer: Reader()) { $0.number = 5 }
    store.send(.read)
    await store.send(.readLater).finish()
    XCTAssertEqual(store.state.seen, [5, 5])
  }

  func testEffectsKeepTheDependenciesInForceWhenMade() async {
    // The store is made inside a scope that has ended by the time the effect runs.
    let store = withDependencies {
      $0.number = 9
    } operation: {
      Store(initialState: Reader.State(), reducer: Reader())
    }
    await store.send(.readLater).finish()
    XCTAssertEqual(store.state.seen, [9])
  }

  func testAKeyWithoutATestValueReportsItsNameInATestContext() async {
    let reported = LockedStrings()
    let previous = IssueReporter.install { reported.append($0) }
    defer { IssueReporter.install(previous) }
    var values = DependencyValues()
    values.context = .test
    XCTAssertEqual(values.liveOnly, "live")
    XCTAssertEqual(reported.values.count, 1)
    XCTAssertTrue(
      reported.values[0].hasPrefix("@Dependency(LiveOnlyKey) has no test implementation"))
  }

  func testBuiltInTestValuesAreUnimplemented() async {
    let reported = LockedStrings()
    let previous = IssueReporter.install { reported.append($0) }
    defer { IssueReporter.install(previous) }
    var values = DependencyValues()
    values.context = .test
    _ = values.uuid()
    _ = values.date.now
    XCTAssertEqual(
      reported.values,
      ["Unimplemented: '@Dependency(\\.uuid)'", "Unimplemented: '@Dependency(\\.date)'"])
  }

  func testIncrementingUUIDsAndConstantDate() async {
    let uuid = UUIDGenerator.incrementing
    XCTAssertEqual(uuid().uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(uuid().uuidString, "00000000-0000-0000-0000-000000000001")
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 60))
    XCTAssertEqual(date.now, Date(timeIntervalSince1970: 60))
  }

  func testTestClockWakesSleepersOnlyWhenAdvancedPastTheirDeadline() async {
    let clock = TestClock()
    let woke = LockedStrings()
    let task = Task { @MainActor in
      try await clock.sleep(for: .seconds(2))
      woke.append("2s")
    }
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(woke.values, [])
    XCTAssertEqual(clock.pendingSleeps, 1)
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(woke.values, ["2s"])
    _ = await task.result
  }

  func testTestClockSleepEndsWithCancellation() async {
    let clock = TestClock()
    let task = Task { @MainActor in try await clock.sleep(for: .seconds(1)) }
    await Task.yield()
    task.cancel()
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(clock.pendingSleeps, 0)
  }

  func testTestClockRunsARepeatingSleeperOncePerStep() async {
    let clock = TestClock()
    let ticks = LockedStrings()
    let task = Task { @MainActor in
      while true {
        try await clock.sleep(for: .seconds(1))
        ticks.append("tick")
      }
    }
    await Task.yield()
    await clock.advance(by: .seconds(3))
    XCTAssertEqual(ticks.values.count, 3)
    task.cancel()
    _ = await task.result
  }
}
