import XCTest

@testable import Reflection

private struct TopLevelState {}
private enum TopLevelAction { case tap }

/// `EnclosingContext` for each metadata kind it reads (struct, enum, and their generic
/// instances) and the kinds it does not (class, tuple, function, a top-level type): two types
/// share a context exactly when they are declared inside the same type.
final class EnclosingContextTests: XCTestCase {
  struct RowFeature {
    struct State {}
    enum Action { case toggle }
  }
  enum OtherFeature {
    struct State {}
    enum Action { case toggle }
  }
  struct Generic<Value> {
    struct State {}
    enum Action { case set(Value) }
  }
  final class Object {}

  func testAStructAndAnEnumNestedInOneTypeShareItsContext() {
    let state = EnclosingContext(of: RowFeature.State.self)
    XCTAssertNotNil(state)
    XCTAssertEqual(state, EnclosingContext(of: RowFeature.Action.self))
    XCTAssertEqual(
      EnclosingContext(of: OtherFeature.State.self), EnclosingContext(of: OtherFeature.Action.self))
  }

  func testTypesNestedInDifferentTypesDoNot() {
    XCTAssertNotEqual(
      EnclosingContext(of: RowFeature.Action.self), EnclosingContext(of: OtherFeature.Action.self))
    XCTAssertNotEqual(
      EnclosingContext(of: RowFeature.State.self), EnclosingContext(of: Generic<Int>.State.self))
  }

  /// The declaration is what counts: the generic arguments of the enclosing type do not.
  func testGenericInstancesShareTheirDeclarationsContext() {
    XCTAssertNotNil(EnclosingContext(of: Generic<Int>.Action.self))
    XCTAssertEqual(
      EnclosingContext(of: Generic<Int>.State.self), EnclosingContext(of: Generic<Int>.Action.self))
    XCTAssertEqual(
      EnclosingContext(of: Generic<Int>.Action.self),
      EnclosingContext(of: Generic<String>.Action.self))
  }

  /// A type nested in this test class is nested in a class, which has a context like any type.
  func testTheEnclosingTypeItselfHasItsOwnContext() {
    XCTAssertNotEqual(
      EnclosingContext(of: RowFeature.self), EnclosingContext(of: RowFeature.State.self))
    XCTAssertEqual(EnclosingContext(of: RowFeature.self), EnclosingContext(of: OtherFeature.self))
  }

  func testATopLevelTypeHasNone() {
    XCTAssertNil(EnclosingContext(of: TopLevelState.self))
    XCTAssertNil(EnclosingContext(of: TopLevelAction.self))
    XCTAssertNil(EnclosingContext(of: Int.self))
    XCTAssertNil(EnclosingContext(of: Int?.self))
  }

  func testKindsItDoesNotReadHaveNone() {
    XCTAssertNil(EnclosingContext(of: Object.self))
    XCTAssertNil(EnclosingContext(of: (Int, String).self))
    XCTAssertNil(EnclosingContext(of: ((Int) -> Void).self))
    XCTAssertNil(EnclosingContext(of: (any Equatable).self))
  }
}
