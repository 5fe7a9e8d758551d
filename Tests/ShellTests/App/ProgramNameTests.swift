import XCTest

@testable import Shell

/// What the shell calls itself (a new user's findings, 18): a user's executable by its own
/// name; `tca-shell` word for word as before.
final class ProgramNameTests: XCTestCase {
  func testTheNameIsTheExecutablesFileName() {
    XCTAssertEqual(
      ProgramName.fromArguments(["/tmp/Bookshelf/.build/debug/bookshelf"]).name, "bookshelf")
    XCTAssertEqual(ProgramName.fromArguments(["bookshelf", "--echo"]).name, "bookshelf")
    XCTAssertEqual(ProgramName.fromArguments([]), .library)
    XCTAssertEqual(ProgramName.fromArguments([""]), .library)
  }

  func testTcaShellSaysWhatItSaidBefore() {
    XCTAssertEqual(ProgramName.library.versionLine, "tca-shell \(ShellOptions.version)")
    XCTAssertTrue(ShellOptions.usage.hasPrefix("usage: tca-shell [--feature NAME]"))
    XCTAssertTrue(ShellOptions.help.hasPrefix("tca-shell \(ShellOptions.version): drive"))
  }

  func testAnotherProgramNamesTheLibraryItIsBuiltOn() {
    XCTAssertEqual(
      ProgramName("bookshelf").versionLine, "bookshelf (tca-shell \(ShellOptions.version))")
    XCTAssertTrue(ShellOptions.usage(for: ProgramName("bookshelf")).hasPrefix("usage: bookshelf "))
  }
}
