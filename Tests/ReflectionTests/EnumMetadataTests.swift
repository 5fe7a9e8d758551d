import XCTest

@testable import Reflection

/// One test per metadata kind `EnumMetadata` accepts, and its refusal of the others. Expected
/// tags follow the Swift ABI's rule (payload cases first, then empty cases, each group in
/// declaration order); names and payload types are the declarations below.
final class EnumMetadataTests: XCTestCase {
  enum NoPayload: Equatable { case idle, running, done }
  enum SinglePayload {
    case empty
    case value(Int)
    case other
  }
  enum MultiPayload: Equatable {
    case idle
    case name(String)
    case count(Int)
    case pair(Int, Int)
  }
  enum Labelled {
    case login(email: String, password: String)
    case later(milliseconds: Int)
  }
  indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
  }
  enum Mixed {
    case plain(Int)
    indirect case boxed(String, Mixed?)
    case none
  }
  enum Generic<Element> {
    case one(Element)
    case many([Element])
    case nothing
  }
  struct Plain { var x = 1 }
  final class Object {}

  func testNoPayloadEnumCasesInDeclarationOrder() throws {
    let metadata = try EnumMetadata.of(NoPayload.self)
    XCTAssertEqual(metadata.cases.map(\.name), ["idle", "running", "done"])
    XCTAssertTrue(metadata.cases.allSatisfy { $0.payload.type == nil })
    XCTAssertEqual(metadata.tag(of: NoPayload.idle), 0)
    XCTAssertEqual(metadata.tag(of: NoPayload.done), 2)
    XCTAssertNil(metadata.payload(of: NoPayload.running))
  }

  func testSinglePayloadEnumPutsThePayloadCaseFirst() throws {
    let metadata = try EnumMetadata.of(SinglePayload.self)
    XCTAssertEqual(metadata.cases.map(\.name), ["value", "empty", "other"])
    XCTAssertTrue(metadata.cases[0].payload.type == Int.self)
    XCTAssertEqual(metadata.tag(of: SinglePayload.value(7)), 0)
    XCTAssertEqual(metadata.tag(of: SinglePayload.other), 2)
    XCTAssertEqual(metadata.payload(of: SinglePayload.value(7), as: Int.self), 7)
    XCTAssertNil(metadata.payload(of: SinglePayload.empty, as: Int.self))
  }

  func testMultiPayloadEnumReadsEachCaseAndPayload() throws {
    let metadata = try EnumMetadata.of(MultiPayload.self)
    XCTAssertEqual(metadata.cases.map(\.name), ["name", "count", "pair", "idle"])
    XCTAssertTrue(metadata.cases[0].payload.type == String.self)
    XCTAssertTrue(metadata.cases[2].payload.type == (Int, Int).self)
    XCTAssertEqual(metadata.tag(of: MultiPayload.count(3)), 1)
    XCTAssertEqual(metadata.tag(of: MultiPayload.idle), 3)
    XCTAssertEqual(metadata.payload(of: MultiPayload.name("Blob"), as: String.self), "Blob")
    XCTAssertEqual(metadata.payload(of: MultiPayload.count(3), as: Int.self), 3)
    let pair = metadata.payload(of: MultiPayload.pair(1, 2), as: (Int, Int).self)
    XCTAssertEqual(pair?.0, 1)
    XCTAssertEqual(pair?.1, 2)
    // The payload is of another type: no value, no crash.
    XCTAssertNil(metadata.payload(of: MultiPayload.count(3), as: String.self))
  }

  func testLabelledPayloadsAreTuplesWithTheirLabels() throws {
    let metadata = try EnumMetadata.of(Labelled.self)
    let login = try XCTUnwrap(TupleMetadata(try XCTUnwrap(metadata.cases[0].payload.type)))
    XCTAssertEqual(login.elements.map(\.label), ["email", "password"])
    XCTAssertTrue(login.elements[1].type == String.self)
    let later = try XCTUnwrap(TupleMetadata(try XCTUnwrap(metadata.cases[1].payload.type)))
    XCTAssertEqual(later.elements.map(\.label), ["milliseconds"])
    XCTAssertTrue(later.elements[0].type == Int.self)
    let values = metadata.payload(
      of: Labelled.login(email: "a@b", password: "pw"), as: (String, String).self)
    XCTAssertEqual(values?.0, "a@b")
    XCTAssertEqual(values?.1, "pw")
    XCTAssertNil(TupleMetadata(Int.self))
    // Offsets are read as the runtime stores them (32 bits off Apple platforms).
    let mixed = try XCTUnwrap(TupleMetadata((Int8, Int64, Int8, String).self))
    XCTAssertEqual(mixed.elements.map(\.offset), [0, 8, 16, 24])
    XCTAssertEqual(mixed.elements.map(\.label), [nil, nil, nil, nil])
  }

  func testIndirectCasesReadTheirBoxedPayload() throws {
    let tree = try EnumMetadata.of(Tree.self)
    XCTAssertTrue(tree.cases.allSatisfy(\.isIndirect))
    let node = Tree.node(.leaf(1), .leaf(2))
    XCTAssertEqual(tree.tag(of: node), 1)
    let children = try XCTUnwrap(tree.payload(of: node, as: (Tree, Tree).self))
    XCTAssertEqual(tree.payload(of: children.1, as: Int.self), 2)
    // Reading did not consume the shared box: the value still reads the same.
    XCTAssertEqual(
      tree.payload(of: tree.payload(of: node, as: (Tree, Tree).self)!.0, as: Int.self), 1)

    let mixed = try EnumMetadata.of(Mixed.self)
    XCTAssertEqual(mixed.cases.map(\.isIndirect), [false, true, false])
    let boxed = mixed.payload(of: Mixed.boxed("x", .plain(4)), as: (String, Mixed?).self)
    XCTAssertEqual(boxed?.0, "x")
    XCTAssertEqual(mixed.payload(of: boxed!.1!, as: Int.self), 4)
  }

  func testGenericEnumsResolvePayloadTypesWithTheirArguments() throws {
    let metadata = try EnumMetadata.of(Generic<String>.self)
    XCTAssertTrue(metadata.cases[0].payload.type == String.self)
    XCTAssertTrue(metadata.cases[1].payload.type == [String].self)
    XCTAssertEqual(metadata.payload(of: Generic.many(["a", "b"]), as: [String].self), ["a", "b"])
    let ints = try EnumMetadata.of(Generic<Int>.self)
    XCTAssertTrue(ints.cases[0].payload.type == Int.self)
  }

  func testOptionalIsReadAsTheEnumItIs() throws {
    XCTAssertEqual(MetadataKind(of: Int?.self), .optional)
    let metadata = try EnumMetadata.of(Int?.self)
    XCTAssertEqual(metadata.cases.map(\.name), ["some", "none"])
    XCTAssertEqual(metadata.tag(of: Int?.none), 1)
    XCTAssertEqual(metadata.payload(of: Int?.some(5), as: Int.self), 5)
  }

  func testOtherKindsAreRefusedByName() {
    XCTAssertEqual(MetadataKind(of: Plain.self), .struct)
    XCTAssertEqual(MetadataKind(of: Object.self), .class)
    XCTAssertEqual(MetadataKind(of: (Int, Int).self), .tuple)
    XCTAssertEqual(MetadataKind(of: ((Int) -> Int).self), .function)
    XCTAssertEqual(MetadataKind(of: (any Equatable).self), .existential)
    XCTAssertThrowsError(try EnumMetadata.of(Plain.self)) { error in
      XCTAssertEqual(
        (error as? MetadataError)?.message,
        "EnumMetadataTests.Plain is a struct, not an enum: its cases cannot be read")
    }
    XCTAssertThrowsError(try EnumMetadata.of(Object.self))
    XCTAssertThrowsError(try EnumMetadata.of((Int, Int).self))
    XCTAssertThrowsError(try EnumMetadata.of(Int.self))
  }

  func testEmbedBuildsEachKindOfCase() throws {
    let multi = try EnumMetadata.of(MultiPayload.self)
    XCTAssertEqual(multi.embed(tag: 0, payload: "Blob") as MultiPayload?, .name("Blob"))
    XCTAssertEqual(multi.embed(tag: 2, payload: [1, 2] as [Any]) as MultiPayload?, .pair(1, 2))
    XCTAssertEqual(multi.embed(tag: 3, payload: nil) as MultiPayload?, .idle)
    // A payload of the wrong type, a missing payload, or another Root: nothing is built.
    XCTAssertNil(multi.embed(tag: 1, payload: "x") as MultiPayload?)
    XCTAssertNil(multi.embed(tag: 1, payload: nil) as MultiPayload?)
    XCTAssertNil(multi.embed(tag: 3, payload: nil) as NoPayload?)
    let labelled = try EnumMetadata.of(Labelled.self)
    let login: Labelled? = labelled.embed(tag: 0, payload: ["a@b", "pw"] as [Any])
    XCTAssertEqual(labelled.payload(of: login!, as: (String, String).self)?.1, "pw")
    let generic = try EnumMetadata.of(Generic<String>.self)
    let many: Generic<String>? = generic.embed(tag: 1, payload: ["a"])
    XCTAssertEqual(generic.payload(of: many!, as: [String].self), ["a"])
    // Indirect cases live in a heap box this reader does not allocate.
    XCTAssertNil(try EnumMetadata.of(Tree.self).embed(tag: 0, payload: 1) as Tree?)
  }

  /// Counts its instances alive, to see that a half-built payload is destroyed.
  final class Counted {
    nonisolated(unsafe) static var alive = 0
    init() { Self.alive += 1 }
    deinit { Self.alive -= 1 }
  }
  enum Holding {
    case pair(Counted, Int)
    case one(String)
  }
  struct Refused: Error {}

  func testConstructorBuildsACaseFromTypedParts() throws {
    let multi = try EnumMetadata.of(MultiPayload.self)
    let name: (@Sendable ([String]) throws -> MultiPayload)? = multi.constructor(
      tag: 0, parts: [.building(String.self) { $0[0] }])
    XCTAssertEqual(try name?(["Blob"]), .name("Blob"))
    let pair: (@Sendable ([Int]) throws -> MultiPayload)? = multi.constructor(
      tag: 2, parts: [.building(Int.self) { $0[0] }, .building(Int.self) { $0[1] }])
    XCTAssertEqual(try pair?([1, 2]), .pair(1, 2))
    // Parts that are not the payload's types, a case without payload, another Root: no builder.
    let wrong: (@Sendable ([Int]) throws -> MultiPayload)? = multi.constructor(
      tag: 0, parts: [.building(Int.self) { $0[0] }])
    XCTAssertNil(wrong)
    let empty: (@Sendable ([Int]) throws -> MultiPayload)? = multi.constructor(tag: 3, parts: [])
    XCTAssertNil(empty)
    let other: (@Sendable ([String]) throws -> NoPayload)? = multi.constructor(
      tag: 0, parts: [.building(String.self) { $0[0] }])
    XCTAssertNil(other)
    let embed: (@Sendable (String) -> MultiPayload)? = multi.embedder(
      tag: 0, payload: String.self)
    XCTAssertEqual(embed?("Blob"), .name("Blob"))
  }

  func testConstructorDestroysTheWrittenPartsWhenALaterOneThrows() throws {
    let holding = try EnumMetadata.of(Holding.self)
    let make: (@Sendable (Bool) throws -> Holding)? = holding.constructor(
      tag: 0,
      parts: [
        .building(Counted.self) { _ in Counted() },
        .building(Int.self) { fails in
          if fails { throw Refused() }
          return 1
        },
      ])
    let built = try XCTUnwrap(make)
    XCTAssertThrowsError(try built(true)) { XCTAssertTrue($0 is Refused) }
    XCTAssertEqual(Counted.alive, 0, "the Counted written before the failing part leaked")
    var value: Holding? = try built(false)
    XCTAssertEqual(Counted.alive, 1)
    value = nil
    XCTAssertNil(value)
    XCTAssertEqual(Counted.alive, 0)
  }
}
