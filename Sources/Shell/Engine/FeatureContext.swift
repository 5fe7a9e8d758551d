import Composable

/// One feature's running store with everything the shell keeps beside it: its action log for
/// time travel, what it has shown as presented, where `focus` stepped in, and which lines
/// started the effects still running. Per-feature state lives here and nowhere else. A command
/// that keeps some declares a ``FeatureStateKey`` in its own file and reads and writes
/// `session.context[Key.self]`: nothing here changes for it.
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
  /// The commands that started the effects still running, one per effect, for what an
  /// exhaustive script reports when it ends.
  @exclusivity(unchecked) var effectOrigins: [EffectOrigin] = []
  /// What commands keep under their own ``FeatureStateKey``s, by key type.
  private var kept: [ObjectIdentifier: Any] = [:]

  /// `uuidCount`: the uuid generator's count as the feature starts.
  init(feature: Feature, host: any FeatureHost, logSize: Int, uuidCount: Int = 0) {
    self.feature = feature
    self.host = host
    self.log = ActionLog(host: host, capacity: logSize, uuidCount: uuidCount)
  }

  /// The value a command keeps for this feature under `key`: its `initialValue` until the
  /// command first sets it.
  subscript<Key: FeatureStateKey>(key: Key.Type) -> Key.Value {
    get { kept[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.initialValue }
    set { kept[ObjectIdentifier(key)] = newValue }
  }

  /// Notes that `count` effects run after the command `origin` names (nil: none known), which
  /// had `before` running when it began. `origin` is worked out only when the command added
  /// effects.
  func noteEffects(from origin: @autoclosure () -> EffectOrigin?, before: Int, count: Int) {
    // Nothing running, nothing noted (most commands).
    if count == 0, effectOrigins.isEmpty { return }
    var origins = effectOrigins
    if count > before, let origin = origin() {
      origins += Array(repeating: origin, count: count - before)
    }
    effectOrigins = Array(origins.suffix(count))
  }
}

/// Names a piece of per-feature state a command keeps, declared in the command's file, with
/// the value a feature starts with: `session.context[Key.self]` is the current feature's (each
/// feature has its own; `use` switches with the feature).
protocol FeatureStateKey {
  associatedtype Value
  static var initialValue: Value { get }
}
