import ComposableTesting
import Foundation
import XCTest

/// swift-identified-collections' and TCA's collection API a reducer uses: `IdentifiedArray`'s
/// editing methods, `StackState` as a range-replaceable collection and its `[id:case:]`
/// subscript (a new user's findings, 16).
final class CollectionSurfaceTests: XCTestCase {
  struct Book: Codable, Equatable, Identifiable, Comparable, Sendable {
    var id: Int
    var title: String
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.title < rhs.title }
  }

  enum Screen: Codable, Equatable, Sendable {
    case detail(Int)
    case settings(String)
  }

  let dune = Book(id: 1, title: "Dune")
  let emma = Book(id: 2, title: "Emma")
  let ubik = Book(id: 3, title: "Ubik")

  func testIndexOfAnIDIsItsPositionOrNil() {
    let books: IdentifiedArrayOf<Book> = [ubik, dune]
    XCTAssertEqual(books.index(id: 1), 1)
    XCTAssertEqual(books.index(id: 3), 0)
    XCTAssertNil(books.index(id: 2))
  }

  func testAppendAndInsertAnswerWhetherInsertedAndWhere() {
    var books: IdentifiedArrayOf<Book> = [dune]
    XCTAssertTrue(books.append(emma) == (true, 1))
    XCTAssertTrue(books.append(Book(id: 1, title: "again")) == (false, 0))
    XCTAssertTrue(books.insert(ubik, at: 0) == (true, 0))
    XCTAssertTrue(books.insert(Book(id: 2, title: "again"), at: 0) == (false, 2))
    XCTAssertEqual(books.elements, [ubik, dune, emma])
  }

  func testInitialisersTakeIdentifiableElementsOrAnIDKeyPath() {
    XCTAssertEqual(IdentifiedArray(uncheckedUniqueElements: [dune, emma]).ids, [1, 2])
    let byTitle = IdentifiedArray(uniqueElements: [dune, emma], id: \Book.title)
    XCTAssertEqual(byTitle.ids, ["Dune", "Emma"])
    XCTAssertEqual(byTitle.index(id: "Emma"), 1)
  }

  func testAppendContentsOfSkipsIDsAlreadyPresent() {
    var books: IdentifiedArrayOf<Book> = [dune]
    books.append(contentsOf: [Book(id: 1, title: "again"), emma, ubik])
    XCTAssertEqual(books.elements, [dune, emma, ubik])
  }

  func testUpdateOrAppendAndUpdateOrInsert() {
    var books: IdentifiedArrayOf<Book> = [dune, emma]
    XCTAssertEqual(books.updateOrAppend(Book(id: 1, title: "Dune Messiah")), dune)
    XCTAssertNil(books.updateOrAppend(ubik))
    XCTAssertEqual(books.ids, [1, 2, 3])
    XCTAssertEqual(books[id: 1]?.title, "Dune Messiah")
    let replaced = books.updateOrInsert(Book(id: 2, title: "Emma!"), at: 0)
    XCTAssertEqual(replaced.originalMember, emma)
    XCTAssertEqual(replaced.index, 1, "an element present stays where it is")
    let inserted = books.updateOrInsert(Book(id: 4, title: "Kindred"), at: 0)
    XCTAssertNil(inserted.originalMember)
    XCTAssertEqual(books.ids, [4, 1, 2, 3])
  }

  func testRemovingByIDPositionAndRange() {
    var books: IdentifiedArrayOf<Book> = [dune, emma, ubik, Book(id: 4, title: "Kindred")]
    XCTAssertEqual(books.remove(id: 2), emma)
    XCTAssertNil(books.remove(id: 2))
    XCTAssertEqual(books.removeFirst(), dune)
    XCTAssertEqual(books.removeLast().id, 4)
    XCTAssertEqual(books.elements, [ubik])
    books.append(contentsOf: [dune, emma])
    books.removeSubrange(0..<2)
    XCTAssertEqual(books.elements, [emma])
    books.removeAll()
    XCTAssertTrue(books.isEmpty)
    XCTAssertNil(books[id: 2], "removed ids are gone from the lookup too")
  }

  func testFilterSortSwapAndReverseKeepIDsWithTheirElements() {
    let books: IdentifiedArrayOf<Book> = [ubik, dune, emma]
    XCTAssertEqual(books.filter { $0.id != 3 }.ids, [1, 2])
    var sorted = books
    sorted.sort()
    XCTAssertEqual(sorted.elements, [dune, emma, ubik])
    sorted.swapAt(0, 2)
    XCTAssertEqual(sorted.ids, [3, 2, 1])
    XCTAssertEqual(sorted[id: 3], ubik)
    sorted.reverse()
    XCTAssertEqual(sorted.elements, [dune, emma, ubik])
  }

  func testStackStatePopLastAndRemoveLast() {
    var path: StackState<Screen> = [.detail(1), .settings("a"), .detail(3)]
    XCTAssertEqual(path.popLast(), .detail(3))
    XCTAssertEqual(path.ids, [0, 1])
    XCTAssertEqual(path.removeLast(), .settings("a"))
    XCTAssertEqual(path.popLast(), .detail(1))
    XCTAssertNil(path.popLast(), "popLast on an empty stack is nil, as on any collection")
  }

  func testStackStateElementsAddedGetFreshIDsInOrder() {
    var path: StackState<Screen> = [.detail(1)]
    path.append(contentsOf: [.settings("a"), .detail(2)])
    XCTAssertEqual(path.ids, [0, 1, 2])
    path.removeLast(2)
    path.append(.settings("b"))
    XCTAssertEqual(path.ids, [0, 3], "an id is never handed out twice")
    path.insert(.settings("c"), at: 0)
    XCTAssertEqual(path.ids, [4, 0, 3])
    XCTAssertEqual(path.removeFirst(), .settings("c"))
    XCTAssertEqual(Array(path), [.detail(1), .settings("b")])
  }

  func testStackStateCaseSubscriptWritesOnlyThatCase() {
    var path: StackState<Screen> = [.detail(1), .settings("a")]
    XCTAssertEqual(path[id: 0, case: /Screen.detail], 1)
    XCTAssertNil(path[id: 1, case: /Screen.detail])
    path[id: 0, case: /Screen.detail]? += 2
    path[id: 1, case: /Screen.detail]? += 2
    XCTAssertEqual(Array(path), [.detail(3), .settings("a")])
  }

  func testStackStateCaseSubscriptWarnsWhenSetOnAnotherCase() {
    var path: StackState<Screen> = [.settings("a")]
    let issues = Locked<[String]>([])
    IssueReporter.withHandler({ message in issues.withLock { $0.append(message) } }) {
      path[id: 0, case: /Screen.detail] = 5
    }
    XCTAssertEqual(Array(path), [.settings("a")])
    XCTAssertEqual(issues.withLock { $0 }, ["Can't modify unrelated case \"settings\""])
  }

  func testStackStateCaseSubscriptSetToNilRemovesThatElement() {
    var path: StackState<Screen> = [.detail(1), .settings("a")]
    path[id: 0, case: /Screen.detail] = nil
    XCTAssertEqual(path.ids, [1])
  }

  func testAnIdentifiedArrayIsCodedAsAPlainArray() throws {
    let books: IdentifiedArrayOf<Book> = [emma, dune]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(books)
    XCTAssertEqual(
      String(decoding: json, as: UTF8.self),
      #"[{"id":2,"title":"Emma"},{"id":1,"title":"Dune"}]"#)
    XCTAssertEqual(try JSONDecoder().decode(IdentifiedArrayOf<Book>.self, from: json), books)
  }

  func testDecodingTwoElementsWithOneIDFails() throws {
    let json = try JSONEncoder().encode([dune, Book(id: 1, title: "again")])
    XCTAssertThrowsError(try JSONDecoder().decode(IdentifiedArrayOf<Book>.self, from: json))
  }

  func testAStackStateIsCodedAsItsElementsAndDecodedWithFreshIDs() throws {
    var path: StackState<Screen> = [.detail(1), .settings("a")]
    path.removeFirst()
    XCTAssertEqual(path.ids, [1])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(path)
    XCTAssertEqual(
      String(decoding: json, as: UTF8.self),
      String(decoding: try encoder.encode([Screen.settings("a")]), as: UTF8.self))
    let decoded = try JSONDecoder().decode(StackState<Screen>.self, from: json)
    XCTAssertEqual(decoded.ids, [0])
    XCTAssertEqual(Array(decoded), [.settings("a")])
  }
}
