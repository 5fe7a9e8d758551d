import Composable
import Features
import XCTest

@testable import Shell

/// A TCA user writes a block as TestStore's assert closure is written, `$0.count = 1`: the
/// `$0.` prefix names the state, so `$0.count = 1` means `count = 1`, wherever a block is read
/// (`send`, `receive`, `tap`, `dismiss`, a block over several lines).
@MainActor
final class ClosureArgumentBlockTests: XCTestCase {
  private func session() throws -> (Session, () -> String) {
    var errors = ""
    let sink = Output(result: { _ in }, error: { errors += $0 })
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    let session = try Session(
      features: allFeatures, initial: "counter", output: sink, configuration: configuration)
    return (session, { errors })
  }

  func testTheClosureArgumentNamesTheState() throws {
    XCTAssertEqual(
      try StateBlock.parse("$0.count = 1; $0.alert = nil"),
      try StateBlock.parse("count = 1; alert = nil"))
    XCTAssertEqual(
      try StateBlock.parse("$0.path[id: 0].detail.title = \"T\"").assignments.map(\.path),
      ["path[id:0].detail.title"])
  }

  func testBlocksWithTheClosureArgumentCheckAsWithout() async throws {
    let (session, _) = try session()
    _ = await session.execute("exhaustive on")
    var result = await session.execute("send increment { $0.count = 1 }")
    XCTAssertEqual(result, .ok)
    result = await session.execute("send increment { $0.count = 3 }")
    guard case .failed(let message) = result else {
      return XCTFail("a wrong value passed: \(result)")
    }
    XCTAssertTrue(message.contains("A state change does not match expectation"), message)
    _ = await session.execute("exhaustive off")
    _ = await session.execute("use timer")
    result = await session.execute("send start { $0.isRunning = true }")
    XCTAssertEqual(result, .ok)
    _ = await session.execute("advance 1s")
    result = await session.execute("receive tick { $0.secondsElapsed = 1 }")
    XCTAssertEqual(result, .ok)
    var block = try XCTUnwrap(BlockContinuation("send stop {"))
    for line in ["  $0.isRunning = false", "}"] {
      XCTAssertTrue(BlockContinuation.belongs(line))
      block.add(line)
    }
    XCTAssertTrue(block.isClosed)
    result = await session.execute(block.text)
    XCTAssertEqual(result, .ok)
  }

  func testABareClosureArgumentIsOneLine() async throws {
    let (session, _) = try session()
    let result = await session.execute("send increment { $0 = 1 }")
    guard case .failed(let message) = result else { return XCTFail("\(result)") }
    XCTAssertTrue(message.contains("needs a field after '$0'"), message)
    XCTAssertFalse(message.contains("\n"), message)
    XCTAssertEqual(try StatePath.value(at: "count", in: session.host.state) as? Int, 0)
  }
}
