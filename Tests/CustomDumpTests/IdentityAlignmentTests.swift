import CustomDump
import XCTest

private struct Item: Equatable, Identifiable {
  var id: Int
  var name: String
}

/// custom-dump pairs the elements of a collection by identity as well as by value
/// (`isIdentityEqual`: the same `Identifiable` id), so a row changed in place is diffed inside
/// even where rows around it were inserted and removed.
final class IdentityAlignmentTests: XCTestCase {
  func testARowChangedInPlaceIsDiffedInsideBesideAnInsertionAndARemoval() {
    let before = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    let after = [Item(id: 3, name: "c"), Item(id: 1, name: "x")]
    XCTAssertEqual(
      diff(before, after),
      """
        [
      +   [0]: Item(
      +     id: 3,
      +     name: "c"
      +   ),
          [1]: Item(
            id: 1,
      -     name: "a"
      +     name: "x"
          ),
      -   [1]: Item(
      -     id: 2,
      -     name: "b"
      -   )
        ]
      """)
  }

  /// Not `Identifiable`: removed and inserted elements at one step are paired by position.
  func testWithoutIdentityTheSameStepsPairByPosition() {
    struct Plain: Equatable {
      var id: Int
      var name: String
    }
    let change = diff(
      [Plain(id: 1, name: "a"), Plain(id: 2, name: "b")],
      [Plain(id: 3, name: "c"), Plain(id: 1, name: "x")])
    XCTAssertTrue(change?.contains("-     id: 1,\n+     id: 3,") == true, change ?? "")
  }
}
