import Foundation
import XCTest

@testable import Shell

#if canImport(Glibc)
  import Glibc
#endif

/// `save` writes through `ScriptFile.write`: a regular file is replaced whole, a symbolic link
/// keeps pointing at its (rewritten) target, and what is not a regular file is written in place,
/// never renamed over; a write that fails says why.
final class ScriptFileTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-scriptfile-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func testASymbolicLinkKeepsPointingAtItsRewrittenTarget() throws {
    let target = directory.appendingPathComponent("target.tcash").path
    let link = directory.appendingPathComponent("link.tcash").path
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    XCTAssertEqual(symlink(target, link), 0)
    try ScriptFile.write("send increment\n", to: link)
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: link), target, "still a link")
    XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "send increment\n")
  }

  /// A FIFO stands for what is not a regular file (`/dev/stdout`, a device): renaming a new
  /// file over it would have replaced it.
  func testAFIFOIsWrittenInPlace() throws {
    let fifo = directory.appendingPathComponent("pipe").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let received = expectation(description: "the reader gets the script")
    let reader = Thread {
      let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
      XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "send increment\n")
      received.fulfill()
    }
    reader.start()
    try ScriptFile.write("send increment\n", to: fifo)
    wait(for: [received], timeout: 10)
    var status = stat()
    XCTAssertEqual(stat(fifo, &status), 0)
    XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
  }

  /// A FIFO no process reads fails in one line after a short wait, where a blocking open hung
  /// the shell for good (SIGTERM included).
  func testAFIFOWithNoReaderFailsInsteadOfHanging() throws {
    let fifo = directory.appendingPathComponent("lonely").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let started = Date()
    XCTAssertThrowsError(try ScriptFile.write("send increment\n", to: fifo)) {
      XCTAssertEqual(
        ($0 as? ShellError)?.message,
        "cannot write \(fifo): No such device or address (a FIFO no process is reading)")
    }
    XCTAssertLessThan(Date().timeIntervalSince(started), 10)
  }

  func testAFailedWriteSaysWhy() throws {
    var status = stat()
    guard stat("/dev/full", &status) == 0, status.st_mode & S_IFMT == S_IFCHR else {
      throw XCTSkip("no /dev/full here")
    }
    XCTAssertThrowsError(try ScriptFile.write("send increment\n", to: "/dev/full")) { error in
      XCTAssertEqual(
        (error as? ShellError)?.message, "cannot write /dev/full: No space left on device")
    }
    XCTAssertEqual(stat("/dev/full", &status), 0)
    XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "still the device")
  }
}
