import Composable
import Features
import Foundation
import XCTest

@testable import ShellHosting

/// Catalogs read from `Action` types: what each case is called, takes and builds. Expected
/// names, labels and types are the enums' declarations below; the order is the Swift ABI's
/// (payload cases first, then the others, each in declaration order).
final class CatalogFromTypeTests: XCTestCase {
  struct Item: Codable, Equatable, Sendable {
    var name: String
    var quantity: Int
    var tags: [String]?
    var due: Date?
  }

  enum Filter: String, CaseIterable, Codable, Sendable { case all, active, completed }
  enum Mode: Equatable, Sendable { case on, off }  // not data: a child action

  final class Box: Sendable {}
  struct Opaque: Equatable, Sendable { var x = 0 }  // not Decodable

  enum Action: Equatable, Sendable {
    case setCount(Int)
    case login(email: String, password: Redacted<String>)
    case addItem(Item)
    case setFilter(Filter)
    case mode(Mode)
    case setID(UUID)
    case setDue(Date)
    case open(URL)
    case setScores([Int])
    case setNote(String?)
    case setOpaque(Opaque)
    case none(Never?)
    case reset
  }

  func send(_ path: String, _ values: [LiteralValue]) throws -> Action {
    var level = ReflectedCatalog.cases(of: Action.self)
    var found: ActionCase<Action>?
    for name in path.split(separator: ".") {
      found = try XCTUnwrap(level.first { $0.name == name }, "no case \(name)")
      level = found!.children
    }
    return try XCTUnwrap(found).action(values)
  }

  func message(_ path: String, _ values: [LiteralValue]) -> String? {
    do {
      _ = try send(path, values)
      return nil
    } catch {
      return (error as? ArgumentError)?.message ?? "\(error)"
    }
  }

  func testSignaturesComeFromTheEnumInTagOrder() {
    let signatures = ReflectedCatalog.cases(of: Action.self).map(ActionDescription.init).flatMap {
      $0.isChild ? $0.children.map { "\($0.name) (child)" } : [$0.signature]
    }
    XCTAssertEqual(
      signatures,
      [
        "setCount(Int)", "login(email: String, password: Redacted<String>)",
        "addItem(CatalogFromTypeTests.Item)", "setFilter(CatalogFromTypeTests.Filter)",
        "on (child)", "off (child)", "setID(UUID)", "setDue(Date)", "open(URL)",
        "setScores([Int])", "setNote(String?)", "setOpaque(CatalogFromTypeTests.Opaque)",
        "none(Never?)", "reset",
      ])
    let login = ReflectedCatalog.cases(of: Action.self)[1]
    XCTAssertEqual(login.parameters.map(\.isSecret), [false, true], "Redacted is the secret")
  }

  func testScalarsLabelsAndOptionals() throws {
    XCTAssertEqual(try send("setCount", [.int(3)]), .setCount(3))
    XCTAssertEqual(
      try send("login", [.string("a@b.co"), .string("pw")]),
      .login(email: "a@b.co", password: Redacted("pw")))
    XCTAssertEqual(try send("setNote", [.nil]), .setNote(nil))
    XCTAssertEqual(try send("setNote", [.string("x")]), .setNote("x"))
    XCTAssertEqual(try send("reset", []), .reset)
  }

  func testValueEnumsByCaseNameAndChildEnumsByDot() throws {
    XCTAssertEqual(try send("setFilter", [.string("completed")]), .setFilter(.completed))
    XCTAssertEqual(try send("setFilter", [.string(".active")]), .setFilter(.active))
    XCTAssertEqual(try send("mode.off", []), .mode(.off))
    XCTAssertEqual(
      message("setFilter", [.string("done")]),
      "expected CatalogFromTypeTests.Filter (one of: all, active, completed), got a string \"done\""
    )
  }

  func testFoundationTypesAndArrays() throws {
    let id = "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"
    XCTAssertEqual(try send("setID", [.string(id)]), .setID(UUID(uuidString: id)!))
    XCTAssertEqual(
      try send("setDue", [.string("2026-11-30T15:00:00Z")]),
      .setDue(Date(timeIntervalSince1970: 1_796_050_800)))
    XCTAssertEqual(
      try send("open", [.string("https://example.com/a")]),
      .open(URL(string: "https://example.com/a")!))
    XCTAssertEqual(try send("setScores", [.array([.int(1), .int(2)])]), .setScores([1, 2]))
    XCTAssertEqual(try send("setScores", [.array([])]), .setScores([]))
    XCTAssertEqual(
      message("setID", [.string("nope")]),
      "expected UUID such as \"DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF\", got a string \"nope\"")
    XCTAssertEqual(
      message("setDue", [.string("tomorrow")]),
      "expected Date such as \"2026-11-30T15:00:00Z\" (ISO 8601), got a string \"tomorrow\"")
    XCTAssertEqual(
      message("setScores", [.array([.int(1), .string("x")])]),
      "expected Int, got a string \"x\"")
  }

  func testDecodableStructsFromTheirInitialiserSyntax() throws {
    let hat = LiteralValue.structure(
      "Item",
      [.init(label: "name", value: .string("Hat")), .init(label: "quantity", value: .int(2))])
    XCTAssertEqual(try send("addItem", [hat]), .addItem(Item(name: "Hat", quantity: 2)))
    let full = LiteralValue.structure(
      "CatalogFromTypeTests.Item",
      [
        .init(label: "name", value: .string("Hat")), .init(label: "quantity", value: .int(2)),
        .init(label: "tags", value: .array([.string("red")])),
        .init(label: "due", value: .string("2026-11-30T15:00:00Z")),
      ])
    XCTAssertEqual(
      try send("addItem", [full]),
      .addItem(
        Item(
          name: "Hat", quantity: 2, tags: ["red"], due: Date(timeIntervalSince1970: 1_796_050_800))
      ))
    XCTAssertEqual(
      message("addItem", [.structure("Item", [.init(label: "name", value: .string("Hat"))])]),
      "Item needs quantity: write quantity: VALUE")
    XCTAssertEqual(
      message(
        "addItem",
        [
          .structure(
            "Item",
            [
              .init(label: "name", value: .string("Hat")),
              .init(label: "quantity", value: .string("two")),
            ])
        ]), "quantity: expected Int, got a string \"two\"")
    XCTAssertEqual(
      message(
        "addItem",
        [
          .structure(
            "Item",
            [
              .init(label: "name", value: .string("Hat")), .init(label: "quantity", value: .int(1)),
              .init(label: "colour", value: .string("red")),
            ])
        ]), "Item has no field 'colour'")
    XCTAssertEqual(
      message("addItem", [.structure("Thing", [])]),
      "expected CatalogFromTypeTests.Item(…), got Thing(…)")
  }

  func testATypeTheShellCannotBuildNamesTheTypeAndTheCase() {
    XCTAssertEqual(
      message("setOpaque", [.structure("Opaque", [])]),
      "the shell cannot build a CatalogFromTypeTests.Opaque value, so it cannot send setOpaque (it builds Int, Double, Bool, String, UUID, Date, URL, optionals, arrays, enums by case name, Redacted and Decodable structs)"
    )
    // The rest of the catalog still builds.
    XCTAssertEqual(try send("setCount", [.int(1)]), .setCount(1))
  }

  func testEveryRegisteredFeaturesCatalogAgreesWithItsEnum() {
    for feature in allFeatures + debugFeatures + [profileFeature] {
      XCTAssertEqual(feature.catalogProblems, [], feature.name)
    }
  }

  func testAHandCatalogThatDisagreesWithItsEnumIsCaught() {
    // The debug echo feature's former hand catalog: `later` registered without its labels.
    let echo = Feature(
      name: "echo", summary: "", initialState: { Echo.State() }, reducer: { Echo() },
      actions: [
        .case("later", .value, .value) { Echo.Action.later(milliseconds: $0, text: $1) },
        .case("heard", .value) { .heard($0) },
        .case("shout", .value) { Echo.Action.heard($0) },
      ])
    XCTAssertEqual(
      echo.catalogProblems,
      [
        "later: the catalog says later(Int, String), the enum says later(milliseconds: Int, text: String)",
        "shout: the enum has no such case",
      ])
  }

  func testPresentationsAreFoundFromPresentationStateFields() {
    let modern = PresentationDiscovery.presentations(
      AlertsModern.State.self, AlertsModern.Action.self)
    XCTAssertEqual(modern.map(\.kind), [.alert, .confirmationDialog])
    XCTAssertEqual(
      PresentationDiscovery.presentations(Login.State.self, Login.Action.self).count, 1)
    // 2021 style (`AlertState<Action>?`): not found, the registration lists them.
    XCTAssertEqual(
      PresentationDiscovery.presentations(Alerts.State.self, Alerts.Action.self).count, 0)
    var state = AlertsModern.State()
    state.confirmationDialog = ConfirmationDialogState {
      TextState("Pick")
    } actions: {
      ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
    }
    XCTAssertNil(modern[0].read(state))
    let content = modern[1].read(state)
    XCTAssertEqual(content?.title, TextState("Pick"))
    XCTAssertEqual(
      content?.buttons.first?.actions, [.confirmationDialog(.presented(.incrementButtonTapped))])
    XCTAssertEqual(content?.dismissActions, [.confirmationDialog(.dismiss)])
  }
}
