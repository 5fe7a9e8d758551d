import Composable
import Foundation
import XCTest

/// Where dumps and diffs follow swift-custom-dump more closely than before: class identity
/// labels, instances replaced whole, old values as context, Foundation values by what they
/// mean. Each expected text is what swift-custom-dump 1.x prints for the same values on Linux,
/// except `Duration`, which it prints so only on Apple platforms.
final class DumpFidelityTests: XCTestCase {
  final class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, _ next: Node? = nil) {
      self.value = value
      self.next = next
    }
  }

  final class Box: Equatable {
    var value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
  }

  struct HasBox: Equatable {
    var box: Box
    var count: Int
  }

  struct Pair: Equatable {
    var zero: Double
    var count: Int
  }

  func testClassInstancesAfterTheFirstAreNumberedBeforeTheirTypeName() {
    let first = Node(1)
    let second = Node(2, first)
    XCTAssertEqual(
      customDump([second, first, Node(3, Node(4))]),
      """
      [
        [0]: DumpFidelityTests.Node(
          value: 2,
          next: #1 DumpFidelityTests.Node(
            value: 1,
            next: nil
          )
        ),
        [1]: #1 DumpFidelityTests.Node(↩︎),
        [2]: #2 DumpFidelityTests.Node(
          value: 3,
          next: #3 DumpFidelityTests.Node(
            value: 4,
            next: nil
          )
        )
      ]
      """)
  }

  func testTwoDifferentInstancesAreReplacedWhole() {
    XCTAssertEqual(
      diff(HasBox(box: Box(1), count: 0), HasBox(box: Box(2), count: 0)),
      """
        DumpFidelityTests.HasBox(
      -   box: DumpFidelityTests.Box(value: 1),
      +   box: #1 DumpFidelityTests.Box(value: 2),
          count: 0
        )
      """)
  }

  func testAnEqualFieldThatPrintsDifferentlyShowsItsOldValue() {
    XCTAssertEqual(
      diff(Pair(zero: -0.0, count: 1), Pair(zero: 0.0, count: 2)),
      """
        DumpFidelityTests.Pair(
          zero: -0.0,
      -   count: 1
      +   count: 2
        )
      """)
  }

  func testFoundationValuesDumpWhatTheyMean() {
    XCTAssertEqual(customDump(Decimal(string: "1.25")!), "1.25")
    XCTAssertEqual(customDump(Locale(identifier: "en_US")), "Locale(en_US)")
    XCTAssertEqual(
      customDump(TimeZone(secondsFromGMT: 0)!),
      """
      TimeZone(
        identifier: "GMT",
        abbreviation: "GMT",
        secondsFromGMT: 0,
        isDaylightSavingTime: false
      )
      """)
    XCTAssertEqual(customDump(Duration.seconds(3)), "3 seconds")
    XCTAssertEqual(customDump(Duration.milliseconds(1500)), "1 second, 500 milliseconds")
  }

  /// The line budget `state` uses: a dump that fits is the plain depth-limited dump; one that
  /// does not is abandoned (nil) rather than finished.
  func testALineBudgetStopsADumpThatDoesNotFit() {
    let rows = (0..<50).map { Pair(zero: Double($0), count: $0) }
    XCTAssertNil(customDump(rows, maxDepth: 2, maxLines: 120))
    XCTAssertEqual(customDump(rows, maxDepth: 1, maxLines: 120), customDump(rows, maxDepth: 1))
    XCTAssertEqual(customDump(rows, maxDepth: 2, maxLines: 202), customDump(rows, maxDepth: 2))
    XCTAssertNil(customDump(rows, maxDepth: 2, maxLines: 201))
  }
}
