import XCTest

@testable import Shell

/// A long `log` or `state` at a terminal goes through the pager whole: the output buffer,
/// written out each 64 KiB, is held while such a command runs (a new user's 10,000-entry
/// `log` went to the screen unpaged, as did anything over about 64 KiB).
@MainActor
final class PagerHoldTests: XCTestCase {
  func lines(_ count: Int) -> [String] {
    (0..<count).map { "#\($0)  received  Timers.Action.tick  (a line of some length)" }
  }

  func testHeldOutputReachesThePagerWhole() async {
    var written = ""
    let output = Output(result: { written += $0 }, error: { _ in })
    output.holdsForPager = true
    let lines = lines(5_000)
    for line in lines { output.line(line) }
    XCTAssertEqual(written, "", "nothing was written while held")
    let paged = output.takePending(ifLongerThan: 24)
    XCTAssertEqual(paged, lines.joined(separator: "\n") + "\n")
  }

  func testOutputNotHeldIsWrittenAsTheBufferFills() async {
    var written = ""
    let output = Output(result: { written += $0 }, error: { _ in })
    for line in lines(5_000) { output.line(line) }
    XCTAssertGreaterThanOrEqual(written.utf8.count, 1 << 16)
  }
}
