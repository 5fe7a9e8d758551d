import Composable
import Features
import XCTest

@testable import ShellHosting

/// Which action types can reach a child feature (and so make the shell walk the state for
/// presented children after each send). Expected answers follow from the enums below and from
/// TCA's rule that a child is presented or pushed only through `ifLet`/`forEach`, which take a
/// `PresentationAction`, `StackAction` or `IdentifiedAction` case.
@MainActor
final class ChildReachTests: XCTestCase {
  enum Plain: Sendable {
    case increment
    case setName(String)
    case setScores([Int])
  }
  enum Leaf: Sendable { case tap }
  enum Nested: Sendable {
    case child(Middle)
    case reset
  }
  enum Middle: Sendable {
    case leaf(Leaf)
    case sheet(PresentationAction<Leaf>)
  }
  indirect enum Recursive: Sendable {
    case again(Recursive)
    case stop
  }
  enum Optionally: Sendable { case maybe(PresentationAction<Leaf>?) }
  enum Rows: Sendable { case rows(IdentifiedAction<Int, Leaf>) }
  enum Path: Sendable { case path(StackAction<Int, Leaf>) }

  func testOnlyActionsThatCarryAChildActionReachChildren() async {
    XCTAssertFalse(ChildReach.reachesChildren(Plain.self))
    XCTAssertFalse(ChildReach.reachesChildren(Leaf.self))
    XCTAssertFalse(ChildReach.reachesChildren(Recursive.self), "a cycle ends, and reaches nothing")
    XCTAssertTrue(ChildReach.reachesChildren(Nested.self), "through a nested child action")
    XCTAssertTrue(ChildReach.reachesChildren(Optionally.self), "through an Optional")
    XCTAssertTrue(ChildReach.reachesChildren(Rows.self))
    XCTAssertTrue(ChildReach.reachesChildren(Path.self))
  }

  func testBuiltInFeatures() async {
    let reaching = Dictionary(
      uniqueKeysWithValues: allFeatures.map { ($0.name, $0.makeHost().canHoldChildren) })
    XCTAssertEqual(reaching["counter"], false)
    XCTAssertEqual(reaching["timer"], false)
    XCTAssertEqual(reaching["alerts"], false, "2021 style: AlertState? and parent actions")
    XCTAssertEqual(reaching["alerts-modern"], true)
    XCTAssertEqual(reaching["login"], true)
    XCTAssertEqual(reaching["syncups"], true)
    XCTAssertEqual(reaching["todos"], true)
  }
}
