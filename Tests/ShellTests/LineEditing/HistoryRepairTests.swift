import Foundation
import XCTest

@testable import Shell

/// A history entry that is not UTF-8 (a Latin-1 `caf\xe9`, raw or vis-escaped) no longer stops
/// Up and Ctrl-R there: it is read as Latin-1, the entries older than it stay reachable, and
/// the next save writes the file back as UTF-8.
final class HistoryRepairTests: XCTestCase {
  private func file(_ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-history-\(UUID())")
    try Data(bytes).write(to: url)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func testEveryEntryAroundABadOneIsKept() throws {
    let header = Array("_HiStOrY_V2_\nstate\\040count\nsend\\040increment\n".utf8)
    for bad in [Array("use\\040caf".utf8) + [0xE9], Array("use\\040caf\\351".utf8)] {
      let path = try file(header + bad + Array("\nhelp\n".utf8))
      let store = HistoryStore()
      XCTAssertEqual(try store.load(from: path), 1)
      XCTAssertEqual(Set(store.entries), ["state count", "send increment", "use café", "help"])
      XCTAssertEqual(store.entries.count, 4)
      // The next save writes the file back readable: loaded again, nothing to repair.
      store.add("send decrement")
      try store.save(to: path)
      let again = HistoryStore()
      XCTAssertEqual(try again.load(from: path), 0)
      XCTAssertEqual(again.entries.count, 5)
      XCTAssertTrue(again.entries.contains("use café"))
    }
  }

  func testAValidFileIsReadAsItIs() throws {
    XCTAssertNil(HistoryRepair.repaired(Array("_HiStOrY_V2_\nuse\\040café\nsend\\134x\n".utf8)))
    XCTAssertEqual(HistoryRepair.latin1Repaired([0x63, 0xE9, 0xC3, 0xA9]), "céé")
  }
}
