import Composable
import DumpShapes
import XCTest

@testable import CustomDump

/// Dumps and diffs of values held in existentials, in every position a state or an action puts
/// them: the fast writer (struct layouts, scalars and enum tags read in place) must print what
/// the `Mirror`-only reference writer prints, byte for byte, and never read memory it does not
/// own. The table is generated: every content below, in every existential it conforms to, in
/// every position, plain and optional.
final class ExistentialShapeTests: XCTestCase {
  func testTheTableCoversEveryKindInEveryPosition() {
    let shapes = DumpShapes.all()
    XCTAssertGreaterThanOrEqual(shapes.count, 40)
    for existential in DumpShapes.existentialNames {
      XCTAssertTrue(shapes.contains { $0.existential == existential }, existential)
    }
    for content in DumpShapes.contents {
      XCTAssertTrue(shapes.contains { $0.content == content.name }, content.name)
    }
    for position in DumpShapes.positionNames {
      XCTAssertTrue(shapes.contains { $0.position == position }, position)
    }
  }

  func testFastDumpsPrintWhatTheMirrorPrints() {
    for shape in DumpShapes.all() {
      XCTAssertEqual(customDump(shape.old), referenceDump(shape.old), shape.name)
      XCTAssertEqual(customDump(shape.new), referenceDump(shape.new), shape.name)
    }
  }

  func testFastDiffsPrintWhatTheMirrorPrints() {
    for shape in DumpShapes.all() {
      let fast = diff(shape.old, shape.new)
      XCTAssertNotNil(fast, "\(shape.name): a changed content must show in the diff")
      XCTAssertEqual(fast, referenceDiff(shape.old, shape.new), shape.name)
      XCTAssertNil(diff(shape.old, shape.old), shape.name)
    }
  }

  /// Issue 21's two reported shapes, in the form swift-custom-dump gives them: an enum payload
  /// that is a struct of one field does not fit on its case's line (custom-dump's
  /// single-value-container rule asks for a child with no children of its own).
  func testTheReportedShapesDumpAsCustomDumpDoes() {
    let result: Result<Int, any Error> = .failure(APIError(message: "x"))
    XCTAssertEqual(
      customDump(result),
      """
      Result.failure(
        APIError(message: "x")
      )
      """)
    // The same as when the error's type is static.
    XCTAssertEqual(
      customDump(result), customDump(Result<Int, APIError>.failure(APIError(message: "x"))))
    let search = TaskResult<[Int]>.failure(APIError(message: "search is offline"))
    XCTAssertEqual(
      customDump(search),
      """
      TaskResult.failure(
        APIError(message: "search is offline")
      )
      """)
    let two: Result<Int, any Error> = .failure(Coded(code: 7, message: "y"))
    XCTAssertEqual(
      diff(result, two),
      """
        Result.failure(
      -   APIError(message: "x")
      +   Coded(
      +     code: 7,
      +     message: "y"
      +   )
        )
      """)
  }
}

struct APIError: Error, Equatable {
  var message: String
}
