import Composable
import Foundation
import XCTest

@testable import Shell

// A destination with TCA's case marks, as a user's macro-spelled feature has them: the shell
// shows an ignored case as plain state (no child feature, no actions), and drives an ephemeral
// case's actions.

struct Consent: EphemeralState, Equatable, Sendable {
  enum Action: Equatable, Sendable { case accept, decline }
  var question: String
  var presentationID: AnyHashable { question }
}

@Reducer
struct Welcome {
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  enum Destination {
    @ReducerCaseIgnored
    case loading
    @ReducerCaseIgnored
    case page(url: String)
    @ReducerCaseEphemeral
    case consent(Consent)
    case notice(AlertState<Never>)
  }

  @ObservableState
  struct State: Equatable, Sendable {
    @Presents var destination: Destination.State?
    var accepted = false
  }

  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    case load
    case open(String)
    case ask
    case fail
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .load: state.destination = .loading
      case .open(let url): state.destination = .page(url: url)
      case .ask: state.destination = .consent(Consent(question: "OK?"))
      case .fail: state.destination = .notice(AlertState { TextState("Oops") })
      case .destination(.presented(.consent(.accept))): state.accepted = true
      case .destination: break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
final class ReducerCaseMarkShellTests: XCTestCase {
  func run(_ script: String) async throws -> (output: String, errors: String, status: Int32) {
    try await runScript(
      "set diff off\n" + script,
      features: [Feature(Welcome(), name: "welcome", initialState: Welcome.State())],
      initial: "welcome")
  }

  /// `tree` shows no ignored case as a presented sheet (a new user's `tree` said
  /// `sheet Welcome.Destination (destination) [on screen]` for `.loading`).
  func testTreeShowsNoIgnoredCase() async throws {
    let run = try await run("send load\ntree\nsend open \"u\"\ntree\nsend ask\ntree")
    XCTAssertEqual(run.errors, "")
    XCTAssertFalse(run.output.contains("sheet Welcome.Destination"), run.output)
    XCTAssertFalse(run.output.contains("(destination.page)"), run.output)
    XCTAssertTrue(run.output.contains("sheet Consent (destination.consent)"), run.output)
  }

  /// An alert with no buttons in an enum case shows and takes SwiftUI's OK, as a `@Presents`
  /// alert does (a new user's `tap 1` said "choose 1 to 0").
  func testAButtonlessAlertInACaseTakesTheOKSwiftUIAdds() async throws {
    for tap in ["tap 1", "tap OK"] {
      let run = try await run("send fail\nalert\n\(tap)\nexpect destination == nil")
      XCTAssertEqual(run.errors, "", tap)
      XCTAssertTrue(run.output.contains("[1] OK"), run.output)
    }
  }

  func testTheShellDrivesADestinationWithIgnoredAndEphemeralCases() async throws {
    let run = try await run(
      """
      actions
      send load
      state destination
      send open "https://example.com"
      state destination
      send ask
      send destination.presented.consent.accept
      expect accepted == true
      expect destination == nil
      """)
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0, run.output)
    // The ignored cases have no actions to list; the ephemeral one's are there.
    // The ignored cases have no actions to list and are no presented feature: no panel.
    let listed = run.output.components(separatedBy: "  Welcome.Action.load")[0]
    XCTAssertTrue(listed.contains("  destination.presented.consent.accept\n"), listed)
    XCTAssertFalse(listed.contains("loading") || listed.contains("page"), listed)
    XCTAssertFalse(run.output.contains("(destination)") || run.output.contains("destination.page"))
    XCTAssertTrue(run.output.contains("\n.page(url: \"https://example.com\")\n"), run.output)
    // The ephemeral case is presented with its actions, as an alert's buttons.
    XCTAssertTrue(run.output.contains("Sheet: Consent (destination.consent)\n"), run.output)
  }
}
