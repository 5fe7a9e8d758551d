import Composable

/// A feature in the style TCA's documentation used before 1.4: a response carried as
/// `TaskResult`, a reducer returning `EffectOf<Self>`, a client whose test value is
/// `unimplemented(...)`.
struct Weather: Reducer {
  struct State: Equatable {
    var forecast: String?
    var isRefreshing = false
  }

  enum Action: Equatable {
    case refreshButtonTapped
    case forecastResponse(TaskResult<String>)
  }

  @Dependency(\.weatherClient) var weatherClient

  func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
    switch action {
    case .refreshButtonTapped:
      state.isRefreshing = true
      return .run { send in
        await send(.forecastResponse(TaskResult { try await self.weatherClient.forecast() }))
      }

    case .forecastResponse(.success(let forecast)):
      state.forecast = forecast
      state.isRefreshing = false
      return .none

    case .forecastResponse(.failure):
      state.forecast = nil
      state.isRefreshing = false
      return .none
    }
  }
}

struct WeatherClient: Sendable {
  var forecast: @Sendable () async throws -> String
}

struct StationOffline: Error, Equatable {
  var station: String
}

extension WeatherClient: DependencyKey {
  static let liveValue = Self { "Sunny" }
  static let testValue = Self(forecast: unimplemented("WeatherClient.forecast"))
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}
