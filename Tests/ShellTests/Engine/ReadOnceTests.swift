import Composable
import Foundation
import XCTest

@testable import ShellHosting

/// A feature's catalog is read from its types on its first store, not when it is registered
/// (issue 11, start-up: registering every feature read every catalog), and once however many
/// threads ask first.
final class ReadOnceTests: XCTestCase {
  func testNothingIsWorkedOutBeforeTheFirstReadAndNothingAgainAfterIt() {
    let runs = Locked(0)
    let once = ReadOnce {
      runs.withLock { $0 += 1 }
      return ["answer"]
    }
    XCTAssertEqual(runs.withLock { $0 }, 0)
    XCTAssertEqual(once.value, ["answer"])
    XCTAssertEqual(once.value, ["answer"])
    XCTAssertEqual(runs.withLock { $0 }, 1)
  }

  func testFirstReadsFromManyThreadsAtOnceWorkTheValueOutOnce() {
    let runs = Locked(0)
    let once = ReadOnce {
      runs.withLock { $0 += 1 }
      // Long enough for the other threads to arrive while the first is still working.
      usleep(20_000)
      return 42
    }
    let seen = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let value = once.value
      seen.withLock { $0.append(value) }
    }
    XCTAssertEqual(runs.withLock { $0 }, 1)
    XCTAssertEqual(seen.withLock { $0 }, Array(repeating: 42, count: 8))
  }

  func testAKnownValueIsReadAsGiven() {
    XCTAssertEqual(ReadOnce(known: [1, 2]).value, [1, 2])
  }
}
