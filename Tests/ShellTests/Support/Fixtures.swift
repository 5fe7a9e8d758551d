import Composable
import Shell

/// A feature with every kind of action the shell must handle: values, labels, child actions,
/// and effects that send actions back.
struct Profile: Reducer {
  struct State: Equatable {
    var name = "Blob"
    var age = 42
    var isAdmin = false
    var settings = Settings.State()
  }

  enum Action: Equatable, Sendable {
    case setName(String)
    case setAge(Int)
    case setAdmin(Bool)
    case rename(first: String, last: String?)
    case settings(Settings.Action)
    case fetch
    case response(Int)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.settings, action: Action.settingsCase) { Settings() }
    Reduce { state, action in
      switch action {
      case .setName(let name): state.name = name
      case .setAge(let age): state.age = age
      case .setAdmin(let value): state.isAdmin = value
      case .rename(let first, let last):
        state.name = [first, last].compactMap { $0 }.joined(separator: " ")
      case .settings: break
      case .fetch:
        return .run { send in await send(.response(7)) }
      case .response(let value): state.age = value
      }
      return .none
    }
  }
}

struct Settings: Reducer {
  struct State: Equatable { var darkMode = false }
  enum Action: Equatable, Sendable { case toggleDarkMode }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.darkMode.toggle()
    return .none
  }
}

extension Profile.Action {
  static let settingsCase = CasePath<Self, Settings.Action>(
    embed: { .settings($0) },
    extract: {
      if case .settings(let action) = $0 { return action }
      return nil
    })

  static let cases: [ActionCase<Self>] = [
    .case("setName", .value) { .setName($0) },
    .case("setAge", .value) { .setAge($0) },
    .case("setAdmin", .value) { .setAdmin($0) },
    .case("rename", .labeled("first"), .labeled("last")) { .rename(first: $0, last: $1) },
    .child("settings", [.case("toggleDarkMode", .toggleDarkMode)]) { .settings($0) },
    .case("fetch", .fetch),
  ]
}

let profileFeature = Feature(
  name: "profile", summary: "a test profile", initialState: { Profile.State() },
  reducer: { Profile() }, actions: Profile.Action.cases)

/// Runs a script through the real session and runner, collecting what it printed.
@MainActor
func runScript(
  _ script: String, features: [Feature] = [profileFeature], initial: String = "profile",
  bail: Bool = false, json: Bool = false, echo: Bool = false, logSize: Int = 10_000,
  testClock: Bool = false
) async throws -> (output: String, errors: String, status: Int32) {
  var output = ""
  var errors = ""
  let sink = Output(result: { output += $0 }, error: { errors += $0 })
  let renderer: Renderer =
    json ? JSONRenderer(output: sink) : TextRenderer(output: sink, echo: echo)
  var configuration = SessionConfiguration()
  configuration.logSize = logSize
  if testClock { configuration.testClock = TestClock() }
  let session = try Session(
    features: features, initial: initial, renderer: renderer, configuration: configuration)
  let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let status = await Runner(session: session, source: ListLineSource(lines), bail: bail).run()
  return (output, errors, status)
}
