import XCTest

@testable import CustomDump

/// Structs are read by field offset instead of through `Mirror`; these pin the cases where that
/// must give way to `Mirror` or where a wrong layout would print something else.
final class StructLayoutTests: XCTestCase {
  final class Owner {}

  struct Holder {
    weak var owner: Owner?
    unowned var keeper: Owner
    var count = 1
  }

  struct Boxed {
    var any: Any
    var count: Int
  }

  struct Pair<T> {
    var first: T
    var second: T
  }

  struct Padded {
    var flag = true
    var count: Int8 = 3
    var big = 70_000
    var name = "Blob"
    var ratio = 0.5
  }

  func testWeakAndUnownedFieldsDumpLikeMirrorShowsThem() {
    let owner = Owner()
    let holder = Holder(owner: owner, keeper: owner)
    XCTAssertNil(structLayout(of: Holder.self))
    XCTAssertEqual(
      customDump(holder),
      """
      StructLayoutTests.Holder(
        owner: StructLayoutTests.Owner(),
        keeper: StructLayoutTests.Owner(↩︎),
        count: 1
      )
      """)
    withExtendedLifetime(owner) {}
  }

  func testExistentialFieldsAreLeftToMirror() {
    XCTAssertNil(structLayout(of: Boxed.self))
    XCTAssertEqual(
      customDump(Boxed(any: 1, count: 2)),
      """
      StructLayoutTests.Boxed(
        any: 1,
        count: 2
      )
      """)
  }

  func testFieldsAreReadAtTheirOffsets() {
    XCTAssertNotNil(structLayout(of: Padded.self))
    XCTAssertEqual(
      customDump(Padded()),
      """
      StructLayoutTests.Padded(
        flag: true,
        count: 3,
        big: 70000,
        name: "Blob",
        ratio: 0.5
      )
      """)
    XCTAssertEqual(
      customDump(Pair(first: "a", second: "b")),
      """
      StructLayoutTests.Pair(
        first: "a",
        second: "b"
      )
      """)
  }

  func testDiffOfLaidOutStructs() {
    var changed = Padded()
    changed.name = "Blob Jr"
    XCTAssertEqual(
      diff(Padded(), changed),
      """
        StructLayoutTests.Padded(
          flag: true,
          count: 3,
          big: 70000,
      -   name: "Blob",
      +   name: "Blob Jr",
          ratio: 0.5
        )
      """)
    XCTAssertTrue(isEqualValues(Pair(first: [1], second: [2]), Pair(first: [1], second: [2])))
    XCTAssertFalse(isEqualValues(Pair(first: [1], second: [2]), Pair(first: [1], second: [3])))
  }
}
