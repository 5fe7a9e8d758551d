import Foundation
import ShellTestSupport
import XCTest

/// Runs the bad-input corpus (Resources/bad-input.txt, plus a 1 MiB line) through the real
/// `tca-shell` executable in one script: every line must give exactly one error line, nothing
/// may crash, and the state after the corpus must be the state before it.
final class BadInputTests: XCTestCase {
  static let corpusURL = TestPackage.root.appendingPathComponent(
    "Tests/ShellTests/Resources/bad-input.txt")

  /// The corpus lines as raw bytes, escapes decoded.
  static func corpus() throws -> [[UInt8]] {
    let text = try String(contentsOf: corpusURL, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
      .filter { !$0.hasPrefix("#") }
      .map { decode(String($0)) }
    lines.append(Array("send ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 1 << 20))
    return lines
  }

  static func decode(_ line: String) -> [UInt8] {
    let named: [String: UInt8] = ["NUL": 0, "ESC": 0x1B, "BEL": 0x07, "DEL": 0x7F, "CR": 0x0D]
    var bytes: [UInt8] = []
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "{") {
      bytes += Array(rest[..<open].utf8)
      let afterOpen = rest[rest.index(after: open)...]
      if let close = afterOpen.firstIndex(of: "}") {
        let name = String(afterOpen[..<close])
        if let byte = named[name] {
          bytes.append(byte)
          rest = afterOpen[afterOpen.index(after: close)...]
          continue
        }
        if name.count == 3, name.hasPrefix("x"), let byte = UInt8(name.dropFirst(), radix: 16) {
          bytes.append(byte)
          rest = afterOpen[afterOpen.index(after: close)...]
          continue
        }
      }
      bytes.append(UInt8(ascii: "{"))
      rest = afterOpen
    }
    bytes += Array(rest.utf8)
    return bytes
  }

  func testEveryBadLineGivesOneErrorAndChangesNothing() throws {
    let corpus = try Self.corpus()
    XCTAssertGreaterThanOrEqual(corpus.count, 150)

    var script = Array("state\n".utf8)
    for line in corpus { script += line + [UInt8(ascii: "\n")] }
    script += Array("state\n".utf8)

    // Files rather than pipes: a megabyte of input and its errors must not fill a pipe buffer
    // that nobody is reading yet.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in")
    let output = directory.appendingPathComponent("out")
    let errors = directory.appendingPathComponent("err")
    try Data(script).write(to: input)
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

    let process = Process()
    process.executableURL = TestPackage.executable
    process.arguments = ["--no-history"]
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()

    XCTAssertEqual(process.terminationReason, .exit, "tca-shell crashed")
    XCTAssertEqual(process.terminationStatus, 1)
    let out = String(decoding: try Data(contentsOf: output), as: UTF8.self)
    XCTAssertEqual(out, "Counter.State(count: 0)\nCounter.State(count: 0)\n")

    let err = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    let errorLines = err.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    XCTAssertEqual(errorLines.count, corpus.count, "one error line per bad line")
    for (index, line) in errorLines.enumerated() {
      // The corpus starts on script line 2, after the first `state`.
      let prefix = "line \(index + 2): "
      XCTAssertTrue(
        line.hasPrefix(prefix), "expected '\(prefix)…', got '\(line.prefix(200))'")
      XCTAssertLessThan(line.utf8.count, 1_000, "an error line stays readable: \(line.prefix(200))")
    }
  }
}
