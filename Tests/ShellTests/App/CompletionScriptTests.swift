import Features
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// `--completion-script bash|zsh|fish` and the man page, both generated from the one
/// declaration of each flag (and, for the man page, of each command).
@MainActor
final class CompletionScriptTests: XCTestCase {
  static let features = ["counter", "alerts", "syncups"]

  func script(_ shell: CompletionScript.Shell) -> String {
    CompletionScript.text(for: shell, program: .library, features: Self.features)
  }

  func testEveryScriptNamesEveryFlag() async {
    for shell in CompletionScript.Shell.allCases {
      let text = script(shell)
      for flag in ShellFlag.all {
        for name in flag.names {
          let spelled =
            shell == .fish
            ? (name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())") : name
          XCTAssertTrue(text.contains(spelled), "\(shell): \(name)")
        }
      }
    }
    XCTAssertTrue(script(.zsh).hasPrefix("#compdef tca-shell\n"))
    XCTAssertTrue(script(.zsh).contains("'--clock[the clock effects sleep on"), script(.zsh))
    XCTAssertTrue(script(.zsh).contains(":live|test:(live test)'"), script(.zsh))
    XCTAssertTrue(
      script(.fish).contains(
        "-l feature -d 'start in feature NAME (default: the first registered)' -x -a 'counter alerts syncups'"
      ), script(.fish))
    XCTAssertTrue(script(.fish).contains("-l history-file -d"), script(.fish))
  }

  /// The bash script parses, and completes flags, a flag's choices and the feature names.
  func testTheBashScriptCompletes() async throws {
    let bash = URL(fileURLWithPath: "/bin/bash")
    guard FileManager.default.isExecutableFile(atPath: bash.path) else {
      throw XCTSkip("bash is not installed")
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-completion-\(UUID().uuidString).bash")
    try script(.bash).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    func complete(_ words: [String]) throws -> String {
      let line = words.map { "'\($0)'" }.joined(separator: " ")
      let run = try ProcessRun.run(
        bash,
        arguments: [
          "-c",
          "source '\(file.path)'; COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); _tca_shell; echo \"${COMPREPLY[*]}\"",
        ], stdin: Data())
      XCTAssertEqual(run.errors, "")
      return run.output
    }
    XCTAssertEqual(try complete(["tca-shell", "--clo"]), "--clock\n")
    XCTAssertEqual(try complete(["tca-shell", "--clock", ""]), "live test\n")
    XCTAssertEqual(try complete(["tca-shell", "--feature", "s"]), "syncups\n")
    XCTAssertEqual(try complete(["tca-shell", "--diff", "c"]), "compact\n")
    XCTAssertEqual(try complete(["tca-shell", "--log-size", ""]), "\n")
  }

  func testTheFlagPrintsTheScriptAndRefusesAnotherShell() async throws {
    let run = try MessagesTests.shell(["--completion-script", "bash"])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.contains("complete -F _tca_shell tca-shell"), run.output)
    XCTAssertTrue(run.output.contains("compgen -W \"counter alerts"), "features from the registry")
    let bad = try MessagesTests.shell(["--completion-script", "zhs"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(
      bad.errors.hasPrefix(
        "tca-shell: --completion-script is for bash, zsh or fish, not 'zhs': did you mean 'zsh'?"),
      bad.errors)
  }

  /// docs/tca-shell.1 is what the declarations make now (`tca-shell --man-page > docs/tca-shell.1`).
  func testTheManPageIsCurrent() async throws {
    let file = try String(
      contentsOf: TestPackage.root.appendingPathComponent("docs/tca-shell.1"), encoding: .utf8)
    XCTAssertEqual(
      file, ManPage.text(program: .library),
      "docs/tca-shell.1 is out of date: run tca-shell --man-page > docs/tca-shell.1")
    for info in CommandInfo.all {
      XCTAssertTrue(file.contains("\\fB\(ManPage.roman(info.usage))\\fR"), info.name)
    }
    for flag in ShellFlag.all {
      XCTAssertTrue(file.contains("\\fB\(ManPage.roman(flag.names[0]))\\fR"), flag.names[0])
    }
  }
}
