import Composable
import ShellHosting
import XCTest

@testable import Shell

/// A list of rows and an enum holding one, for blocks that reach inside them.
private struct Ledger: Reducer {
  struct Row: Equatable, Identifiable, Sendable {
    var id: Int
    var price: Double
    var note: String
  }
  enum Mode: Equatable, Sendable {
    case idle
    case editing(Row)
  }
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row> = [
      Row(id: 1, price: 1, note: "a"), Row(id: 2, price: 2, note: "b"),
    ]
    var mode: Mode = .editing(Row(id: 9, price: 9, note: "z"))
  }
  enum Action: Equatable, Sendable {
    case update(id: Int, price: Double, note: String)
    case edit(price: Double, note: String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .update(let id, let price, let note):
      state.rows[id: id]?.price = price
      state.rows[id: id]?.note = note
    case .edit(let price, let note):
      state.mode = .editing(Row(id: 9, price: price, note: note))
    }
    return .none
  }
}

/// Where a block reaches inside a collection's row (by id) or an enum's payload, the expected
/// value is the state's with the block written in, diffed as values by custom-dump's differ, as
/// TCA's test store diffs its expected state (issue 23 item 2): `==` decides, so a price the
/// block says is `0.0` and the state holds as `-0.0` is a context line (custom-dump prints the
/// expected side's), and only the note that differs is marked.
@MainActor
final class BlockValueWriterTests: XCTestCase {
  private let ledger = Feature(
    Ledger(), name: "ledger", summary: "", initialState: Ledger.State())

  func testARowReachedByIDIsDiffedAsAValue() async throws {
    for mode in ["", "exhaustive on\n"] {
      let run = try await runScript(
        mode
          + "send update id=1 price=-0.0 note=y { rows[id: 1].price = 0.0; rows[id: 1].note = \"x\" }",
        features: [ledger], initial: "ledger")
      let line = mode.isEmpty ? 1 : 2
      XCTAssertEqual(
        run.errors,
        """
        line \(line): A state change does not match expectation.

            \u{2007} Ledger.State(
            \u{2007}   rows: [
            \u{2007}     [0]: Ledger.Row(
            \u{2007}       id: 1,
            \u{2007}       price: 0.0,
            \u{2212}       note: "x"
            +       note: "y"
            \u{2007}     ),
            \u{2007}     [1]: Ledger.Row(…)
            \u{2007}   ],
            \u{2007}   mode: .editing(…)
            \u{2007} )

        (Expected: \u{2212}, Actual: +)

        """, mode)
    }
  }

  func testAnEnumPayloadReachedByABlockIsDiffedAsAValue() async throws {
    let run = try await runScript(
      "send edit price=-0.0 note=y { mode.editing.price = 0.0; mode.editing.note = \"x\" }",
      features: [ledger], initial: "ledger")
    XCTAssertTrue(run.errors.contains("\u{2007}       price: 0.0,\n"), run.errors)
    XCTAssertFalse(run.errors.contains("-0.0"), run.errors)
    XCTAssertTrue(run.errors.contains("\u{2212}       note: \"x\"\n"), run.errors)
  }
}

/// `==` decides a block that reaches inside a row, as TCA's test store: a price that went from
/// `-0.0` to `0.0` is no change, so a block naming only the note holds.
@MainActor
final class BlockValueEqualityTests: XCTestCase {
  func testAnEqualValueDumpedApartInsideARowIsNoChange() async throws {
    let ledger = Feature(Ledger(), name: "ledger", summary: "", initialState: Ledger.State())
    let run = try await runScript(
      """
      exhaustive on
      send update id=1 price=-0.0 note=a { rows[id: 1].price = -0.0 }
      send update id=1 price=0.0 note=y { rows[id: 1].note = "y" }
      """, features: [ledger], initial: "ledger")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
  }
}
