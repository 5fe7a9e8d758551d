import Foundation
import ShellTestSupport
import XCTest

/// Runs Tests/pty/terminal_test.py, which types into the built `tca-shell` in a pseudo-terminal
/// and reads the screen (history across runs, Tab, Ctrl-C, Ctrl-D, UTF-8, colour, output from
/// effects while typing, redirected stdout). Needs python3 with pexpect and pyte
/// (scripts/bootstrap installs them); skipped only when python3 itself is missing.
final class PseudoTerminalTests: XCTestCase {
  func testTheShellAtARealTerminal() throws {
    try run("Tests/pty/terminal_test.py")
  }

  /// Tests/pty/terminal_io_test.py: both streams redirected, piped output as it arrives and on
  /// signals, bracketed paste, Ctrl-C on `advance` and on `source`, narrow windows, Ctrl-R
  /// with effects running, `source` echoing, blocks over lines and left unclosed, the end of an
  /// exhaustive session, the history's size.
  func testInputAndOutputAtARealTerminalAndThroughPipes() throws {
    try run("Tests/pty/terminal_io_test.py")
  }

  private func run(_ script: String) throws {
    guard let python = Self.python3() else {
      throw XCTSkip("python3 is not installed: the pseudo-terminal tests need it")
    }
    let root = TestPackage.root
    let process = Process()
    process.executableURL = python
    process.arguments = [
      root.appendingPathComponent(script).path,
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

  static func python3() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("python3")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
