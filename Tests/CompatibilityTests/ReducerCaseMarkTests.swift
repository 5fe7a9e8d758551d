import Composable
import ComposableTesting
import Foundation
import XCTest

// A destination enum as TCA 1.8+ apps write one: a reducer case, cases kept as plain state with
// `@ReducerCaseIgnored` (none, one labelled and one unlabelled payload), and a prompt of the
// app's own marked `@ReducerCaseEphemeral`.

@Reducer
struct NameForm {
  @ObservableState
  struct State: Equatable { var title = "" }
  enum Action { case setTitle(String) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setTitle(let title): state.title = title
      }
      return .none
    }
  }
}

struct Prompt: EphemeralState, Equatable {
  enum Action: Equatable { case accept, decline }
  var question: String
  let id = UUID()
  var presentationID: AnyHashable { id }
  static func == (lhs: Prompt, rhs: Prompt) -> Bool { lhs.question == rhs.question }
}

@Reducer
struct Onboarding {
  @Reducer(state: .equatable)
  enum Destination {
    case edit(NameForm)
    @ReducerCaseIgnored
    case loading
    @ReducerCaseIgnored
    case webView(url: URL)
    @ReducerCaseIgnored case note(String)
    @ReducerCaseEphemeral
    case prompt(Prompt)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var accepted = false
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case load
    case ask
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .load:
        state.destination = .loading
        return .none
      case .ask:
        state.destination = .prompt(Prompt(question: "Continue?"))
        return .none
      case .destination(.presented(.prompt(.accept))):
        state.accepted = true
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// TCA 1.8's case marks on a `@Reducer enum` compile unchanged: `@ReducerCaseIgnored` keeps a
/// case as plain state (no action, no reducer), `@ReducerCaseEphemeral` takes an ephemeral
/// state of the app's own as an alert is taken.
@MainActor
final class ReducerCaseMarkTests: XCTestCase {
  func testAnIgnoredCaseIsPlainStateWithNoAction() async {
    let store = TestStore(initialState: Onboarding.State()) { Onboarding() }
    await store.send(.load) { $0.destination = .loading }
    // The ignored cases have case paths on State (as written), none on Action.
    let web = Onboarding.Destination.State.webView(url: URL(string: "https://example.com")!)
    XCTAssertEqual(web.webView, URL(string: "https://example.com"))
    XCTAssertEqual(Onboarding.Destination.State.note("n").note, "n")
    // Exhaustive over edit and prompt alone: an action case for an ignored one would not compile.
    func name(_ action: Onboarding.Destination.Action) -> String {
      switch action {
      case .edit: "edit"
      case .prompt: "prompt"
      }
    }
    XCTAssertEqual(name(.prompt(.decline)), "prompt")
  }

  func testAnEphemeralCaseIsDismissedAfterItsAction() async {
    let store = TestStore(initialState: Onboarding.State()) { Onboarding() }
    await store.send(.ask) { $0.destination = .prompt(Prompt(question: "Continue?")) }
    // As an alert's: the state is dismissed after its action.
    await store.send(.destination(.presented(.prompt(.accept)))) {
      $0.destination = nil
      $0.accepted = true
    }
  }

  func testTheEditCaseStillRunsItsReducer() async {
    let store = TestStore(initialState: Onboarding.State(destination: .edit(NameForm.State()))) {
      Onboarding()
    }
    await store.send(\.destination.edit.setTitle, "Milk") {
      $0.destination?.edit?.title = "Milk"
    }
  }
}
