import Composable
import Shell
import XCTest

final class ActionResolverTests: XCTestCase {
  private let cases = Profile.Action.cases.map(ActionDescription.init)

  private func resolve(_ line: String) throws -> ResolvedAction {
    let words = try Lexer.words(line)
    return try ActionResolver.resolve(
      name: words[0].text, arguments: Array(words.dropFirst()), in: cases, feature: "profile")
  }

  private func message(_ line: String) -> String? {
    do {
      _ = try resolve(line)
      return nil
    } catch {
      return (error as? ShellError)?.message
    }
  }

  func testCaseWithoutValue() async throws {
    XCTAssertEqual(try resolve("fetch").path, ["fetch"])
    XCTAssertEqual(try resolve("fetch").values, [])
  }

  func testPositionalValues() async throws {
    XCTAssertEqual(try resolve("setAge 43").values, [.int(43)])
    XCTAssertEqual(try resolve("setAdmin true").values, [.bool(true)])
    XCTAssertEqual(try resolve(#"setName "Blob Jr""#).values, [.string("Blob Jr")])
    XCTAssertEqual(try resolve("setName Blob").values, [.string("Blob")])
    XCTAssertEqual(
      message("setName 42"), #"setName: expected String, got an integer 42: write "42""#,
      "Swift reads 42 as an Int: text is written \"42\", as in .setName(\"42\")")
    XCTAssertEqual(try resolve(#"setName "42""#).values, [.string("42")])
  }

  func testLabeledValuesInAnyOrder() async throws {
    XCTAssertEqual(
      try resolve("rename last=Jr first=Blob").values, [.string("Blob"), .string("Jr")])
    XCTAssertEqual(try resolve("rename first=Blob last=nil").values, [.string("Blob"), .nil])
  }

  func testDottedChildAction() async throws {
    XCTAssertEqual(try resolve("settings.toggleDarkMode").path, ["settings", "toggleDarkMode"])
  }

  func testUnknownActionSuggests() async {
    XCTAssertEqual(
      message("setNam x"),
      "unknown action 'setNam' in profile: did you mean 'setName'? (one of: setName, setAge, setAdmin, rename, settings, fetch)"
    )
    XCTAssertTrue(
      message("settings.toggleDarkMod")?.contains("did you mean 'toggleDarkMode'?") == true)
  }

  func testValueForACaseWithoutOne() async {
    XCTAssertEqual(message("fetch 3"), "fetch takes no value: send fetch")
  }

  func testWrongTypes() async {
    XCTAssertEqual(message("setAge old"), #"setAge is Int, got a string "old": setAge(Int)"#)
    XCTAssertEqual(message("setAdmin 1"), "setAdmin is Bool, got an integer 1: setAdmin(Bool)")
    XCTAssertEqual(message("setAge nil"), "setAge is Int, got nil: setAge(Int)")
  }

  func testLabelErrors() async {
    XCTAssertEqual(
      message("rename frist=Blob"),
      "unknown label 'frist' for rename: did you mean 'first'? (labels: first, last)")
    XCTAssertTrue(message("rename =Blob")?.contains("empty label") == true)
    XCTAssertEqual(message("rename first=A first=B"), "first is given twice for rename")
    XCTAssertEqual(
      message("rename first=A"), "rename needs last: rename(first: String, last: String?)")
  }

  func testTooManyValues() async {
    XCTAssertEqual(message("setAge 1 2"), "setAge takes 1 value, got 2: setAge(Int)")
  }

  func testChildActionNeedsACase() async {
    XCTAssertEqual(
      message("settings"), "'settings' is a child action: send one of settings.toggleDarkMode")
    XCTAssertTrue(message("fetch.more")?.contains("has no child actions") == true)
    XCTAssertTrue(message("settings..x")?.contains("empty case name") == true)
  }
}
