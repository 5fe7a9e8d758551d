import Composable
import XCTest

/// A changed value whose dump is one line with a scalar inside (`Box(value: 1)`, `.paused(1)`)
/// is written from the parts the diff already holds rather than dumped again; these pin that the
/// lines read as the dump would, with the field name, the indentation and the comma.
final class SingleLineDiffTests: XCTestCase {
  struct Box: Equatable {
    var value: Int
  }

  struct Flag: Equatable {
    var isOn: Bool
  }

  enum Mode: Equatable {
    case idle
    case paused(Double)
  }

  struct Panel: Equatable {
    var box: Box
    var mode: Mode
    var flag: Flag
  }

  func testNestedOneFieldStructsAndPayloadsKeepNamesIndentAndCommas() {
    let before = Panel(box: Box(value: 1), mode: .paused(0.5), flag: Flag(isOn: false))
    let after = Panel(box: Box(value: 2), mode: .paused(1.5), flag: Flag(isOn: true))
    XCTAssertEqual(
      diff(before, after),
      """
        SingleLineDiffTests.Panel(
      -   box: SingleLineDiffTests.Box(value: 1),
      +   box: SingleLineDiffTests.Box(value: 2),
      -   mode: .paused(0.5),
      +   mode: .paused(1.5),
      -   flag: SingleLineDiffTests.Flag(isOn: false)
      +   flag: SingleLineDiffTests.Flag(isOn: true)
        )
      """)
  }

  func testRootPayloadKeepsTheTypeName() {
    XCTAssertEqual(
      diff(Mode.paused(1), Mode.paused(2)),
      """
      - SingleLineDiffTests.Mode.paused(1.0)
      + SingleLineDiffTests.Mode.paused(2.0)
      """)
  }

  func testArrayElementsKeepTheirIndexLabels() {
    XCTAssertEqual(
      diff([Box(value: 1), Box(value: 2)], [Box(value: 1), Box(value: 3)]),
      """
        [
          [0]: SingleLineDiffTests.Box(value: 1),
      -   [1]: SingleLineDiffTests.Box(value: 2)
      +   [1]: SingleLineDiffTests.Box(value: 3)
        ]
      """)
  }
}

/// Past the depth limit (the unchanged values of a diff), a single-value container whose one
/// child fits on the line prints whole, as swift-custom-dump prints it (checked against it by a
/// new user); two fields collapse.
final class DepthLimitTests: XCTestCase {
  struct Square { var side: Double }
  struct Pair {
    var a: Int
    var b: Int
  }
  indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
  }
  struct Shapes {
    var square = Square(side: 1)
    var pair = Pair(a: 1, b: 2)
    var tree = Tree.leaf(0)
    var count = 0
  }

  func testALoneLeafChildPrintsWholePastTheDepthLimit() {
    var changed = Shapes()
    changed.count = 1
    XCTAssertEqual(
      diff(Shapes(), changed),
      """
        DepthLimitTests.Shapes(
          square: DepthLimitTests.Square(side: 1.0),
          pair: DepthLimitTests.Pair(…),
          tree: .leaf(0),
      -   count: 0
      +   count: 1
        )
      """)
    XCTAssertEqual(customDump(Shapes(), maxDepth: 0), "DepthLimitTests.Shapes(…)")
  }
}
