import Foundation
import XCTest

@testable import Shell

/// The piped reader: lines over its limit are refused by their length, however many reads they span.
@MainActor
final class BufferedLineReaderTests: XCTestCase {
  /// `tca-shell < /tmp`: a read that fails (a directory) is one refused line saying why, not
  /// an empty script that exits 0.
  @MainActor
  func testAFailedReadIsSaidOnce() async throws {
    let fd = open(NSTemporaryDirectory(), O_RDONLY)
    XCTAssertGreaterThanOrEqual(fd, 0)
    defer { close(fd) }
    let reader = BufferedLineReader(fd: fd)
    XCTAssertEqual(
      reader.next(prompt: ""),
      .refused(
        "cannot read the script: Is a directory; give a file of commands on standard input"))
    XCTAssertEqual(reader.next(prompt: ""), .endOfInput)
  }

  func testTheReaderCountsALongLineAcrossBlocks() async throws {
    var fds: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&fds), 0)
    let text = "12345678\n123456789\n" + String(repeating: "y", count: 200_000) + "\nok\nlast9char"
    let writer = FileHandle(fileDescriptor: fds[1], closeOnDealloc: true)
    DispatchQueue.global().async {
      try? writer.write(contentsOf: Data(text.utf8))
      try? writer.close()
    }
    let reader = BufferedLineReader(fd: fds[0], limit: 8)
    XCTAssertEqual(reader.next(prompt: ""), .line("12345678"))
    XCTAssertEqual(reader.next(prompt: ""), .refused("line too long (9 bytes; at most 8)"))
    XCTAssertEqual(reader.next(prompt: ""), .refused("line too long (200000 bytes; at most 8)"))
    XCTAssertEqual(reader.next(prompt: ""), .line("ok"))
    XCTAssertEqual(reader.next(prompt: ""), .refused("line too long (9 bytes; at most 8)"))
    XCTAssertEqual(reader.next(prompt: ""), .endOfInput)
    close(fds[0])
  }
}
