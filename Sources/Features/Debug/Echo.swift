import Composable
import ShellHosting

/// A feature for testing the terminal, not for users: `send later 300 "text"` answers with
/// `heard("text")` after 300 milliseconds, from a `.run` effect; `whisper` takes a secret. It is listed only when the
/// `TCA_SHELL_DEBUG_FEATURES` environment variable is set (see `debugFeatures`).
public struct Echo: Reducer {
  public struct State: Equatable, Sendable {
    public var heard: [String] = []
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case later(milliseconds: Int, text: String)
    case heard(String)
    /// A secret: the shell must keep the line out of its history.
    case whisper(Redacted<String>)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .later(let milliseconds, let text):
      return .run { send in
        try? await Task.sleep(for: .milliseconds(max(milliseconds, 0)))
        await send(.heard(text))
      }
    case .heard(let text):
      state.heard.append(text)
      return .none
    case .whisper:
      return .none
    }
  }
}

/// Features for tests of the executable, kept out of `allFeatures`: the shell offers them only
/// when the `TCA_SHELL_DEBUG_FEATURES` environment variable is set to a non-empty value.
public let debugFeatures: [Feature] = [
  Feature(
    Echo(), name: "echo", summary: "answers after a delay, from an effect (debug)",
    initialState: Echo.State())
]
