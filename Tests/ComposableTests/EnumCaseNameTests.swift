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

  enum Phase {
    case first, second
  }

  struct PhaseHolder {
    var phase: Phase
  }

  /// A case first seen nested (`.second`, no type name) is then dumped at the root with its
  /// type's name, as custom-dump prints a root enum, and the whole root dump is then kept.
  func testACaseFirstSeenNestedDumpsWithItsTypeNameAtTheRoot() {
    XCTAssertEqual(
      customDump(PhaseHolder(phase: .second)), "EnumCaseNameTests.PhaseHolder(phase: .second)")
    XCTAssertEqual(EnumCaseNames.rootText(of: Phase.second), "EnumCaseNameTests.Phase.second")
    XCTAssertNil(EnumCaseNames.rootText(of: Phase.first), "never dumped: nothing kept")
    for _ in 0..<2 {
      XCTAssertEqual(customDump(Phase.second), "EnumCaseNameTests.Phase.second")
      XCTAssertEqual(customDump(Phase.first), "EnumCaseNameTests.Phase.first")
      XCTAssertEqual(customDump(Phase.first, maxDepth: 0), "EnumCaseNameTests.Phase.first")
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
