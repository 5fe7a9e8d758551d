import Composable
import Foundation
import XCTest

@testable import Shell

/// A plan with a due date edited in a sheet, as the fresh user's `Rows` package has: a date can
/// be typed, copied from the state, or read from the live `date` dependency.
struct Planner: Reducer {
  struct State: Equatable, Sendable {
    var due: Date?
    var stamped: Date?
    var stamps: [Date] = []
    @PresentationState var editor: DueEditor.State?
  }
  enum Action: Equatable, Sendable {
    case addTapped
    case stamp
    case addStamp
    case editor(PresentationAction<DueEditor.Action>)
  }
  @Dependency(\.date) var date
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped: state.editor = DueEditor.State()
      case .stamp: state.stamped = date.now
      case .addStamp: state.stamps.append(date.now)
      case .editor(.presented(.saveTapped)):
        state.due = state.editor?.due
        state.editor = nil
      case .editor: break
      }
      return .none
    }
    .ifLet(\.$editor, action: /Action.editor) { DueEditor() }
  }
}

struct DueEditor: Reducer {
  struct State: Equatable, Sendable {
    var due: Date?
  }
  enum Action: Equatable, Sendable {
    case setDue(Date?)
    case dueNow
    case saveTapped
  }
  @Dependency(\.date) var date
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .setDue(let due): state.due = due
    case .dueNow: state.due = date.now
    case .saveTapped: break
    }
    return .none
  }
}

@MainActor
final class TypedDateExportTests: XCTestCase {
  private let planner = Feature(
    Planner(), name: "planner", summary: "a due date edited in a sheet",
    initialState: Planner.State())

  private func saving(_ script: String) async throws -> (errors: String, saved: Bool) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fixv-\(UUID()).tcash"
    ).path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let run = try await runScript(
      script + "\nsave --exhaustive \(file)", features: [planner], initial: "planner")
    return (run.errors, FileManager.default.fileExists(atPath: file))
  }

  /// A date typed in the action replays as typed, and one copied from the state replays as it
  /// is copied: neither is a live date, so the exhaustive save is written.
  func testATypedOrCopiedDateIsSaved() async throws {
    let typed = try await saving(
      #"send addTapped"# + "\n" + #"send editor.presented.setDue "2026-01-02T03:04:05Z""#
        + "\ndismiss")
    XCTAssertEqual(typed.errors, "")
    XCTAssertTrue(typed.saved)
    let copied = try await saving(
      "send addTapped\nsend editor.presented.setDue 2026-01-02T03:04:05Z\n"
        + "send editor.presented.saveTapped")
    XCTAssertEqual(copied.errors, "")
    XCTAssertTrue(copied.saved)
  }

  /// A date the live `date` dependency made is refused, at the path a user types: through a
  /// presented sheet too, never with the wrapper's internal `wrappedValue`.
  func testALiveDateIsRefusedAtTheShownPath() async throws {
    let root = try await saving("send stamp")
    XCTAssertTrue(
      root.errors.hasPrefix(
        "line 2: cannot save --exhaustive: 'send stamp' put a live date in the state (stamped),"),
      root.errors)
    XCTAssertFalse(root.saved)
    let sheet = try await saving(
      "send addTapped\nsend editor.presented.dueNow\nsend editor.presented.saveTapped")
    XCTAssertTrue(
      sheet.errors.hasPrefix(
        "line 4: cannot save --exhaustive: 'send editor.presented.dueNow' put a live date in the state (editor.due),"
      ), sheet.errors)
    XCTAssertFalse(sheet.errors.contains("wrappedValue"), sheet.errors)
    XCTAssertFalse(sheet.saved)
    let element = try await saving("send addStamp")
    XCTAssertTrue(
      element.errors.hasPrefix(
        "line 2: cannot save --exhaustive: 'send addStamp' put a live date in the state (stamps[0]),"
      ), element.errors)
  }
}

/// `save --swift` cannot see a struct's initializers (runtime metadata has none), so it cannot
/// tell a struct whose own `init` hides its memberwise one; the file names every memberwise
/// initializer it calls instead of pretending (a fresh user's second finding 5).
@MainActor
final class MemberwiseExportTests: XCTestCase {
  func testTheExportNamesEveryMemberwiseInitializerItCalls() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "PlannerTests-\(UUID()).swift"
    ).path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let planner = Feature(
      Planner(), name: "planner", summary: "a due date edited in a sheet",
      initialState: Planner.State())
    let run = try await runScript(
      "send addTapped\nsend editor.presented.setDue 2026-01-02T03:04:05Z\n"
        + "send editor.presented.saveTapped\nsave --swift \(file)",
      features: [planner], initial: "planner")
    XCTAssertEqual(run.errors, "")
    let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
    XCTAssertEqual(
      Array(lines[2...3]),
      [
        "// Structs are built with their memberwise initializers: Planner.State(due:stamped:stamps:editor:), DueEditor.State(due:).",
        "// One whose own init hides its memberwise one (tca-shell cannot see initializers) needs its calls changed here.",
      ])
  }
}
