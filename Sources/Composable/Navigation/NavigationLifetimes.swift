import Synchronization

/// Counts the long-living effects navigation reducers keep for presented children and stack
/// elements, so that a host can tell "a sheet is up" from "an effect is still working": a shell
/// waits for the second, never for the first. Set one per store with
/// `withDependencies { $0.navigationLifetimes = NavigationLifetimes() }`.
public final class NavigationLifetimes: Sendable {
  private let count = Mutex(0)

  public init() {}

  /// How many are running now.
  public var active: Int { count.withLock { $0 } }

  /// Runs until the task is cancelled, counted meanwhile in the lifetimes in force.
  static func park() async {
    let lifetimes = DependencyValues.current.navigationLifetimes
    lifetimes.count.withLock { $0 += 1 }
    // Parked until cancelled, as an effect asleep on a test clock is until `advance`: waiters
    // for "every effect has ended or sleeps" are woken, and do not wait for this one.
    EffectActivity.current?.set(.asleep)
    // Real time, not the clock dependency: a test clock's `advance` must not end it.
    while !Task.isCancelled {
      try? await Task.sleep(for: .seconds(3600))
    }
    lifetimes.count.withLock { $0 -= 1 }
  }
}

private enum NavigationLifetimesKey: DependencyKey {
  static let liveValue = NavigationLifetimes()
  static let testValue = NavigationLifetimes()
}

extension DependencyValues {
  /// The counter of navigation's long-living effects (see ``NavigationLifetimes``).
  public var navigationLifetimes: NavigationLifetimes {
    get { self[NavigationLifetimesKey.self] }
    set { self[NavigationLifetimesKey.self] = newValue }
  }
}
