import Composable
import Features
import Foundation
import XCTest

@testable import Shell

/// `save --swift` writes tests that compile (issue 25, item 15): the store starts from the
/// feature's registration, a pushed screen that keeps its case is asserted field by field
/// through it (no initializer of its state), and `save` names the memberwise initializers it
/// could not check instead of saying "Saved" alone.
@MainActor
final class RegistrationExportTests: XCTestCase {
  private func export(registry: FeatureRegistry?) async throws -> (file: String, output: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "MeetingTests-\(UUID().uuidString.prefix(8)).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    var configuration = SessionConfiguration()
    configuration.testClock = TestClock()
    configuration.featureRegistry = registry
    var output = ""
    var errors = ""
    let session = try Session(
      features: allFeatures, initial: "syncups",
      renderer: TextRenderer(output: Output(result: { output += $0 }, error: { errors += $0 })),
      configuration: configuration)
    for line in [
      "set diff off", "send syncUpsList.addSyncUpButtonTapped",
      "send syncUpsList.addSyncUp.presented.setMinutes 1",
      "send syncUpsList.confirmAddButtonTapped",
      "send syncUpsList.syncUpTapped id=0", "send path[0].detail.startMeetingButtonTapped",
      "advance 2s", "pop 0", "save --swift \(file.path)",
    ] {
      _ = await session.execute(line)
    }
    session.renderer.flush()
    XCTAssertEqual(errors, "")
    return (try String(contentsOf: file, encoding: .utf8), output)
  }

  func testTheStoreStartsFromTheRegistration() async throws {
    let registered = try await export(
      registry: FeatureRegistry(module: "Features", expression: "allFeatures"))
    XCTAssertTrue(
      registered.file.contains(
        "initialState: allFeatures.initialState(of: \"syncups\", as: SyncUpsApp.State.self),\n"),
      registered.file)
    // Without a registry the state is written out, as before.
    let written = try await export(registry: nil)
    XCTAssertTrue(written.file.contains("initialState: SyncUpsApp.State(path: StackState()"))
  }

  func testAScreenThatKeepsItsCaseIsAssertedThroughIt() async throws {
    let run = try await export(registry: nil)
    XCTAssertTrue(
      run.file.contains(
        "    await store.receive(.path(.element(id: 1, action: .meeting(.timerTick)))) {\n      $0.path[id: 1, case: /SyncUpsApp.Path.State.meeting]?.secondsElapsed = 1\n    }\n"
      ), run.file)
  }

  func testSaveNamesTheInitializersItCannotCheck() async throws {
    let run = try await export(
      registry: FeatureRegistry(module: "Features", expression: "allFeatures"))
    XCTAssertTrue(
      run.output.contains(
        "\nIt calls 2 memberwise initializers tca-shell cannot check: Attendee(id:name:), SyncUp(id:attendees:minutes:meetings:title:); a struct whose own init hides its memberwise one needs its calls changed (the file's first lines list them).\n"
      ), run.output)
    // The screens' states are `@ObservableState`: written with initializers they list, which
    // are not left to check (RecordMeeting.State has only `init(syncUp:)`).
    XCTAssertTrue(run.file.contains("= .meeting(RecordMeeting.State(syncUp: SyncUp("), run.file)
  }

  /// What the exported line calls: the registration's state, typed.
  func testAFeaturesInitialStateIsItsRegistrations() {
    XCTAssertEqual(allFeatures.initialState(of: "counter", as: Counter.State.self), Counter.State())
  }
}
