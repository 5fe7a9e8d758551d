import Composable

extension Effect where Action: Sendable {
  /// Sends `tick` every second of `clock` until cancelled: the timer of the test features.
  static func ticking(_ tick: Action, on clock: any Clock<Duration>) -> Self {
    .run { send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(tick)
      }
    }
  }
}
