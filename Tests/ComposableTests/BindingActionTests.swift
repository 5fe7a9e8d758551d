import XCTest

@testable import Composable

/// TCA's binding actions: `BindingReducer` writes the field, equality is key path and value, and
/// the dump is `.set(\.name, "Blob")` (reference notes, tca-anchor "BindingReducer and
/// BindableAction").
final class BindingActionTests: XCTestCase {
  struct Feature: Reducer {
    struct State: Equatable {
      var name = ""
      var count = 0
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case other(Int)
    }
    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        if case .binding(\.name) = action { state.count += 1 }
        return .none
      }
    }
  }

  func testBindingReducerWritesTheFieldBeforeTheFeaturesLogic() {
    var state = Feature.State()
    _ = Feature().reduce(into: &state, action: .binding(.set(\.name, "Blob")))
    XCTAssertEqual(state, Feature.State(name: "Blob", count: 1))
    _ = Feature().reduce(into: &state, action: .other(1))
    XCTAssertEqual(state.name, "Blob")
  }

  func testEqualityIsKeyPathAndValue() {
    XCTAssertEqual(BindingAction<Feature.State>.set(\.name, "a"), .set(\.name, "a"))
    XCTAssertNotEqual(BindingAction<Feature.State>.set(\.name, "a"), .set(\.name, "b"))
    XCTAssertNotEqual(BindingAction<Feature.State>.set(\.count, 1), .set(\.name, "1"))
  }

  func testDumpsAsTCAPrintsIt() {
    XCTAssertEqual(
      customDump(Feature.Action.binding(.set(\.name, "Blob"))),
      "BindingActionTests.Feature.Action.binding(.set(\\.name, \"Blob\"))")
  }

  func testBindingIsReadFromTheCase() {
    XCTAssertEqual(Feature.Action.binding(.set(\.count, 2)).binding, .set(\.count, 2))
    XCTAssertNil(Feature.Action.other(2).binding)
  }
}
