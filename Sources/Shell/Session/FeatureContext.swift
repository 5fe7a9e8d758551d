import Composable

/// One feature's running store with what the shell keeps beside it: what it has shown as
/// presented, and its action log for time travel.
@MainActor
final class FeatureContext {
  let feature: Feature
  let host: any FeatureHost
  var view = PresentationView()
  var log: ActionLog

  init(feature: Feature, host: any FeatureHost, logSize: Int) {
    self.feature = feature
    self.host = host
    self.log = ActionLog(host: host, capacity: logSize)
  }
}
