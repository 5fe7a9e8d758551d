/// A clock whose sleeps end at once, moving its `now` forward by what was asked, as
/// swift-clocks' `ImmediateClock`: for tests and previews where waiting is beside the point
/// (`$0.continuousClock = ImmediateClock()`).
public final class ImmediateClock: Clock, Sendable {
  public typealias Instant = TestClock.Instant

  private let current = Locked(Instant())

  public init() {}

  public var now: Instant { current.withLock { $0 } }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.yield()
  }
}
