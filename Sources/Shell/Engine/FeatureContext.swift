import Composable

/// One feature's running store with everything the shell keeps beside it: its action log for
/// time travel, what it has shown as presented, where `focus` stepped in, and which lines
/// started the effects still running. Per-feature state lives here and nowhere else: a command
/// that keeps some adds a property in its own file (an extension of this class cannot hold
/// storage, so the property goes here, next to the others) and reads it through
/// `session.context`.
///
/// The properties are read or changed in place on every command or processed action; their
/// run-time exclusivity checks cost about 230 instructions of a scripted `send`
/// (docs/performance.md). The context is main-actor isolated, and none of them is held `inout`
/// across a call that can come back to it (`PresentationView.newlyPresented` is given the items
/// it compares; the log's record only asks the host to forget a state), which is what the check
/// guards against.
@MainActor
final class FeatureContext {
  let feature: Feature
  let host: any FeatureHost
  @exclusivity(unchecked) var view = PresentationView()
  @exclusivity(unchecked) var log: ActionLog
  /// Where `focus` stepped in, outermost first (the prompt's `syncups/detail/edit`).
  @exclusivity(unchecked) var focus: [FocusFrame] = []
  /// The identity last shown for each presentation slot's path.
  @exclusivity(unchecked) var shownChildren: [String: AnyHashable] = [:]
  /// The slot path shown most recently (what `tap` and `dismiss` act on).
  @exclusivity(unchecked) var lastShownSlot: String?
  /// The script lines whose commands started the effects still running, one per effect, for
  /// what an exhaustive script reports when it ends.
  @exclusivity(unchecked) var effectLines: [Int] = []

  init(feature: Feature, host: any FeatureHost, logSize: Int) {
    self.feature = feature
    self.host = host
    self.log = ActionLog(host: host, capacity: logSize)
  }

  /// Notes that `count` effects run after the command on `line`, which had `before` running
  /// when it began.
  func noteEffects(line: Int?, before: Int, count: Int) {
    // Nothing running, nothing noted (most commands).
    if count == 0, effectLines.isEmpty { return }
    var lines = effectLines
    if let line, count > before { lines += Array(repeating: line, count: count - before) }
    effectLines = Array(lines.suffix(count))
  }
}
