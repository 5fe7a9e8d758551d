import Foundation
import Shell
import ShellTestSupport
import XCTest

final class DocsTests: XCTestCase {
  /// docs/commands.md has a section for every command `help` lists, and no other.
  func testCommandReferenceMatchesHelp() async throws {
    let root = TestPackage.root
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
    let sections = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map {
      String($0.dropFirst(3))
    }
    XCTAssertEqual(sections, CommandInfo.all.map(\.name))
  }
}
