import Composable

extension FeatureHost {
  /// How many of the running effects are navigation's long-living ones (a presented sheet, a
  /// pushed screen): a host waits for the others only. Zero for hosts that keep none.
  public var navigationLifetimeCount: Int { 0 }

  /// Running effects that are doing work, not keeping a presented child alive.
  public var workingEffectsCount: Int {
    max(0, effectsInFlightCount - navigationLifetimeCount)
  }
}

extension StoreHost {
  var navigationLifetimeCount: Int { store.dependencies.navigationLifetimes.active }
}
