import XCTest

@testable import CustomDump

/// Structs of scalar fields are diffed from one plan per type (``FlatStructDiff``); these hold
/// that path to custom-dump's format, written out by hand, and to the general writer
/// (``generalDiff(_:_:)``) over many shapes and values.
final class FlatStructDiffTests: XCTestCase {
  struct Counter: Equatable {
    var count: Int
  }

  struct Mixed: Equatable {
    var small: Int8
    var big: UInt64
    var ratio: Float
    var isOn: Bool
    var weight: Double
  }

  /// Not `Equatable`: equality is field by field.
  struct Point {
    var x: Double
    var y: Double
  }

  /// An `==` that looks at `value` only.
  struct Tagged: Equatable {
    var id: Int
    var value: Int
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  }

  /// An `==` that never holds.
  struct Never: Equatable {
    var value: Int
    static func == (lhs: Self, rhs: Self) -> Bool { false }
  }

  // Shapes the plan must leave to the general writer.
  struct Nested: Equatable {
    var counter: Counter
    var count: Int
  }

  struct Named: Equatable {
    var name: String
    var count: Int
  }

  struct Maybe: Equatable {
    var count: Int?
  }

  enum Phase: Equatable {
    case idle
    case running(Int)
  }

  struct WithEnum: Equatable {
    var phase: Phase
    var count: Int
  }

  struct Hidden: Equatable {
    var _$id: Int
    var count: Int
  }

  func testPlanIsMadeOnlyForStructsOfVisibleScalars() {
    XCTAssertNotNil(dumpTraits(of: Counter(count: 0)).flatDiff)
    XCTAssertNotNil(
      dumpTraits(of: Mixed(small: 0, big: 0, ratio: 0, isOn: false, weight: 0)).flatDiff)
    XCTAssertNotNil(dumpTraits(of: Point(x: 0, y: 0)).flatDiff)
    XCTAssertNil(dumpTraits(of: Nested(counter: Counter(count: 0), count: 0)).flatDiff)
    XCTAssertNil(dumpTraits(of: Named(name: "", count: 0)).flatDiff)
    XCTAssertNil(dumpTraits(of: Maybe(count: nil)).flatDiff)
    XCTAssertNil(dumpTraits(of: WithEnum(phase: .idle, count: 0)).flatDiff)
    XCTAssertNil(dumpTraits(of: Hidden(_$id: 0, count: 0)).flatDiff)
    XCTAssertNil(dumpTraits(of: 1).flatDiff)
    XCTAssertNil(dumpTraits(of: Phase.running(1)).flatDiff)
  }

  func testOneFieldPrintsBothSidesOnOneLine() {
    XCTAssertEqual(
      diff(Counter(count: 0), Counter(count: 1)),
      """
      - FlatStructDiffTests.Counter(count: 0)
      + FlatStructDiffTests.Counter(count: 1)
      """)
    XCTAssertNil(diff(Counter(count: 3), Counter(count: 3)))
  }

  func testManyFieldsShowUnchangedOnesAndPairTheChangedOnes() {
    let before = Mixed(small: -1, big: 7, ratio: 0.5, isOn: false, weight: 2)
    var after = before
    after.isOn = true
    after.small = 4
    XCTAssertEqual(
      diff(before, after),
      """
        FlatStructDiffTests.Mixed(
      -   small: -1,
      +   small: 4,
          big: 7,
          ratio: 0.5,
      -   isOn: false,
      +   isOn: true,
          weight: 2.0
        )
      """)
  }

  func testTheLastFieldChangedTakesNoComma() {
    XCTAssertEqual(
      diff(Point(x: 1, y: 2), Point(x: 1, y: 3)),
      """
        FlatStructDiffTests.Point(
          x: 1.0,
      -   y: 2.0
      +   y: 3.0
        )
      """)
    XCTAssertNil(diff(Point(x: 1, y: 2), Point(x: 1, y: 2)))
  }

  func testAnEqualFieldThatPrintsDifferentlyShowsItsOldValue() {
    // `-0.0 == 0.0`: the field is unchanged, and custom-dump's context line shows the old side.
    XCTAssertEqual(
      diff(Point(x: -0.0, y: 1), Point(x: 0.0, y: 2)),
      """
        FlatStructDiffTests.Point(
          x: -0.0,
      -   y: 1.0
      +   y: 2.0
        )
      """)
    XCTAssertNil(diff(Point(x: -0.0, y: 1), Point(x: 0.0, y: 1)))
  }

  /// Unequal fields that print alike get custom-dump's note, as a changed secret does.
  func testNotANumberDiffersFromItself() {
    XCTAssertEqual(
      diff(Point(x: .nan, y: 1), Point(x: .nan, y: 1)),
      """
        FlatStructDiffTests.Point(
          // Not equal but no difference detected:
      -   x: nan,
      +   x: nan,
          y: 1.0
        )
      """)
  }

  func testTheTypesOwnEqualityDecides() {
    XCTAssertNil(diff(Tagged(id: 1, value: 5), Tagged(id: 2, value: 5)))
    XCTAssertEqual(
      diff(Tagged(id: 1, value: 5), Tagged(id: 2, value: 6)),
      """
        FlatStructDiffTests.Tagged(
      -   id: 1,
      +   id: 2,
      -   value: 5
      +   value: 6
        )
      """)
  }

  func testUnequalWithEqualFieldsSaysNoDifferenceWasFound() {
    // The general writer's answer, as custom-dump's: both sides dumped at depth 0, where a
    // struct of one leaf field still prints whole.
    XCTAssertEqual(
      dumpTraits(of: Never(value: 1)).flatDiff?.diff(Never(value: 1), Never(value: 1)), .general)
    XCTAssertEqual(
      diff(Never(value: 1), Never(value: 1)),
      """
        // Not equal but no difference detected:
      - FlatStructDiffTests.Never(value: 1)
      + FlatStructDiffTests.Never(value: 1)
      """)
  }

  /// Values of every shape above, compared pairwise: the entry point (plan or not) prints what
  /// the general writer alone prints.
  func testEveryPairPrintsAsTheGeneralWriterPrints() {
    let doubles: [Double] = [0, -0.0, 1.5, .nan, .infinity, -2]
    var values: [Any] = []
    for (index, double) in doubles.enumerated() {
      let int = index % 3 - 1
      values.append(Counter(count: int))
      values.append(
        Mixed(
          small: Int8(int), big: UInt64(index / 2), ratio: Float(double), isOn: index % 2 == 0,
          weight: double))
      values.append(Point(x: double, y: Double(index % 2)))
      values.append(Tagged(id: index, value: int))
      values.append(Never(value: int))
      values.append(Nested(counter: Counter(count: int), count: index % 2))
      values.append(Named(name: index % 2 == 0 ? "a\nb" : "a", count: int))
      values.append(Maybe(count: index % 2 == 0 ? nil : int))
      values.append(WithEnum(phase: index % 2 == 0 ? .idle : .running(int), count: int))
      values.append(Hidden(_$id: index, count: int))
    }
    var compared = 0
    for lhs in values {
      for rhs in values where type(of: lhs) == type(of: rhs) {
        XCTAssertEqual(
          diff(lhs, rhs), generalDiff(lhs, rhs), "\(customDump(lhs)) → \(customDump(rhs))")
        // The bytes the shell appends to its output, as the text.
        var bytes = ByteBuffer(capacity: 8)
        diffText(lhs, rhs)?.append(to: &bytes)
        XCTAssertEqual(bytes.text, generalDiff(lhs, rhs) ?? "")
        compared += 1
      }
    }
    XCTAssertEqual(compared, 10 * 36)
  }
}
