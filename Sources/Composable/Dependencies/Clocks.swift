/// A clock whose every sleep reports that it is unimplemented and then ends the effect, the
/// test value of `continuousClock` (override it with a ``TestClock``).
struct UnimplementedClock: Clock {
  let name: String
  var now: ContinuousClock.Instant { ContinuousClock.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    reportUnimplemented(name)
    throw CancellationError()
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(
    name: "@Dependency(\\.continuousClock)")
}

extension DependencyValues {
  /// The clock effects sleep on (TCA's `continuousClock`): `ContinuousClock` when live; in a
  /// test, unimplemented until overridden with a ``TestClock``.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(
    name: "@Dependency(\\.suspendingClock)")
}

extension DependencyValues {
  /// A clock that stops while the machine sleeps (swift-dependencies' `suspendingClock`):
  /// `SuspendingClock` when live; in a test, unimplemented until overridden with a ``TestClock``.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}
