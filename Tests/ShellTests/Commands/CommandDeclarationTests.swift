import ShellTestSupport
import XCTest

@testable import Shell

/// Each command and flag is declared once; what reads the declarations agrees with them.
final class CommandDeclarationTests: XCTestCase {
  /// No two commands share a name or an alias: a name finds one declaration.
  func testNamesAndAliasesAreUnique() {
    let names = CommandTable.allNames
    XCTAssertEqual(names.count, Set(names).count, "a name declared twice: \(names)")
    XCTAssertEqual(CommandTable.named("exit")?.info.name, "quit")
    XCTAssertEqual(CommandTable.named("?")?.info.name, "help")
  }

  /// The example `help` shows for a command parses, and as that command.
  func testEveryExampleParsesAsItsOwnCommand() throws {
    for command in CommandTable.commands {
      let info = command.info
      let parsed = try XCTUnwrap(Command.parse(info.example), info.example)
      XCTAssertEqual(type(of: parsed.base).info.name, info.name, info.example)
    }
  }

  /// A command's usage line in an error comes from its declaration.
  func testUsageErrorsQuoteTheDeclaration() {
    XCTAssertThrowsError(try Command.parse("goto")) { error in
      XCTAssertEqual((error as? ShellError)?.message, "usage: goto N | goto NAME (e.g. goto 2)")
    }
  }

  /// `save` without a file names every flag it takes, from the table that parsing reads, each
  /// group of alternatives together.
  func testSaveUsageNamesEveryFlag() {
    for line in ["save --swift", "save", "save --exhaustive --force"] {
      XCTAssertThrowsError(try Command.parse(line)) { error in
        XCTAssertEqual(
          (error as? ShellError)?.message,
          "usage: save [--force] [--exhaustive | --swift] [--xctest | --swift-testing] FILE (e.g. save flow.tcash)",
          line)
      }
    }
    for flag in SaveOptions.flags {
      XCTAssertTrue(SaveCommand.info.usage.contains(flag.name), flag.name)
    }
  }

  /// Completion after a name asks that command's declaration, aliases included.
  @MainActor
  func testCompletionFollowsTheDeclaration() throws {
    let session = try Session(
      features: [profileFeature], initial: "profile",
      output: Output(result: { _ in }, error: { _ in }))
    XCTAssertEqual(session.completions(for: "? "), CommandInfo.all.map(\.name))
    XCTAssertEqual(session.completions(for: "exhaustive "), ["on", "off"])
  }

  /// Every flag's spelling is unique, and `--help` and the usage line show each one.
  func testFlagsAreDeclaredOnce() throws {
    let names = ShellFlag.all.flatMap(\.names)
    XCTAssertEqual(names.count, Set(names).count)
    for flag in ShellFlag.all {
      XCTAssertTrue(ShellOptions.usage.contains("[\(flag.syntax)]"), flag.syntax)
      XCTAssertTrue(ShellOptions.help.contains("  " + flag.syntax), flag.syntax)
    }
    XCTAssertTrue(try ShellOptions.parse(["--no-colour"]).noColour)
    XCTAssertEqual(try ShellOptions.parse(["--feature=login"]).feature, "login")
  }

  /// A line is lexed once and its parse carried: masking and running read the same words.
  func testParsedLineCarriesWordsAndCommand() throws {
    let line = ParsedLine("send rows[id: 3].toggle")
    XCTAssertEqual(try line.words.get().map(\.text), ["send", "rows[id:3].toggle"])
    XCTAssertNotNil(try line.command.get())
    XCTAssertThrowsError(try ParsedLine("send \"open").command.get())
  }

  /// A command's behaviour lives in its declaration's file (issue 11: grep for a command's name
  /// finds its declaration and what it does): each declaration has its own file in Commands/,
  /// and no `Session` code elsewhere defines a function under a command's name or alias.
  func testEachCommandsBehaviourLivesInItsOwnFile() throws {
    let shell = TestPackage.root.appendingPathComponent("Sources/Shell")
    let files = try XCTUnwrap(FileManager.default.subpaths(atPath: shell.path))
      .filter { $0.hasSuffix(".swift") }
    for command in CommandTable.commands {
      XCTAssertTrue(files.contains("Commands/\(command).swift"), "\(command) has no file")
    }
    let names = CommandTable.allNames.filter { $0.allSatisfy(\.isLetter) }
    for file in files where !file.hasPrefix("Commands/") {
      let text = try String(contentsOf: shell.appendingPathComponent(file), encoding: .utf8)
      guard text.contains("extension Session") || text.contains("class Session") else { continue }
      for name in names {
        XCTAssertFalse(
          text.contains("func \(name)("), "\(file) defines func \(name)( outside its command")
      }
    }
  }
}
