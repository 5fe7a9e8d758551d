import XCTest

@testable import Shell

/// Command-line flags: a flag that takes a value refuses another flag in its place.
@MainActor
final class ShellOptionsTests: XCTestCase {
  func testEveryValueFlagRefusesAFlagAsItsValue() async throws {
    for flag in [
      "--feature", "-c", "--log-size", "--history-file", "--effect-timeout", "--clock", "--date",
      "--uuid",
    ] {
      XCTAssertThrowsError(try ShellOptions.parse([flag, "--bail"]), flag) { error in
        XCTAssertEqual(
          (error as? ShellError)?.message, "\(flag) needs a value; '--bail' looks like a flag")
      }
    }
    XCTAssertThrowsError(try ShellOptions.parse(["--feature", "-c", "send increment; state"])) {
      XCTAssertEqual(
        ($0 as? ShellError)?.message, "--feature needs a value; '-c' looks like a flag")
    }
    // A negative number is a value, refused by its flag's own rule.
    XCTAssertThrowsError(try ShellOptions.parse(["--log-size", "-1"])) {
      XCTAssertTrue(($0 as? ShellError)?.message.hasPrefix("--log-size needs a whole") == true)
    }
  }

  /// An empty value is refused by every flag that takes one, in one line (a new user's
  /// `--history-file ""` said "warning: : rename: No such file or directory"); `-c ""` runs
  /// no command, as an empty script does.
  func testEveryValueFlagRefusesAnEmptyValue() async throws {
    for flag in ShellFlag.all where flag.value != nil {
      guard let name = flag.names.first, name != "-c" else { continue }
      XCTAssertThrowsError(try ShellOptions.parse([name, ""]), name) { error in
        let message = (error as? ShellError)?.message ?? ""
        XCTAssertTrue(message.hasPrefix(name), "\(name): \(message)")
        XCTAssertFalse(message.contains(": :") || message.contains("cannot write"), message)
      }
    }
  }

  /// A script's name where an option goes says how to run a script.
  func testAFileNameWhereAnOptionGoesSaysHowToRunAScript() {
    XCTAssertThrowsError(try ShellOptions.parse(["flow.tcash"])) {
      XCTAssertEqual(
        ($0 as? ShellError)?.message,
        "unknown option 'flow.tcash': to run a script, give it on standard input (tca-shell < flow.tcash), or 'source flow.tcash' at the prompt"
      )
    }
  }
}
