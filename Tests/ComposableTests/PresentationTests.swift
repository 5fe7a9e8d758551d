import Composable
import Synchronization
import XCTest

/// A parent with an alert presented through `ifLet`, after TCA's case study, plus an action that
/// leaves the alert in place and one that replaces it.
struct AlertHost: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var count = 0
    var log: [String] = []
  }
  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case show
    enum Alert: Equatable, Sendable { case replace, keep, plain }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.log.append("parent \(action) alert=\(state.alert?.title.string ?? "nil")")
      switch action {
      case .show:
        state.alert = .sample
      case .alert(.presented(.replace)):
        state.count += 1
        state.alert = AlertState { TextState("Incremented!") }
      case .alert(.presented(.keep)):
        // Re-assigning the same value keeps its id: it still dismisses itself.
        let same = state.alert
        state.alert = same
      case .alert(.dismiss):
        state.count += 100
      case .alert:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: Action.alertCase)
  }
}

extension AlertState where Action == AlertHost.Action.Alert {
  static var sample: Self {
    AlertState {
      TextState("Alert!")
    } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
      ButtonState(action: .replace) { TextState("Increment") }
    } message: {
      TextState("This is an alert")
    }
  }
}

extension AlertHost.Action {
  static let alertCase = CasePath<Self, PresentationAction<Alert>>(
    embed: { .alert($0) },
    extract: {
      guard case .alert(let action) = $0 else { return nil }
      return action
    })
}

@MainActor
final class PresentationTests: XCTestCase {
  func testAlertEqualityIgnoresIDButIdentityDiffers() async {
    let first = AlertState<AlertHost.Action.Alert>.sample
    let second = AlertState<AlertHost.Action.Alert>.sample
    XCTAssertEqual(first, second, "== compares title, message and buttons, not id")
    XCTAssertNotEqual(first.id, second.id, "every alert made gets a fresh id")
    XCTAssertEqual(first.hashValue, second.hashValue)
    XCTAssertNotEqual(first, AlertState { TextState("Alert?") })
    XCTAssertEqual(first.map { "\($0)" }.id, first.id, "mapping keeps the identity")
  }

  func testButtonMadeWithoutActionSendsNil() async {
    let button = ButtonState<Int>(role: .cancel) { TextState("Cancel") }
    XCTAssertEqual(button.action, .send(nil))
    XCTAssertEqual(button.role, .cancel)
  }

  func testPresentedActionRunsParentThenReplacementStays() async {
    let store = Store(initialState: AlertHost.State(), reducer: AlertHost())
    store.send(.show)
    store.send(.alert(.presented(.replace)))
    XCTAssertEqual(store.state.count, 1)
    XCTAssertEqual(store.state.alert, AlertState { TextState("Incremented!") }, "a new alert stays")
    XCTAssertTrue(
      store.state.log.last!.hasSuffix("alert=Alert!"), "the parent ran before any auto-dismissal")
  }

  func testPresentedActionThatKeepsTheAlertDismissesIt() async {
    let store = Store(initialState: AlertHost.State(), reducer: AlertHost())
    store.send(.show)
    store.send(.alert(.presented(.keep)))
    XCTAssertNil(store.state.alert, "same identity after the parent ran: it dismissed itself")
    store.send(.show)
    store.send(.alert(.presented(.plain)))
    XCTAssertNil(store.state.alert)
  }

  func testDismissRunsParentFirstThenNils() async {
    let store = Store(initialState: AlertHost.State(), reducer: AlertHost())
    store.send(.show)
    store.send(.alert(.dismiss))
    XCTAssertEqual(store.state.count, 100, "the parent saw .dismiss")
    XCTAssertTrue(
      store.state.log.last!.hasSuffix("alert=Alert!"), "while the alert was still there")
    XCTAssertNil(store.state.alert)
  }

  /// TCA reports the warning each time, as every runtime warning: not once per `ifLet`.
  func testEveryPresentationActionWithNothingPresentedWarnsAndRunsParent() async {
    let warnings = Mutex<[String]>([])
    let previous = IssueReporter.install { message in warnings.withLock { $0.append(message) } }
    defer { IssueReporter.install(previous) }
    let store = Store(initialState: AlertHost.State(), reducer: AlertHost())
    store.send(.alert(.dismiss))
    store.send(.alert(.presented(.keep)))
    store.send(.alert(.dismiss))
    let seen = warnings.withLock { $0 }
    XCTAssertEqual(seen.count, 3, "one warning per action, as TCA's ifLet")
    for warning in seen {
      XCTAssertTrue(
        warning.contains("received a presentation action when destination state was absent"))
    }
    XCTAssertEqual(store.state.log.count, 3, "the parent still ran")
    XCTAssertNil(store.state.alert)
  }
}
