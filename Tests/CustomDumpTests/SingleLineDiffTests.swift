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
          [0]: SingleLineDiffTests.Box(…),
      -   [1]: SingleLineDiffTests.Box(value: 2)
      +   [1]: SingleLineDiffTests.Box(value: 3)
        ]
      """)
  }
}
