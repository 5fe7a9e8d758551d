import Composable

/// A stopwatch in TCA 1.x's pre-macro style: `@Dependency(\.continuousClock)`, a `.run` effect
/// looping over `clock.timer(interval:)`, `.cancellable(id:)` and `.cancel(id:)`.
struct Stopwatch: Reducer {
  struct State: Equatable {
    var isRunning = false
    var secondsElapsed = 0
  }

  enum Action: Equatable {
    case startButtonTapped
    case stopButtonTapped
    case timerTicked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.isRunning = true
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .stopButtonTapped:
        state.isRunning = false
        return .cancel(id: CancelID.timer)

      case .timerTicked:
        state.secondsElapsed += 1
        return .none
      }
    }
  }
}

/// A countdown that sleeps on the clock between steps, written with `clock.sleep(for:)`.
struct Countdown: Reducer {
  struct State: Equatable {
    var remaining = 3
  }

  enum Action: Equatable {
    case startButtonTapped
    case stepped
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startButtonTapped:
      return .run { [remaining = state.remaining] send in
        for _ in 0..<remaining {
          try await self.clock.sleep(for: .seconds(1))
          await send(.stepped)
        }
      }
    case .stepped:
      state.remaining -= 1
      return .none
    }
  }
}
