import XCTest

@testable import Shell
@testable import ShellHosting

/// A test failure's diff is custom-dump's diff of the expected state against the actual one, as
/// TCA's test store prints it (issue 23, item 2): runs of unchanged elements collapse, a change
/// inside an enum payload is a line diff, a multi-line string is a `"""` block, and a block
/// that sets a whole value is diffed structurally against the actual value.
@MainActor
final class FailureDiffIsCustomDumpsTests: XCTestCase {
  private func errors(_ script: String) async throws -> String {
    try await runScript(
      "exhaustive on\n" + script, features: [bookcaseFeature], initial: "bookcase"
    ).errors
  }

  private let minus = "    \u{2212} "
  private let plus = "    + "
  private let same = "    \u{2007} "

  func testUnchangedElementsCollapseInAnUnexpectedChange() async throws {
    let errors = try await errors(
      "send setGrid [[1], [2], [3]] { grid = [[1], [2], [3]] }\nsend setGrid [[1], [2], [4]]")
    XCTAssertTrue(errors.hasPrefix("line 3: State was not expected to change"), errors)
    XCTAssertTrue(
      errors.contains(
        [
          same + "  grid: [", same + "    … (2 unchanged),", same + "    [2]: [",
          minus + "      [0]: 3", plus + "      [0]: 4", same + "    ]", same + "  ],",
        ].joined(separator: "\n")), errors)
  }

  func testABlockSettingAWholeValueIsDiffedStructurally() async throws {
    let errors = try await errors("send setGrid [[1], [2], [3]] { grid = [[1], [2], [4]] }")
    XCTAssertTrue(errors.hasPrefix("line 2: A state change does not match expectation."), errors)
    XCTAssertTrue(
      errors.contains(
        [
          same + "  grid: [", same + "    … (2 unchanged),", same + "    [2]: [",
          minus + "      [0]: 4", plus + "      [0]: 3", same + "    ]", same + "  ],",
        ].joined(separator: "\n")), errors)
    XCTAssertFalse(errors.contains("grid: [[1], [2], [4]]"), "not the block's text")
  }

  func testAChangeInsideAnEnumPayloadIsALineDiff() async throws {
    let errors = try await errors(
      "send showDetail { path[id: 0] = .detail(Bookcase.Detail.State(rating: 0)) }\nsend path[id: 0].detail.rate 3"
    )
    XCTAssertTrue(
      errors.contains(
        [
          same + "  path: [", same + "    #0: .detail(",
          minus + "      Bookcase.Detail.State(rating: 0)",
          plus + "      Bookcase.Detail.State(rating: 3)", same + "    )", same + "  ],",
        ].joined(separator: "\n")), errors)
  }

  /// custom-dump diffs strings line by line when either side spans lines; an empty string
  /// has no lines, so every line of the new one is inserted inside the block.
  func testAMultiLineStringIsABlock() async throws {
    let errors = try await errors("send setTitle \"a\\nb\"")
    XCTAssertTrue(
      errors.contains(
        [
          same + "  title: \"\"\"", plus + "    a", plus + "    b", same + "    \"\"\",",
        ].joined(separator: "\n")), errors)
  }
}

/// A block reaching inside one element: the other elements' runs still collapse where they
/// stand, and the element the block sets is diffed as a value, as custom-dump's diff of the
/// whole array would show them.
@MainActor
final class ElementBlockDiffTests: XCTestCase {
  func testUnchangedRowsAroundAnElementBlockCollapse() async throws {
    let run = try await runScript(
      "exhaustive on\nsend setGrid [[1], [2], [3], [4]] { grid = [[1], [2], [3], [4]] }\nsend setGrid [[1], [2], [3], [5]] { grid[3] = [6] }",
      features: [bookcaseFeature], initial: "bookcase")
    XCTAssertTrue(
      run.errors.contains(
        "    \u{2007}   grid: [\n    \u{2007}     … (3 unchanged),\n    \u{2007}     [3]: [\n    \u{2212}       [0]: 6\n    +       [0]: 5\n    \u{2007}     ]\n    \u{2007}   ],\n"
      ), run.errors)
  }
}
