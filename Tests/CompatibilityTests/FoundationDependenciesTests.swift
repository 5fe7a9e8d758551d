import ComposableTesting
import Foundation
import XCTest

/// swift-dependencies' `\.calendar`, `\.locale`, `\.timeZone`, `\.withRandomNumberGenerator`,
/// `\.openURL` and TCA's `\.isPresented`, as a TCA feature reads them (issue: a new user's
/// findings, 16).
@MainActor
final class FoundationDependenciesTests: XCTestCase {
  // 2026-01-01T00:00:00Z: a Thursday (weekday 5 in the Gregorian calendar), in January.
  let newYear = Date(timeIntervalSince1970: 1_767_225_600)

  func testCalendarLocaleAndTimeZoneAreUnimplementedInATestUntilOverridden() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Shelf.State(), reducer: { Shelf() }, reportFailure: failures.reporter)
    store.exhaustivity = .off
    await store.send(.dateShown(newYear))
    XCTAssertEqual(
      failures.messages,
      [
        "Unimplemented: '@Dependency(\\.calendar)'", "Unimplemented: '@Dependency(\\.timeZone)'",
        "Unimplemented: '@Dependency(\\.locale)'",
      ])
  }

  func testOverriddenCalendarLocaleAndTimeZoneAreTheOnesUsed() async {
    let store = TestStore(initialState: Shelf.State()) {
      Shelf()
    } withDependencies: {
      $0.calendar = Calendar(identifier: .gregorian)
      $0.locale = Locale(identifier: "fr_FR")
      $0.timeZone = TimeZone(identifier: "Pacific/Honolulu")!
    }
    // In Honolulu (UTC-10) the first instant of 2026 is still Wednesday 31 December 2025.
    await store.send(.dateShown(newYear)) {
      $0.weekday = 4
      $0.monthSymbol = "décembre"
      $0.zone = "Pacific/Honolulu"
    }
  }

  func testLiveValuesAreTheSystemsAutoupdatingOnes() {
    let live = DependencyValues()
    XCTAssertEqual(live.calendar, Calendar.autoupdatingCurrent)
    XCTAssertEqual(live.locale, Locale.autoupdatingCurrent)
    XCTAssertEqual(live.timeZone, TimeZone.autoupdatingCurrent)
  }

  func testWithRandomNumberGeneratorDrawsFromTheGivenGenerator() async {
    var expected = SeededGenerator(seed: 42)
    let first = Int.random(in: 1...6, using: &expected)
    let second = Int.random(in: 1...6, using: &expected)
    let store = TestStore(initialState: Shelf.State()) {
      Shelf()
    } withDependencies: {
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededGenerator(seed: 42))
    }
    await store.send(.diceRolled) { $0.roll = first }
    // One generator serves every draw: the second continues the sequence.
    await store.send(.diceRolled) { $0.roll = second }
  }

  func testWithRandomNumberGeneratorIsUnimplementedInATest() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Shelf.State(), reducer: { Shelf() }, reportFailure: failures.reporter)
    store.exhaustivity = .off
    await store.send(.diceRolled)
    XCTAssertFalse(failures.messages.isEmpty)
    XCTAssertEqual(
      Set(failures.messages), ["Unimplemented: '@Dependency(\\.withRandomNumberGenerator)'"])
  }

  func testOpenURLIsUnimplementedInATestAndAnswersFalse() async {
    let failures = Failures()
    let store = TestStore(
      initialState: Shelf.State(), reducer: { Shelf() }, reportFailure: failures.reporter)
    await store.send(.openTapped(URL(string: "https://example.com/dune")!))
    await store.receive(.openAnswered(false)) { $0.opened = false }
    XCTAssertEqual(failures.messages, ["Unimplemented: '@Dependency(\\.openURL)'"])
  }

  func testAnOverriddenOpenURLGetsTheURL() async {
    let opened = Locked<[URL]>([])
    let url = URL(string: "https://example.com/dune")!
    let store = TestStore(initialState: Shelf.State()) {
      Shelf()
    } withDependencies: {
      $0.openURL = OpenURLEffect { url in
        opened.withLock { $0.append(url) }
        return true
      }
    }
    await store.send(.openTapped(url))
    await store.receive(.openAnswered(true)) { $0.opened = true }
    XCTAssertEqual(opened.withLock { $0 }, [url])
  }

  func testTheLiveOpenURLOpensNothingOnLinux() async {
    let opened = await DependencyValues().openURL(URL(string: "https://example.com")!)
    XCTAssertFalse(opened)
  }

  func testIsPresentedIsFalseAtTheRoot() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.readIsPresented) { $0.presentedInRoot = false }
  }

  func testIsPresentedIsTrueInAPresentedChildsReducerAndEffects() async {
    let store = TestStore(initialState: Shelf.State(detail: Detail.State())) { Shelf() }
    await store.send(.detail(.presented(.appeared))) {
      $0.detail?.presentedInReducer = true
    }
    await store.receive(.detail(.presented(.effectSaw(true)))) {
      $0.detail?.presentedInEffect = true
    }
    await store.send(.detail(.dismiss)) { $0.detail = nil }
  }

  func testIsPresentedIsTrueInAStackElement() async {
    let store = TestStore(initialState: Shelf.State(path: [Detail.State()])) { Shelf() }
    await store.send(.path(.element(id: 0, action: .appeared))) {
      $0.path[id: 0]?.presentedInReducer = true
    }
    await store.receive(.path(.element(id: 0, action: .effectSaw(true)))) {
      $0.path[id: 0]?.presentedInEffect = true
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
  }

  func testAChildRunOnItsOwnIsNotPresented() async {
    let store = TestStore(initialState: Detail.State()) { Detail() }
    await store.send(.appeared) { $0.presentedInReducer = false }
    await store.receive(.effectSaw(false)) { $0.presentedInEffect = false }
  }
}
