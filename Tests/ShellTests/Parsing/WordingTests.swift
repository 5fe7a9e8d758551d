import ShellHosting
import XCTest

/// Articles and counts in messages: by the word's first sound, not its first letter.
@MainActor
final class WordingTests: XCTestCase {
  func testArticlesFollowTheFirstSound() async {
    XCTAssertEqual(Wording.withArticle("AuthSession"), "an AuthSession")
    XCTAssertEqual(Wording.withArticle("Int"), "an Int")
    XCTAssertEqual(Wording.withArticle("Optional"), "an Optional")
    XCTAssertEqual(Wording.withArticle("String"), "a String")
    XCTAssertEqual(Wording.withArticle("UUID"), "a UUID")
    XCTAssertEqual(Wording.withArticle("URL"), "a URL")
    XCTAssertEqual(Wording.withArticle("Unit"), "a Unit")
    XCTAssertEqual(Wording.withArticle("Undo"), "an Undo")
    XCTAssertEqual(Wording.withArticle("OneFieldError"), "a OneFieldError")
    XCTAssertEqual(Wording.withArticle("OnceTimer"), "a OnceTimer")
    XCTAssertEqual(Wording.withArticle("EuroAmount"), "a EuroAmount")
    XCTAssertEqual(Wording.withArticle("Order"), "an Order")
    XCTAssertEqual(Wording.withArticle("Only"), "an Only")
    XCTAssertEqual(Wording.withArticle("Event"), "an Event")
    XCTAssertEqual(Wording.count(1, "command"), "1 command")
    XCTAssertEqual(Wording.count(2, "command"), "2 commands")
    XCTAssertEqual(Wording.count(0, "entry", plural: "entries"), "0 entries")
  }
}
