import Composable

/// A timer that counts seconds while running, ticking through `@Dependency(\.continuousClock)`
/// (TCA's "Timers" case study): `start` begins ticking once a second, `stop` cancels the ticks.
public struct Timers: Reducer {
  public struct State: Equatable, Sendable {
    public var isRunning = false
    public var secondsElapsed = 0
    public init(isRunning: Bool = false, secondsElapsed: Int = 0) {
      self.isRunning = isRunning
      self.secondsElapsed = secondsElapsed
    }
  }

  public enum Action: Equatable, Sendable {
    case start
    case stop
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      guard !state.isRunning else { return .none }
      state.isRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stop:
      state.isRunning = false
      return .cancel(id: CancelID.timer)
    case .tick:
      state.secondsElapsed += 1
      return .none
    }
  }
}
