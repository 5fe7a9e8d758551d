import Foundation
import XCTest

/// Features from TCA 1.0–1.3 are often built in Swift 5 language mode, where a case constructor
/// is not `@Sendable`: `/Action.child` must still compile there, and Swift 6 mode must still
/// refuse a closure that is not `Sendable` (docs/coming-from-tca.md, "Swift 6 language mode").
final class SwiftFiveModeTests: XCTestCase {
  static let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("Modules")

  /// Type-checks `source` against the built `Composable` module; the compiler's errors, or "".
  func typecheck(_ source: String, mode: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swift-mode-\(UUID()).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-swift-version", mode, "-typecheck", "-I", Self.modules.path, file.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
  }

  func testCasePathFromACaseCompilesInSwiftFiveAndSixModes() throws {
    let source = """
      import Composable
      struct Child { struct Action {} }
      enum Action { case child(Child.Action), other }
      let path: CasePath<Action, Child.Action> = /Action.child
      """
    XCTAssertEqual(try typecheck(source, mode: "5"), "")
    XCTAssertEqual(try typecheck(source, mode: "6"), "")
  }

  func testSwiftSixModeStillRefusesANonSendableClosure() throws {
    let source = """
      import Composable
      enum Action { case count(Int), other }
      final class Counter { var value = 0 }
      func make(_ counter: Counter) -> CasePath<Action, Int> {
        /{ (value: Int) -> Action in counter.value += 1; return .count(value) }
      }
      """
    XCTAssertTrue(try typecheck(source, mode: "6").contains("Sendable"))
  }
}
