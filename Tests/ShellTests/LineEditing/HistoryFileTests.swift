import Foundation
import XCTest

@testable import Shell

final class HistoryFileTests: XCTestCase {
  private var directory = ""

  override func setUpWithError() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "history-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    directory = base.path
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func path(_ name: String) -> String { directory + "/" + name }

  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
  }

  private func readBack(_ path: String, limit: Int = 1_000) throws -> [String] {
    let store = HistoryStore(limit: limit)
    try store.load(from: path)
    return store.entries
  }

  private func writeHistory(_ lines: [String], to path: String) throws {
    let store = HistoryStore(limit: 10_000)
    lines.forEach(store.add)
    try store.save(to: path)
  }

  /// The XDG Base Directory specification: a relative `XDG_STATE_HOME` is invalid and ignored,
  /// as if unset (a new user's `XDG_STATE_HOME=state` put history under the working directory).
  @MainActor
  func testTheDefaultFileIgnoresARelativeXDGStateHome() {
    let file = TerminalLineSource.defaultHistoryFile(environment:)
    XCTAssertEqual(
      file(["XDG_STATE_HOME": "/s", "HOME": "/h"]), "/s/tca-shell/history")
    XCTAssertEqual(
      file(["XDG_STATE_HOME": "state", "HOME": "/h"]), "/h/.local/state/tca-shell/history")
    XCTAssertEqual(file(["XDG_STATE_HOME": "", "HOME": "/h"]), "/h/.local/state/tca-shell/history")
    XCTAssertEqual(file(["HOME": "/h"]), "/h/.local/state/tca-shell/history")
    XCTAssertNil(file(["XDG_STATE_HOME": "state"]))
  }

  func testSaveCreatesParentDirectoriesAndWritesMode0600() throws {
    let file = path("state/tca-shell/history")
    let store = HistoryStore()
    store.add("state")
    store.add("send increment")
    try store.save(to: file)

    XCTAssertEqual(try mode(file), 0o600)
    XCTAssertEqual(try mode(path("state/tca-shell")), 0o700)
    XCTAssertEqual(try readBack(file), ["state", "send increment"])
  }

  func testModeIs0600EvenWhenTheOldFileWasWorldReadable() throws {
    let file = path("history")
    try writeHistory(["one"], to: file)
    chmod(file, 0o644)
    try writeHistory(["two"], to: file)
    XCTAssertEqual(try mode(file), 0o600)
    XCTAssertEqual(try readBack(file), ["one", "two"])
  }

  func testUsesLibeditFormatAndRoundTripsSpacesBackslashesAndUTF8() throws {
    let file = path("history")
    let lines = ["send setText(\"a b\")", #"path\with\backslash"#, "café 😀", "  leading"]
    try writeHistory(lines, to: file)

    let raw = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(raw.hasPrefix("_HiStOrY_V2_\n"))
    XCTAssertTrue(raw.contains(#"send\040setText"#))
    XCTAssertEqual(try readBack(file), lines)
  }

  func testLoadingAMissingFileIsNotAnError() throws {
    let store = HistoryStore()
    try store.load(from: path("nope/history"))
    XCTAssertEqual(store.entries, [])
  }

  func testSaveMergesWithLinesAnotherSessionSavedMeanwhile() throws {
    let file = path("history")
    try writeHistory(["old"], to: file)

    let first = HistoryStore()
    let second = HistoryStore()
    try first.load(from: file)
    try second.load(from: file)
    first.add("from first 1")
    second.add("from second 1")
    first.add("from first 2")
    second.add("from second 2")
    try first.save(to: file)
    try second.save(to: file)

    XCTAssertEqual(
      try readBack(file),
      ["old", "from first 1", "from first 2", "from second 1", "from second 2"])
    // The first session's in-memory history is not the file's business.
    XCTAssertEqual(first.entries, ["old", "from first 1", "from first 2"])
  }

  func testSavingTwiceWritesEachLineOnce() throws {
    let file = path("history")
    let store = HistoryStore()
    store.add("a")
    try store.save(to: file)
    try store.save(to: file)
    store.add("b")
    try store.save(to: file)
    XCTAssertEqual(try readBack(file), ["a", "b"])
  }

  func testTrimsToTheLimitKeepingTheNewestEntries() throws {
    let file = path("history")
    try writeHistory(["1", "2", "3", "4"], to: file)

    let store = HistoryStore(limit: 5)
    try store.load(from: file)
    ["5", "6", "7"].forEach(store.add)
    XCTAssertEqual(store.entries, ["3", "4", "5", "6", "7"])
    try store.save(to: file)

    XCTAssertEqual(try readBack(file), ["3", "4", "5", "6", "7"])
  }

  func testDefaultLimitIsOneThousand() throws {
    let file = path("history")
    try writeHistory((1...1_200).map { "line \($0)" }, to: file)
    let store = HistoryStore()
    XCTAssertEqual(store.limit, 1_000)
    store.add("last")
    try store.save(to: file)
    let entries = try readBack(file, limit: 5_000)
    XCTAssertEqual(entries.count, 1_000)
    XCTAssertEqual(entries.first, "line 202")
    XCTAssertEqual(entries.last, "last")
  }

  func testAdjacentDuplicatesAreStoredOnce() throws {
    let file = path("history")
    try writeHistory(["x"], to: file)
    let store = HistoryStore()
    ["x", "a", "a", "b", "a"].forEach(store.add)
    try store.save(to: file)
    XCTAssertEqual(try readBack(file), ["x", "a", "b", "a"])
  }

  func testSaveReplacesTheFileAtomicallyAndLeavesNoTemporaryFiles() throws {
    let file = path("history")
    try writeHistory(["before"], to: file)
    let oldContents = try String(contentsOfFile: file, encoding: .utf8)
    // A reader that opened the file before the save keeps seeing the old,
    // complete file: the new one is renamed over it, not written in place.
    let reader = try XCTUnwrap(FileHandle(forReadingAtPath: file))
    defer { try? reader.close() }
    let oldInode = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber]

    let store = HistoryStore()
    store.add("after")
    try store.save(to: file)

    let newInode = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber]
    XCTAssertNotEqual(oldInode as? Int, newInode as? Int)
    let seenByReader = String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self)
    XCTAssertEqual(seenByReader, oldContents)
    XCTAssertEqual(try readBack(file), ["before", "after"])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted(),
      ["history", "history.lock"])
  }

  func testAFileThatIsNotHistoryIsLeftAloneAndReported() throws {
    let file = path("history")
    try "precious notes\n".write(toFile: file, atomically: false, encoding: .utf8)
    let store = HistoryStore()
    store.add("state")
    XCTAssertThrowsError(try store.save(to: file)) { error in
      XCTAssertEqual((error as? HistoryFileError)?.path, file)
    }
    XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "precious notes\n")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted(),
      ["history", "history.lock"])
  }

  func testASymbolicLinkToTheHistoryFileIsKept() throws {
    let real = path("real-history")
    let link = path("history")
    try writeHistory(["one"], to: real)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    let store = HistoryStore()
    store.add("two")
    try store.save(to: link)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), real)
    XCTAssertEqual(try readBack(real), ["one", "two"])
  }

  @MainActor
  func testLineEditorHistoryMethodsMergeThroughTheStore() throws {
    let file = path("nested/history")
    try writeHistory(["earlier"], to: file)
    let editor = LineEditor(programName: "history-test")
    try editor.loadHistory(from: file)
    editor.addHistory("send tap")
    XCTAssertEqual(editor.history.entries, ["earlier", "send tap"])
    try editor.saveHistory(to: file)
    XCTAssertEqual(try readBack(file), ["earlier", "send tap"])
    XCTAssertEqual(try mode(file), 0o600)
  }

  func testAHistoryFileUnderAFileCannotBeKept() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-history-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("plain").path
    _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
    XCTAssertEqual(
      HistoryStore.unwritableReason(file + "/sub/history"), "\(file) is not a directory")
    XCTAssertNil(HistoryStore.unwritableReason(directory.path + "/new/dirs/history"))
    XCTAssertNil(HistoryStore.unwritableReason(file))
  }

  private func fileType(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  /// A FIFO (any file that is not a regular one) is never replaced: the save fails in one line
  /// and leaves it, with no lock file beside it; at start the path is said to be unusable.
  func testAFileThatIsNotRegularIsNeverReplaced() throws {
    let fifo = path("fifo")
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    XCTAssertThrowsError(try writeHistory(["send increment"], to: fifo)) {
      XCTAssertEqual(
        ($0 as? HistoryFileError)?.reason, "not a regular file; not overwritten", "\($0)")
    }
    XCTAssertEqual(fileType(fifo), S_IFIFO)
    XCTAssertFalse(FileManager.default.fileExists(atPath: fifo + ".lock"))
    XCTAssertEqual(HistoryStore.unwritableReason(fifo), "\(fifo) is not a regular file")
    XCTAssertEqual(HistoryStore.unwritableReason(directory), "\(directory) is not a regular file")
    XCTAssertEqual(try readBack(fifo), [], "a FIFO is not read: it would block")
  }

  /// A null device takes the history and stays a device: `--history-file /dev/null` keeps none.
  func testANullDeviceKeepsNoHistoryAndStaysADevice() throws {
    var null = stat()
    XCTAssertEqual(stat("/dev/null", &null), 0)
    let node = path("null")
    guard mknod(node, S_IFCHR | 0o666, null.st_rdev) == 0 else {
      throw XCTSkip("cannot make a device node here (not root)")
    }
    try writeHistory(["send increment"], to: node)
    XCTAssertEqual(fileType(node), S_IFCHR)
    XCTAssertFalse(FileManager.default.fileExists(atPath: node + ".lock"))
    XCTAssertNil(HistoryStore.unwritableReason(node))
    XCTAssertNil(HistoryStore.unwritableReason("/dev/null"))
  }

  /// A symbolic link to a file not made yet is written through: the link stays a link, and its
  /// destination holds the history.
  func testALinkToAFileNotMadeYetIsWrittenThrough() throws {
    let link = path("link")
    let destination = path("kept/history")
    XCTAssertEqual(symlink("kept/history", link), 0)
    try writeHistory(["send increment"], to: link)
    XCTAssertEqual(fileType(link), S_IFLNK)
    XCTAssertEqual(try readBack(destination), ["send increment"])
  }
}
