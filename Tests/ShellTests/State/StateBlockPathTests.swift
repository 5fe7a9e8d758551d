import Composable
import Foundation
import XCTest

@testable import Shell

/// Finding 2: a `{ }` block sets what TCA's assert closure can set: array elements, rows by
/// position or id, stack elements by position or id, enum-case payloads, through optionals.
/// What the state does not have is one error line, never a silently ignored assignment.
@MainActor
final class StateBlockPathTests: XCTestCase {
  private let row0 = "\"00000000-0000-0000-0000-000000000000\""

  /// A shelf with two books, exhaustive from here on.
  private func session() async throws -> Session {
    let session = try Session(
      features: [shelfFeature], initial: "shelf",
      output: Output(result: { _ in }, error: { _ in }))
    for line in ["send addBook Dune", "send addBook Emma", "exhaustive on"] {
      let result = await session.execute(line)
      XCTAssertEqual(result, .ok, line)
    }
    return session
  }

  private func failure(_ session: Session, _ line: String) async -> String? {
    if case .failed(let message) = await session.execute(line) { return message }
    return nil
  }

  func testArrayAndRowElementsByPositionAndById() async throws {
    let session = try await session()
    var result = await session.execute(
      "send rename index=0 title=T { books[0].title = \"T\"; rows[0].title = \"T\" }")
    XCTAssertEqual(result, .ok)
    result = await session.execute(
      "send rename index=0 title=U { books[0].title = \"U\"; rows[id: \(row0)].title = \"U\" }")
    XCTAssertEqual(result, .ok)
    // Half the change described: the row's title changed too.
    let half = await failure(session, "send rename index=1 title=V { books[1].title = \"V\" }")
    XCTAssertTrue(
      half?.contains("A state change does not match expectation") ?? false, "\(half ?? "passed")")
    // The change described on the wrong element.
    let wrong = await failure(
      session, "send rename index=1 title=W { books[0].title = \"W\"; rows[1].title = \"W\" }")
    XCTAssertNotNil(wrong)
  }

  func testStackElementsByPositionAndByIdAndEnumPayloads() async throws {
    let session = try await session()
    var result = await session.execute(
      "send openTapped index=0 { path = [#0: .detail(ShelfDetail.State(title: \"Dune\", rating: 0))] }"
    )
    XCTAssertEqual(result, .ok)
    result = await session.execute("send path[0].detail.rate stars=2 { path[0].detail.rating = 2 }")
    XCTAssertEqual(result, .ok)
    result = await session.execute(
      "send path[id: 0].detail.rate stars=3 { path[id: 0].detail.rating = 3 }")
    XCTAssertEqual(result, .ok)
    let wrong = await failure(
      session, "send path[0].detail.rate stars=4 { path[0].detail.rating = 5 }")
    XCTAssertTrue(wrong?.contains("does not match") ?? false, "\(wrong ?? "passed")")
    result = await session.execute(
      "send editTapped { destination = .edit(ShelfEdit.State(name: \"\", pin: nil)) }")
    XCTAssertEqual(result, .ok)
    result = await session.execute(
      "send destination.presented.edit.setName Z { destination.edit.name = \"Z\" }")
    XCTAssertEqual(result, .ok)
  }

  func testWhatTheStateDoesNotHaveIsOneErrorLine() async throws {
    let session = try await session()
    let empty = await failure(
      session,
      "send openTapped index=0 { path[0] = .detail(ShelfDetail.State(title: \"Dune\", rating: 0)) }"
    )
    XCTAssertTrue(empty?.contains("path has 0 elements") ?? false, "\(empty ?? "passed")")
    XCTAssertTrue(empty?.contains("path[id: N] = …") ?? false, "\(empty ?? "passed")")
    XCTAssertFalse(empty?.contains("\n") ?? true)
    _ = await session.execute("exhaustive off")
    let byId = await failure(
      session, "send path[0].detail.rate stars=1 { path[id: 7].detail.rating = 1 }")
    XCTAssertTrue(byId?.contains("no element with id 7") ?? false, "\(byId ?? "passed")")
    _ = await session.execute("exhaustive on")
    let badIndex = await failure(session, "send rename index=0 title=T { books[5].title = \"T\" }")
    XCTAssertTrue(badIndex?.contains("index 5 is out of range") ?? false, "\(badIndex ?? "passed")")
  }

  /// TCA's tests assert a push as `$0.path[id: 0] = .detail(…)`: setting StackState's
  /// subscript(id:) for a new id adds the element.
  func testAPushIsAssertedBySettingTheNewId() async throws {
    let session = try await session()
    var result = await session.execute(
      "send openTapped index=0 { path[id: 0] = .detail(ShelfDetail.State(title: \"Dune\", rating: 0)) }"
    )
    XCTAssertEqual(result, .ok)
    result = await session.execute(
      "send openTapped index=1 { path[id: 1] = .detail(ShelfDetail.State(title: \"Emma\", rating: 0)) }"
    )
    XCTAssertEqual(result, .ok)
    let wrong = await failure(
      session,
      "send openTapped index=1 { path[id: 2] = .detail(ShelfDetail.State(title: \"Dune\", rating: 0)) }"
    )
    XCTAssertTrue(wrong?.contains("does not match") ?? false, "\(wrong ?? "passed")")
  }

  func testLooseBlocksCheckElementsToo() async throws {
    let session = try await session()
    _ = await session.execute("exhaustive off")
    let result = await session.execute("send rename index=0 title=T { rows[0].title = \"T\" }")
    XCTAssertEqual(result, .ok)
    let wrong = await failure(session, "send rename index=0 title=U { rows[0].title = \"T\" }")
    XCTAssertNotNil(wrong)
  }
}
