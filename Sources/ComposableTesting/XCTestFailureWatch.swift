import Synchronization
import XCTest

/// Counts the failures XCTest records, so that ``FailureRoute`` can tell whether an `XCTFail` it
/// made landed in a running test case. Registered with XCTest's observation center the first
/// time it is used (inside the test that made the first test store), and kept for the process.
final class XCTestFailureWatch: NSObject, XCTestObservation, Sendable {
  static let shared: XCTestFailureWatch = {
    let watch = XCTestFailureWatch()
    XCTestObservationCenter.shared.addTestObserver(watch)
    return watch
  }()

  private let recorded = Atomic<Int>(0)

  /// Runs `fail` (an `XCTFail`); whether XCTest recorded a failure meanwhile. Corelibs XCTest
  /// tells its observers of a failure before `XCTFail` returns. A failure another thread records
  /// in the same instant would count too: XCTest runs one test at a time, so only a stray
  /// background task could, and its `XCTFail` lands in the same test case.
  func recordsFailure(_ fail: () -> Void) -> Bool {
    let before = recorded.load(ordering: .sequentiallyConsistent)
    fail()
    return recorded.load(ordering: .sequentiallyConsistent) != before
  }

  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    recorded.add(1, ordering: .sequentiallyConsistent)
  }
}
