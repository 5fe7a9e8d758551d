extension Clock where Duration == Swift.Duration {
  /// Ticks every `interval` of this clock until the task is cancelled, as swift-clocks'
  /// `clock.timer(interval:)`, the loop TCA's documentation writes timers with:
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// Each tick comes `interval` after the previous one's deadline (no drift). Elements carry no
  /// value (swift-clocks yields the clock's instant; here the clock may be an `any Clock`).
  public func timer(interval: Duration) -> ClockTimer {
    ClockTimer(clock: self, interval: interval)
  }
}

/// The ticks of ``Clock/timer(interval:)``: ends when its task is cancelled.
public struct ClockTimer: AsyncSequence, Sendable {
  public typealias Element = Void

  let clock: any Clock<Duration>
  let interval: Duration

  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval)
  }

  public struct Iterator: AsyncIteratorProtocol {
    let clock: any Clock<Duration>
    let interval: Duration
    var ticks = 0
    var start: Any?

    public mutating func next() async -> Void? {
      func sleep<C: Clock<Duration>>(_ clock: C, ticks: Int, start: inout Any?) async -> Bool {
        let origin = (start as? C.Instant) ?? clock.now
        start = origin
        do {
          try await clock.sleep(until: origin.advanced(by: interval * (ticks + 1)), tolerance: nil)
          return true
        } catch {
          return false
        }
      }
      var origin = start
      defer { start = origin }
      guard await sleep(clock, ticks: ticks, start: &origin) else { return nil }
      ticks += 1
      return ()
    }
  }
}
