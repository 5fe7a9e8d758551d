import XCTest

@testable import CustomDump

/// Payload-less enum cases are dumped from a table per type, found by the value's tag
/// (``EnumCaseNames``). These generate values of every kind of enum (payload cases beside
/// payload-less ones, cases kept in a payload's extra inhabitants, nested, `indirect`, generic,
/// too large for `Any`'s inline buffer, customised printing) in several places (the root, a
/// struct field, an array, an Optional, a payload, a tuple) and hold the tables to what the
/// writer prints through `Mirror` alone.
final class EnumCaseNameTests: XCTestCase {
  enum Plain: CaseIterable { case idle, running, done }

  enum Mixed {
    case none
    case int(Int)
    case text(String)
    case pair(Int, String)
    case labelled(id: Int, name: String)
    case last
  }

  /// One payload case: the others live in `String`'s extra inhabitants.
  enum Single {
    case value(String)
    case empty
    case other
  }

  enum Outer {
    case idle
    case child(Plain)
    case mixed(Mixed)
    case single(Single)
  }

  indirect enum Tree {
    case leaf
    case value(Int)
    case node(Tree, Tree)
  }

  enum Box<T> {
    case empty
    case full(T)
    case many([T])
  }

  /// Larger than `Any`'s three-word buffer: held in a heap box.
  enum Big {
    case small
    case big(Int, Int, Int, Int)
    case tail
  }

  enum Shouting: CustomStringConvertible {
    case quiet, loud
    var description: String { self == .quiet ? "hush" : "LOUD" }
  }

  enum Mirrored: CustomReflectable {
    case only
    var customMirror: Mirror { Mirror(self, children: ["hidden": 1]) }
  }

  struct Holder {
    var value: Any
  }

  struct Pair {
    var first: Plain
    var second: Mixed
  }

  /// Every case of every kind above, with a few payloads each.
  private var leaves: [Any] {
    var values: [Any] = Plain.allCases
    values +=
      [
        Mixed.none, Mixed.int(0), Mixed.int(-7), Mixed.text("a\nb"), Mixed.pair(1, "x"),
        Mixed.labelled(id: 2, name: "y"), Mixed.last,
      ] as [Any]
    values +=
      [
        Single.value(""), Single.value("long enough to be stored out of line"), Single.empty,
        Single.other,
      ]
      as [Any]
    values +=
      [
        Outer.idle, Outer.child(.done), Outer.mixed(.last), Outer.mixed(.int(3)),
        Outer.single(.other),
      ]
      as [Any]
    values += [Tree.leaf, Tree.value(4), Tree.node(.leaf, .node(.value(1), .leaf))] as [Any]
    values += [Box<Int>.empty, Box<Int>.full(1), Box<Int>.many([1, 2])] as [Any]
    values += [Box<String>.empty, Box<String>.full("s")] as [Any]
    values +=
      [Box<Plain>.empty, Box<Plain>.full(.running), Box<Plain>.many([.idle, .done])] as [Any]
    values +=
      [Box<Box<Int>>.empty, Box<Box<Int>>.full(.empty), Box<Box<Int>>.full(.full(2))] as [Any]
    values += [Big.small, Big.big(1, 2, 3, 4), Big.tail] as [Any]
    values += [Shouting.quiet, Shouting.loud, Mirrored.only] as [Any]
    return values
  }

  /// Each leaf where a dump may meet it.
  private var generated: [Any] {
    leaves.flatMap { leaf -> [Any] in
      [
        leaf, Holder(value: leaf), [leaf, leaf], Optional(leaf) as Any, Box<Any>.full(leaf),
        (leaf, 1) as Any, Pair(first: .done, second: .last),
      ]
    }
  }

  /// The dump `Mirror` alone gives: the writer with the tables turned off.
  private func mirrorDump(_ value: Any, maxDepth: Int) -> String {
    var writer = DumpWriter()
    writer.usesCaseNames = false
    writer.write(value, hasName: false, indent: 0, isRoot: true, maxDepth: maxDepth)
    return writer.out
  }

  func testTablesPrintWhatMirrorsPrintForEveryKindAndPlace() {
    var compared = 0
    for value in generated {
      for maxDepth in [Int.max, 0, 1, 2] {
        for _ in 0..<2 {  // a second dump reads the tables the first one made
          XCTAssertEqual(
            customDump(value, maxDepth: maxDepth), mirrorDump(value, maxDepth: maxDepth),
            "maxDepth \(maxDepth)")
          compared += 1
        }
      }
    }
    XCTAssertEqual(compared, leaves.count * 7 * 4 * 2)
  }

  /// A table names exactly the payload-less cases, as their mirrors do.
  func testATableNamesTheCasesWhoseMirrorsHaveNoChildren() {
    var named = 0
    for value in leaves {
      guard let table = dumpTraits(of: value).caseNames else { continue }
      let mirror = Mirror(reflecting: value)
      let expected = mirror.children.isEmpty ? String(describing: value) : nil
      XCTAssertEqual(table.name(of: value), expected, "\(value)")
      XCTAssertEqual(
        table.rootText(of: value), expected.map { typeName(type(of: value)) + "." + $0 })
      if expected != nil { named += 1 }
    }
    // Every payload-less case above but the customised ones.
    XCTAssertEqual(named, 3 + 2 + 2 + 1 + 1 + 1 + 1 + 1 + 1 + 2)
  }

  func testTypesThatPrintOtherwiseHaveNoTable() {
    XCTAssertNotNil(dumpTraits(of: Plain.idle).caseNames)
    XCTAssertNotNil(dumpTraits(of: Big.small).caseNames)
    XCTAssertNil(dumpTraits(of: Shouting.quiet).caseNames)
    XCTAssertNil(dumpTraits(of: Mirrored.only).caseNames)
    XCTAssertNil(dumpTraits(of: Optional(Plain.idle) as Any).caseNames)
    XCTAssertNil(dumpTraits(of: 1).caseNames)
    XCTAssertEqual(customDump(Shouting.loud), "EnumCaseNameTests.Shouting.LOUD")
  }

  func testRootAndNestedDumpsSpellTheCase() {
    XCTAssertEqual(customDump(Plain.running), "EnumCaseNameTests.Plain.running")
    XCTAssertEqual(customDump(Big.tail), "EnumCaseNameTests.Big.tail")
    XCTAssertEqual(
      customDump(Pair(first: .done, second: .last)),
      """
      EnumCaseNameTests.Pair(
        first: .done,
        second: .last
      )
      """)
  }
}
