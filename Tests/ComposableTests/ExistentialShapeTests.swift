import XCTest

@testable import Composable

/// Dumps and diffs of values held in existentials, in every position a state or an action puts
/// them: the fast writer (struct layouts, scalars and enum tags read in place) must print what
/// the `Mirror`-only reference writer prints, byte for byte, and never read memory it does not
/// own. The table is generated: every content below, in every existential it conforms to, in
/// every position, plain and optional.
final class ExistentialShapeTests: XCTestCase {
  func testTheTableCoversEveryKindInEveryPosition() {
    let shapes = ExistentialShapes.all
    XCTAssertGreaterThanOrEqual(shapes.count, 40)
    for existential in ExistentialShapes.existentialNames {
      XCTAssertTrue(shapes.contains { $0.existential == existential }, existential)
    }
    for content in ExistentialShapes.contents {
      XCTAssertTrue(shapes.contains { $0.content == content.name }, content.name)
    }
    for position in ExistentialShapes.positionNames {
      XCTAssertTrue(shapes.contains { $0.position == position }, position)
    }
  }

  func testFastDumpsPrintWhatTheMirrorPrints() {
    for shape in ExistentialShapes.all {
      XCTAssertEqual(customDump(shape.old), referenceDump(shape.old), shape.name)
      XCTAssertEqual(customDump(shape.new), referenceDump(shape.new), shape.name)
    }
  }

  func testFastDiffsPrintWhatTheMirrorPrints() {
    for shape in ExistentialShapes.all {
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

protocol Shape {}
protocol Named: AnyObject {}

/// Inline in an existential's three-word buffer.
struct Message: Error, Shape, Sendable { var message: String }
/// Exactly three words: the largest inline value.
struct Coded: Error, Shape, Sendable {
  var code: Int
  var message: String
}
/// Five words: out of line, in a heap box.
struct Wide: Error, Shape, Sendable {
  var a: Int
  var b: Int
  var note: String
  var ratio: Double
}
/// Over-aligned: boxed whatever its size.
struct Aligned: Shape, @unchecked Sendable {
  var vector: SIMD4<Float>
  var count: Int
}
struct Flag: Error, Shape, Sendable {
  var isOn: Bool
}
indirect enum Tree: Error, Shape, Sendable {
  case leaf(Int)
  case node(Tree, Tree)
}
enum Multi: Error, Shape, Sendable {
  case code(Int)
  case text(String, count: Int)
  case none
}
enum Generic<T: Sendable>: Error, Shape, Sendable {
  case value(T)
  case empty
}
final class Box: Error, Shape, Named, Sendable {
  let name: String
  init(name: String) { self.name = name }
}

/// The positions a value of static type `E` (an existential) takes.
enum Payload<E> {
  case value(E)
  case pair(Int, E)
  case other
}
struct Fields<E> {
  var id = 1
  var title = "row"
  var value: E
}

enum ExistentialShapes {
  struct Entry {
    let content: String
    let existential: String
    let position: String
    let old: Any
    let new: Any
    var name: String { "\(content) as \(existential) in \(position)" }
  }

  struct Content {
    let name: String
    let old: Any
    let new: Any
    /// The pair as `any Sendable` and as `any Shape & Sendable`: a cast cannot add `Sendable`.
    let sendable: (old: any Sendable, new: any Sendable)
    let composition: (old: any Shape & Sendable, new: any Shape & Sendable)?

    init<T: Sendable>(name: String, old: T, new: T) {
      self.name = name
      (self.old, self.new) = (old, new)
      sendable = (old, new)
      composition = nil
    }

    init<T: Shape & Sendable>(name: String, old: T, new: T) {
      self.name = name
      (self.old, self.new) = (old, new)
      sendable = (old, new)
      composition = (old, new)
    }
  }

  static var contents: [Content] {
    [
      Content(name: "inline struct", old: Message(message: "x"), new: Message(message: "y")),
      Content(
        name: "three-word struct", old: Coded(code: 1, message: "x"),
        new: Coded(code: 2, message: "x")),
      Content(
        name: "boxed struct", old: Wide(a: 1, b: 2, note: "n", ratio: 0.5),
        new: Wide(a: 1, b: 3, note: "n", ratio: 0.5)),
      Content(
        name: "over-aligned struct", old: Aligned(vector: .init(1, 2, 3, 4), count: 1),
        new: Aligned(vector: .init(1, 2, 3, 4), count: 2)),
      Content(name: "one-scalar struct", old: Flag(isOn: false), new: Flag(isOn: true)),
      Content(
        name: "indirect enum", old: Tree.node(.leaf(1), .leaf(2)),
        new: Tree.node(.leaf(1), .leaf(3))),
      Content(
        name: "multi-payload enum", old: Multi.text("a", count: 1), new: Multi.text("a", count: 2)),
      Content(name: "payload-less case", old: Multi.none, new: Multi.code(3)),
      Content(
        name: "generic enum", old: Generic.value(Message(message: "x")),
        new: Generic<Message>.value(Message(message: "z"))),
      Content(name: "class", old: Box(name: "a"), new: Box(name: "b")),
      Content(name: "tuple", old: (1, "a"), new: (2, "a")),
    ]
  }

  static let existentialNames = [
    "Any", "any Sendable", "any Error", "any Shape", "any Shape & Sendable", "any Named",
  ]

  static let positionNames = [
    "root", "enum payload", "tuple payload after a value", "struct field after others",
    "array element", "dictionary value", "optional field", "optional payload",
    "array of optionals", "nested: payload of fields of an array",
  ]

  static var all: [Entry] {
    contents.flatMap { content in
      var entries: [Entry] = []
      func add<E>(_ existential: String, _ pair: (old: E, new: E)?) {
        guard let pair else { return }
        entries += positions(pair.old, pair.new).map {
          Entry(
            content: content.name, existential: existential, position: $0.position, old: $0.old,
            new: $0.new)
        }
      }
      func cast<E>(_: E.Type) -> (old: E, new: E)? {
        guard let old = content.old as? E, let new = content.new as? E else { return nil }
        return (old, new)
      }
      add("Any", (content.old, content.new))
      add("any Sendable", content.sendable)
      add("any Error", cast((any Error).self))
      add("any Shape", cast((any Shape).self))
      add("any Shape & Sendable", content.composition)
      add("any Named", cast((any Named).self))
      return entries
    }
  }

  /// `old` and `new`, both of static type `E`, in each of ``positionNames``.
  static func positions<E>(_ old: E, _ new: E) -> [(position: String, old: Any, new: Any)] {
    let places: [(String, (E) -> Any)] = [
      ("root", { $0 }),
      ("enum payload", { Payload.value($0) }),
      ("tuple payload after a value", { Payload.pair(7, $0) }),
      ("struct field after others", { Fields(value: $0) }),
      ("array element", { [$0, $0] }),
      ("dictionary value", { ["key": $0] }),
      ("optional field", { Fields<E?>(value: $0) }),
      ("optional payload", { Payload<E?>.value($0) }),
      ("array of optionals", { [E?.none, $0] }),
      ("nested: payload of fields of an array", { Payload.value(Fields(value: [$0])) }),
    ]
    return places.map { ($0.0, $0.1(old), $0.1(new)) }
  }
}
