import XCTest

@testable import ShellHosting

/// The states a host keeps for time travel: forgotten in any order, each forgotten once, the
/// rest still read back under their entries.
final class KeptStatesTests: XCTestCase {
  func testForgettingInAnyOrderKeepsTheOtherStatesUnderTheirEntries() {
    var states = KeptStates(initial: 0)
    let entries = (1...5).map { states.append($0) }

    states.forget(entries[2])  // a hole after the oldest
    states.forget(entries[2])  // forgotten twice: still one hole
    states.forget(entries[0])  // the oldest: the first kept is now entries[1]
    XCTAssertEqual(states.values, [0, 2, 4, 5])
    XCTAssertEqual(states.count, 4)

    states.forget(entries[1])  // the oldest again, with the hole right behind it
    XCTAssertEqual(states.values, [0, 4, 5])
    XCTAssertNil(states[entries[2]])
    XCTAssertEqual(states[entries[3]], 4)
    XCTAssertEqual(states[.initial], 0)

    let later = states.append(6)
    XCTAssertEqual(states[later], 6)
    XCTAssertEqual(states.values, [0, 4, 5, 6])
  }

  func testForgettingTheOldestPastTheCompactionPointKeepsTheNewest() {
    var states = KeptStates(initial: 0)
    let entries = (1...200).map { states.append($0) }
    for entry in entries.prefix(150) { states.forget(entry) }
    XCTAssertEqual(states.values, [0] + Array(151...200))
    XCTAssertEqual(states[entries[150]], 151)
    XCTAssertNil(states[entries[149]])
  }
}
