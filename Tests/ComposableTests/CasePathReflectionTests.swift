import Composable
import XCTest

/// `CasePath(embed)` and `/Action.case` extract by reading the value's case, as pre-macro
/// swift-case-paths did: each must give the payload of its own case and nil for every other.
final class CasePathReflectionTests: XCTestCase {
  enum Child: Equatable {
    case tap
    case rename(String)
  }
  enum Action: Equatable {
    case increment
    case decrement
    case setName(String)
    case setTitle(String)
    case login(email: String, password: String)
    case child(Child)
    indirect case nested(Action)
    case optional(Int?)
    case rate(stars: Int)
    case rateAgain(stars: Int)
  }
  enum Generic<T: Equatable>: Equatable {
    case value(T)
    case other(T)
    case empty
  }

  func testPayloadCaseExtractsItsOwnPayloadOnly() {
    let setName = CasePath(Action.setName)
    XCTAssertEqual(setName.extract(.setName("Blob")), "Blob")
    XCTAssertEqual(setName.embed("Blob"), .setName("Blob"))
    XCTAssertNil(setName.extract(.increment))
  }

  func testCasesWithTheSamePayloadTypeDoNotCrossExtract() {
    let setName: CasePath<Action, String> = /Action.setName
    let setTitle: CasePath<Action, String> = /Action.setTitle
    // Twice each: the first extract learns the case, the second uses what it learned.
    for _ in 0..<2 {
      XCTAssertNil(setName.extract(.setTitle("T")))
      XCTAssertNil(setTitle.extract(.setName("N")))
      XCTAssertEqual(setName.extract(.setName("N")), "N")
      XCTAssertEqual(setTitle.extract(.setTitle("T")), "T")
    }
  }

  func testCaseWithoutPayloadIsAVoidCasePath() {
    let increment: CasePath<Action, Void> = /Action.increment
    XCTAssertNotNil(increment.extract(.increment))
    XCTAssertNil(increment.extract(.decrement))
    XCTAssertEqual(increment.embed(()), .increment)
  }

  func testLabelledTuplePayloadExtractsAsATuple() {
    let login: CasePath<Action, (String, String)> = /Action.login
    let values = login.extract(.login(email: "a@b.c", password: "pw"))
    XCTAssertEqual(values?.0, "a@b.c")
    XCTAssertEqual(values?.1, "pw")
    XCTAssertNil(login.extract(.setName("x")))
    XCTAssertEqual(login.embed(("e", "p")), .login(email: "e", password: "p"))
  }

  /// One labelled value (`rate(stars: Int)`) extracts as the value, as its case constructor
  /// takes it; it was nil, so `path[id: id, case: /Path.State.detail]` missed such a case.
  func testASingleLabelledPayloadExtractsAsItsValue() {
    let rate = CasePath(Action.rate)
    XCTAssertEqual(rate.extract(.rate(stars: 4)), 4)
    XCTAssertNil(rate.extract(.rateAgain(stars: 4)))
    XCTAssertNil(rate.extract(.increment))
    XCTAssertEqual(rate.embed(2), .rate(stars: 2))
  }

  func testIndirectAndNestedCases() {
    let nested = CasePath(Action.nested)
    XCTAssertEqual(nested.extract(.nested(.setName("deep"))), .setName("deep"))
    XCTAssertNil(nested.extract(.child(.tap)))
    let child: CasePath<Action, Child> = /Action.child
    XCTAssertEqual(child.extract(.child(.rename("R"))), .rename("R"))
    let rename = CasePath(Child.rename)
    XCTAssertEqual(child.extract(.child(.rename("R"))).flatMap(rename.extract), "R")
    XCTAssertNil(child.extract(.child(.tap)).flatMap(rename.extract))
  }

  func testGenericEnumCases() {
    let value: CasePath<Generic<Int>, Int> = /Generic<Int>.value
    XCTAssertEqual(value.extract(.value(3)), 3)
    XCTAssertNil(value.extract(.other(3)))
    XCTAssertNil(value.extract(.empty))
  }

  func testOptionalPayloadKeepsNil() {
    let optional = CasePath(Action.optional)
    XCTAssertEqual(optional.extract(.optional(nil)), .some(nil))
    XCTAssertEqual(optional.extract(.optional(2)), 2)
    XCTAssertTrue(optional.extract(.increment) == nil)
    let some: CasePath<Int?, Int> = /Optional<Int>.some
    XCTAssertEqual(some.extract(5), 5)
    XCTAssertNil(some.extract(nil))
  }

  func testScopeAcceptsAReflectedCasePath() {
    struct State { var child = 0 }
    let reducer = Scope(state: \State.child, action: /Action.child) {
      Reduce<Int, Child> { count, action in
        if case .tap = action { count += 1 }
        return .none
      }
    }
    var state = State()
    _ = reducer.reduce(into: &state, action: .child(.tap))
    _ = reducer.reduce(into: &state, action: .setName("x"))
    XCTAssertEqual(state.child, 1)
  }
}
