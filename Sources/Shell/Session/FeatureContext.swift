import Composable

/// One feature's running store with what the shell keeps beside it: what it has shown as
/// presented, and its action log for time travel.
///
/// `view` and `log` are changed in place once per processed action; their run-time exclusivity
/// checks cost about 230 instructions of a scripted `send` (docs/performance.md). The context
/// is main-actor isolated, and neither is held `inout` across a call that can come back to it
/// (`PresentationView.newlyPresented` is given the items it compares; the log's record only
/// asks the host to forget a state), which is what the check guards against.
@MainActor
final class FeatureContext {
  let feature: Feature
  let host: any FeatureHost
  @exclusivity(unchecked) var view = PresentationView()
  @exclusivity(unchecked) var log: ActionLog

  init(feature: Feature, host: any FeatureHost, logSize: Int) {
    self.feature = feature
    self.host = host
    self.log = ActionLog(host: host, capacity: logSize)
  }
}
