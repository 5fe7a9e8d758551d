import Foundation
import ShellTestSupport
import XCTest

/// Every transcript in docs/ is what its script prints today: the docs cannot drift.
final class DocsTranscriptTests: XCTestCase {
  func testEveryDocsTranscriptMatchesItsScript() throws {
    let docs = TestPackage.root.appendingPathComponent("docs")
    let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter {
      $0.hasSuffix(".md")
    }
    var checked = 0
    for page in pages.sorted() {
      let text = try String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8)
      for (marker, transcript) in Self.transcripts(in: text) {
        let words = marker.split(separator: " ").map(String.init)
        let script = words[0]
        let output = try Self.runEcho(
          script: TestPackage.root.appendingPathComponent(script), flags: Array(words.dropFirst()))
        // Byte for byte: the login page fixes the date and UUIDs (--date, --uuid incrementing).
        XCTAssertEqual(
          output, transcript,
          "\(page): the transcript of \(script) is out of date (run scripts/update-docs)")
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(
      checked, 3, "the alerts, multiple-alerts and counter pages carry transcripts")
  }

  /// `(script path, fenced text)` for each `<!-- transcript: PATH -->` marker.
  static func transcripts(in text: String) -> [(String, String)] {
    var result: [(String, String)] = []
    var rest = text[...]
    while let marker = rest.range(of: "<!-- transcript: ") {
      let afterMarker = rest[marker.upperBound...]
      guard let close = afterMarker.range(of: " -->\n```text\n"),
        let end = afterMarker[close.upperBound...].range(of: "```")
      else { break }
      result.append(
        (
          String(afterMarker[..<close.lowerBound]),
          String(afterMarker[close.upperBound..<end.lowerBound])
        ))
      rest = afterMarker[end.upperBound...]
    }
    return result
  }

  static func runEcho(script: URL, flags: [String] = []) throws -> String {
    let process = Process()
    process.executableURL = TestPackage.executable
    process.arguments = ["--echo", "--no-history"] + flags
    // Only NO_COLOR, so the output is the page's; a sanitizer run's options pass through.
    process.environment = ["NO_COLOR": "1"].merging(
      ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
    ) { first, _ in first }
    process.standardInput = try FileHandle(forReadingFrom: script)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "\(script.lastPathComponent) failed")
    return String(decoding: data, as: UTF8.self)
  }
}
