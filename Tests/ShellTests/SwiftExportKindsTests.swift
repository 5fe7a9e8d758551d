import Foundation
import Shell
import XCTest

@MainActor
final class SwiftExportKindsTests: XCTestCase {
  func testScratch() async throws {
    var output = ""
    var errors = ""
    let sink = Output(result: { output += $0 }, error: { errors += $0 })
    let session = try Session(
      features: [Feature(ValueKinds(), name: "kinds", initialState: ValueKinds.State())],
      initial: "kinds", output: sink)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("KindsTests.swift")
    for line in [
      "set uuid incrementing", "set date 2026-01-01T00:00:00Z",
      "send fill", "send setLink \"https://example.com/a b\"", "send setAPIKey \"sk-1\"",
      "send addRow title=A", "send addRow title=B",
      "send renameRow id=\"00000000-0000-0000-0000-000000000001\" title=C",
      "send push", "send path[id: 0].detail.rate stars=3", "send push", "send popAll", "send push", "send push", "pop", "pop",
      "send alertTapped", "dismiss",
      "send binding.name \"N\"", "send binding.apiKey \"k2\"",
      "save --force --swift \(file.path)",
    ] {
      let result = await session.execute(line)
      print(line, result)
    }
    sink.flush()
    print(errors)
    print(try String(contentsOf: file, encoding: .utf8))
  }
}
