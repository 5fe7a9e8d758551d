import XCTest

@testable import Composable

/// Payload-less enum cases are named from a cache keyed by the value's bits after their first
/// dump; these pin that the second dump reads as the first, and that a case is never taken for
/// another (payload cases sharing the enum, customised printing).
final class EnumCaseNameTests: XCTestCase {
  enum Mode {
    case idle, running
    case paused(UInt8)  // 2 bytes: within the cached size
  }

  enum Shouting: CustomStringConvertible {
    case quiet, loud
    var description: String { self == .quiet ? "hush" : "LOUD" }
  }

  struct Holder {
    var mode: Mode
  }

  func testRepeatedDumpsOfPayloadlessCasesReadTheSame() {
    for _ in 0..<3 {
      XCTAssertEqual(customDump(Mode.idle), "EnumCaseNameTests.Mode.idle")
      XCTAssertEqual(customDump(Mode.running), "EnumCaseNameTests.Mode.running")
      XCTAssertEqual(customDump(Holder(mode: .running)), "EnumCaseNameTests.Holder(mode: .running)")
    }
  }

  func testPayloadCasesAreNotTakenForCachedOnes() {
    _ = customDump(Mode.idle)
    _ = customDump(Mode.running)
    for payload: UInt8 in [0, 1, 2, 255] {
      XCTAssertEqual(customDump(Mode.paused(payload)), "EnumCaseNameTests.Mode.paused(\(payload))")
    }
  }

  func testCustomDescriptionsAreNotCached() {
    XCTAssertTrue(EnumCaseNames.isCacheable(Mode.self))
    XCTAssertFalse(EnumCaseNames.isCacheable(Shouting.self))
    XCTAssertFalse(EnumCaseNames.isCacheable(Optional<Mode>.self))
  }
}
