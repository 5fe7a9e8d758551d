import Composable
import Foundation

/// Fetches a fact about a number, the shape of TCA's getting-started feature: a dependency
/// declared with `DependencyKey` (`liveValue`, `testValue`, `previewValue`), and effects with
/// `.run(priority:operation:catch:)`, `.concatenate` and `.cancellable(id:cancelInFlight:)`.
struct NumberFact: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var errorMessage: String?
    var isLoading = false
    var steps: [String] = []
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case factFailed(String)
    case stepsButtonTapped
    case step(String)
  }

  enum CancelID { case fact }

  @Dependency(\.numberFact) var numberFact
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
      return .none

    case .incrementButtonTapped:
      state.count += 1
      return .none

    case .factButtonTapped:
      state.fact = nil
      state.errorMessage = nil
      state.isLoading = true
      return .run(priority: .userInitiated) { [count = state.count] send in
        try await send(.factResponse(self.numberFact.fetch(count)))
      } catch: { error, send in
        await send(.factFailed("\(error)"))
      }
      .cancellable(id: CancelID.fact, cancelInFlight: true)

    case .factResponse(let fact):
      state.fact = fact
      state.isLoading = false
      return .none

    case .factFailed(let message):
      state.errorMessage = message
      state.isLoading = false
      return .none

    case .stepsButtonTapped:
      return .concatenate(
        .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.step("slow"))
        },
        .send(.step("quick"))
      )

    case .step(let name):
      state.steps.append(name)
      return .none
    }
  }
}

struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

struct FactUnavailable: Error, CustomStringConvertible {
  var description: String { "no fact today" }
}

extension NumberFactClient: DependencyKey {
  static let liveValue = Self { number in "\(number) is a good number." }
  static let previewValue = Self { number in "\(number) is a preview number." }
  static let testValue = Self(fetch: unimplemented("NumberFactClient.fetch"))
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
