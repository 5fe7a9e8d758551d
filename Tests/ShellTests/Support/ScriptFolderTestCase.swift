import Foundation
import XCTest

/// A test case with a fresh folder of its own for the script files it writes (`source`, `play`),
/// removed after each test.
@MainActor
class ScriptFolderTestCase: XCTestCase {
  var directory: URL!

  override func setUp() async throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-scripts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDown() async throws {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Writes `text` to `name` in the folder; its path.
  func file(_ name: String, _ text: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }
}
