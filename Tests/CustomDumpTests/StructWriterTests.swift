import XCTest

@testable import CustomDump

/// Plain structs, and arrays of them, are written straight from memory; these pin the cases
/// where that path must print exactly what custom-dump prints.
final class StructWriterTests: XCTestCase {
  enum Mood {
    case calm
    case busy(Int)
  }

  struct Note {
    var title: String
    var count: Int
    var done: Bool
    var weight: Double
    var mood: Mood
    var tag: String?
  }

  struct Empty {}

  struct Single {
    var count: Int
  }

  func testArrayOfStructsPrintsEveryKindOfField() {
    let notes = [
      Note(title: "a\nb", count: -3, done: false, weight: 0.1, mood: .busy(2), tag: nil),
      Note(title: #"say "hi""#, count: 7, done: true, weight: 2, mood: .calm, tag: "x"),
    ]
    XCTAssertEqual(
      customDump(notes),
      #"""
      [
        [0]: StructWriterTests.Note(
          title: """
            a
            b
            """,
          count: -3,
          done: false,
          weight: 0.1,
          mood: .busy(2),
          tag: nil
        ),
        [1]: StructWriterTests.Note(
          title: #"say "hi""#,
          count: 7,
          done: true,
          weight: 2.0,
          mood: .calm,
          tag: "x"
        )
      ]
      """#)
  }

  func testEmptyAndSingleFieldStructsKeepTheirShortForms() {
    XCTAssertEqual(
      customDump([Empty(), Empty()]),
      "[\n  [0]: StructWriterTests.Empty(),\n  [1]: StructWriterTests.Empty()\n]")
    XCTAssertEqual(
      customDump([Single(count: 1)]), "[\n  [0]: StructWriterTests.Single(count: 1)\n]")
  }

  struct Nothing {
    var first: Empty
    var second: Empty
  }

  func testStructsOfNoBytesStillPrintTheirFields() {
    let nothing = Nothing(first: Empty(), second: Empty())
    let expected = """
      StructWriterTests.Nothing(
        first: StructWriterTests.Empty(),
        second: StructWriterTests.Empty()
      )
      """
    XCTAssertEqual(customDump(nothing), expected)
    XCTAssertEqual(
      customDump([nothing]),
      "[\n  [0]: " + expected.replacingOccurrences(of: "\n", with: "\n  ") + "\n]")
  }

  func testDepthLimitCollapsesStructsInArrays() {
    let note = Note(title: "t", count: 1, done: true, weight: 1, mood: .calm, tag: nil)
    XCTAssertEqual(customDump([note], maxDepth: 1), "[\n  [0]: StructWriterTests.Note(…)\n]")
    XCTAssertEqual(customDump([note], maxDepth: 0), "[…]")
  }

  func testArrayOfExistentialsDumpsEachValueByItsOwnType() {
    let values: [Any] = [Single(count: 1), 2, "three"]
    XCTAssertEqual(
      customDump(values),
      """
      [
        [0]: StructWriterTests.Single(count: 1),
        [1]: 2,
        [2]: "three"
      ]
      """)
  }

  func testDiffMarksEveryLineOfAnUnchangedStructInAnArray() {
    let notes = [
      Note(title: "t", count: 1, done: true, weight: 1, mood: .calm, tag: nil)
    ]
    XCTAssertEqual(
      diff(notes, notes + notes),
      """
        [
          [0]: StructWriterTests.Note(…),
      +   [1]: StructWriterTests.Note(
      +     title: "t",
      +     count: 1,
      +     done: true,
      +     weight: 1.0,
      +     mood: .calm,
      +     tag: nil
      +   )
        ]
      """)
  }
}

/// The one-field scalar diff is written without boxing the fields; it must print what the
/// general path prints (`- Type(label: old)` / `+ Type(label: new)`), with the field's own `==`.
final class SingleScalarFieldDiffTests: XCTestCase {
  struct Ratio { var value: Double }
  struct Flag { var on: Bool }
  struct Count { var count: Int }
  struct Outer {
    var count: Count
    var name: String
  }

  func testChangedScalarFieldsPrintBothOneLineDumps() {
    XCTAssertEqual(
      diff(Flag(on: false), Flag(on: true)),
      "- SingleScalarFieldDiffTests.Flag(on: false)\n+ SingleScalarFieldDiffTests.Flag(on: true)")
    XCTAssertEqual(
      diff(Count(count: -1), Count(count: 10)),
      "- SingleScalarFieldDiffTests.Count(count: -1)\n+ SingleScalarFieldDiffTests.Count(count: 10)"
    )
  }

  func testNotANumberDiffersFromItself() {
    XCTAssertEqual(
      diff(Ratio(value: .nan), Ratio(value: .nan)),
      "- SingleScalarFieldDiffTests.Ratio(value: nan)\n+ SingleScalarFieldDiffTests.Ratio(value: nan)"
    )
    XCTAssertNil(diff(Ratio(value: 0), Ratio(value: -0.0)))
  }

  func testNestedOneFieldStructKeepsItsLabelAndComma() {
    XCTAssertEqual(
      diff(Outer(count: Count(count: 1), name: "a"), Outer(count: Count(count: 2), name: "a")),
      """
        SingleScalarFieldDiffTests.Outer(
      -   count: SingleScalarFieldDiffTests.Count(count: 1),
      +   count: SingleScalarFieldDiffTests.Count(count: 2),
          name: "a"
        )
      """)
  }
}
