import Composable
import Foundation
import XCTest

@testable import Shell

// The second fresh user's feature (finding 2): rows linked to their actions as TCA 1.0 wrote it,
// `case row(id: UUID, action: RowFeature.Action)` with
// `.forEach(\.rows, action: /Action.row(id:action:))`, a row's id computed from its content.

struct LegacyRow: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var uuid: UUID
    var done = false
    var id: UUID { uuid }
  }
  enum Action: Equatable, Sendable { case toggle }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.done.toggle()
    return .none
  }
}

struct LegacyRowList: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<LegacyRow.State> = []
    var archived: IdentifiedArrayOf<LegacyRow.State> = []
  }
  enum Action: Equatable, Sendable {
    case row(id: UUID, action: LegacyRow.Action)
    case archivedRow(id: UUID, action: LegacyRow.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: /Action.row(id:action:)) { LegacyRow() }
      .forEach(\.archived, action: /Action.archivedRow(id:action:)) { LegacyRow() }
  }
}

/// Rows whose actions no case carries: the shell must say which action form it needs.
struct UnlinkedRowList: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<LegacyRow.State> = []
  }
  enum Action: Equatable, Sendable { case refresh }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// Two cases that fit one collection equally well.
struct AmbiguousRowList: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<LegacyRow.State> = []
  }
  enum Action: Equatable, Sendable {
    case first(id: UUID, action: LegacyRow.Action)
    case second(id: UUID, action: LegacyRow.Action)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A stack whose `StackAction` case is named unlike its field (`forEach(\.path, action:
/// /Action.screens)`): found by type too.
struct RenamedStack: Reducer {
  struct State: Equatable, Sendable {
    var path = StackState<ShelfDetail.State>()
  }
  enum Action: Equatable, Sendable {
    case screens(StackAction<ShelfDetail.State, ShelfDetail.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: /Action.screens) { ShelfDetail() }
  }
}

private let first = shelfUUID(1)
private let second = shelfUUID(2)

@MainActor
final class ElementCaseFormTests: XCTestCase {

  private var legacy: Feature {
    Feature(
      LegacyRowList(), name: "rows",
      initialState: LegacyRowList.State(
        rows: [LegacyRow.State(uuid: first)], archived: [LegacyRow.State(uuid: second)]))
  }

  private func run(_ script: String, _ feature: Feature) async throws -> (String, String) {
    let (output, errors, _) = try await runScript(script, features: [feature], initial: "rows")
    return (output, errors)
  }

  func testElementPathsSendToTheRowThroughItsOwnCaseAndTheArchivedThroughTheirs() async throws {
    let (output, errors) = try await run(
      "send rows[0].toggle\nexpect rows[0].done == true\nsend archived[0].toggle\nexpect archived[0].done == true",
      legacy)
    XCTAssertEqual(errors, "")
    XCTAssertTrue(output.contains("LegacyRowList.Action.row("), output)
    XCTAssertTrue(output.contains("LegacyRowList.Action.archivedRow("), output)
  }

  func testFocusCompletionAndBlocksWorkOnTheRow() async throws {
    let session = try Session(
      features: [legacy], initial: "rows", output: Output(result: { _ in }, error: { _ in }))
    XCTAssertTrue(session.completions(for: "send ").contains("rows[0]."))
    XCTAssertTrue(session.completions(for: "send rows[0].").contains("rows[0].toggle"))
    XCTAssertEqual(session.completions(for: "focus "), ["archived[0]", "rows[0]"])
    let byID = "rows[id: \"\(first.uuidString)\"]"
    for line in [
      "exhaustive on", "focus rows[0]", "send toggle { done = true }", "focus /",
      "send \(byID).toggle { \(byID).done = false }",
    ] {
      let result = await session.execute(line)
      XCTAssertEqual(result, CommandResult.ok, line)
    }
  }

  func testSwiftExportWritesTheElementCase() async throws {
    let session = try Session(
      features: [legacy], initial: "rows", output: Output(result: { _ in }, error: { _ in }))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-element-case-\(UUID()).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    for line in ["send rows[0].toggle", "save --swift \(file.path)"] {
      let result = await session.execute(line)
      XCTAssertEqual(result, CommandResult.ok, line)
    }
    let source = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(
      source.contains(
        "store.send(.row(id: UUID(uuidString: \"\(first.uuidString)\")!, action: .toggle))"),
      source)
  }

  func testAStackUnderAnotherCaseNameTakesElementPathsFocusAndPop() async throws {
    let feature = Feature(
      RenamedStack(), name: "rows",
      initialState: RenamedStack.State(
        path: StackState([ShelfDetail.State(title: "A"), ShelfDetail.State(title: "B")])))
    let (output, errors) = try await run(
      "send path[1].rate 3\nexpect path[1].rating == 3\nfocus path[0]\nsend rate 2\nfocus /\nexpect path[0].rating == 2\npop\nexpect path.count == 1",
      feature)
    XCTAssertEqual(errors, "")
    XCTAssertTrue(
      output.contains("  RenamedStack.Action.screens(\n    .popFrom(id: #1)\n  )"), output)
  }

  /// The ids an element path's brackets give are not values the user typed: a wrong count of
  /// values is said in the user's words, the signature without the id.
  func testAWrongValueCountAfterAnElementPathCountsOnlyWhatWasTyped() async throws {
    for kind in [idKinds[0], idKinds[idKinds.count / 2]] {
      let run = try await runScript(
        "send rows[0].toggleRead 5\nsend rows[0].setTitle a b\nsend rows[0].setTitle",
        features: [kind.feature], initial: "shelf")
      XCTAssertEqual(
        run.errors,
        """
        line 1: rows[0].toggleRead takes no value: send rows[0].toggleRead
        line 2: rows[0].setTitle takes 1 value, got 2: setTitle(String)
        line 3: rows[0].setTitle needs a String value: setTitle(String)

        """, kind.name)
    }
  }

  func testAnElementActionWithoutItsElementSaysHowToNameOne() async throws {
    let (_, errors) = try await run("send rows.toggle", legacy)
    XCTAssertEqual(
      errors,
      "line 1: 'rows.toggle' needs the element it is for: send rows[0].toggle (by position) or rows[id: \"\(first.uuidString)\"].toggle (by id)\n"
    )
  }

  func testRowsNoCaseCarriesSayWhichActionFormIsNeeded() async throws {
    let feature = Feature(
      UnlinkedRowList(), name: "rows",
      initialState: UnlinkedRowList.State(rows: [LegacyRow.State(uuid: first)]))
    let (_, errors) = try await run("send rows[0].toggle\nfocus rows[0]", feature)
    let needed =
      "no action case carries the actions of the elements of 'rows': TCA's forEach reaches them through case rows(IdentifiedActionOf<LegacyRow>) or case row(id: UUID, action: LegacyRow.Action)"
    XCTAssertEqual(errors, "line 1: \(needed)\nline 2: \(needed)\n")
  }

  func testTwoCasesThatFitEquallyAreNamedInsteadOfGuessed() async throws {
    let feature = Feature(
      AmbiguousRowList(), name: "rows",
      initialState: AmbiguousRowList.State(rows: [LegacyRow.State(uuid: first)]))
    let (_, errors) = try await run("send rows[0].toggle", feature)
    XCTAssertEqual(
      errors,
      "line 1: the elements of 'rows' match more than one action case (first, second): name theirs like the field, case rows(IdentifiedActionOf<LegacyRow>) or case row(id: UUID, action: LegacyRow.Action)\n"
    )
  }
}
