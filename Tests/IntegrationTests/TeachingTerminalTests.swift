import Foundation
import ShellTestSupport
import XCTest

/// Runs Tests/pty/teaching_test.py: `play` presenting a lesson in a pseudo-terminal (each step
/// waits at the prompt; Enter, Space, b, q, an edited line, Ctrl-C), read off the screen.
final class TeachingTerminalTests: XCTestCase {
  func testTheLessonPlayerAtARealTerminal() throws {
    guard let python = PseudoTerminalTests.python3() else {
      throw XCTSkip("python3 is not installed: the pseudo-terminal tests need it")
    }
    let process = Process()
    process.executableURL = python
    process.arguments = [
      TestPackage.root.appendingPathComponent("Tests/pty/teaching_test.py").path,
      "--executable", TestPackage.executable.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, output)
  }
}
