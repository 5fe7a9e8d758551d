import Features
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The GoTrue stand-in in scripts/gotrue-test-server.py, run on loopback for one test: started by
/// `start(fault:)`, stopped by `stop()` (tests call it from `defer`/`tearDown`).
final class GoTrueTestServer {
  static let anonKey = "test-anon-key"
  static let password = "correct-horse"

  let process = Process()
  let input = Pipe()
  let port: Int

  var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  init(fault: String = "none", delay: Double = 3) throws {
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/gotrue-test-server.py")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", script.path, "--fault", fault, "--delay", String(delay), "--exit-with-stdin",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = input
    try process.run()
    var text = ""
    while !text.contains("\n") {
      let data = pipe.fileHandleForReading.availableData
      guard !data.isEmpty else { break }
      text += String(decoding: data, as: UTF8.self)
    }
    guard
      let port = Int(
        text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").last ?? "")
    else {
      process.terminate()
      throw XCTSkip("the GoTrue test server did not start (is python3 installed?): \(text)")
    }
    self.port = port
  }

  /// Stops the server: closing its stdin makes it exit (a signal could arrive blocked).
  func stop() {
    guard process.isRunning else { return }
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  func configuration(key: String = anonKey, timeout: Int = 10) throws -> SupabaseConfiguration {
    try SupabaseConfiguration(url: url, anonKey: key, timeout: timeout)
  }

  /// What the server received: header presence and body keys, never values.
  func requests() async throws -> [[String: Any]] {
    let (data, _) = try await URLSession.shared.data(
      from: url.appendingPathComponent("__test/requests"))
    return try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
  }
}
