import Composable

/// What a script has left to assert, as TCA's `TestStore` keeps it: the actions effects sent
/// back that no `receive` has taken yet and the actions the running command sent (where the
/// effects still running were started is each `FeatureContext`'s).
///
/// Off (the default, as today's scripts): blocks, when given, are checked against the fields
/// they name, and nothing else is required. On (`--exhaustive`, `exhaustive on`, as
/// `store.exhaustivity = .on`): every state change must be described, every received action
/// received, no effect may run at the end, and a runtime warning fails the script.
public struct ExhaustiveChecker {
  public var isOn = false

  struct Received {
    let feature: String
    let action: Any
    let before: Any
    let after: Any
    /// Its place on the session's timeline: time travel takes it out of the queue while the
    /// action is undone (``rewind(_:applied:)``).
    let serial: Int
    /// A command ran after it arrived (failing with "Must handle…"): it stays queued, as TCA's
    /// test store keeps it, but the state before it is no longer the last asserted one.
    var passed = false
  }

  /// Received actions not yet asserted, oldest first.
  var received: [Received] = []
  /// The state change the running command's own actions made (not those its effects sent
  /// back): the state before the first and after the last.
  var commandChange: CommandChange?
  /// Whether the running command's change is wanted (exhaustive, or a `{ … }` block to
  /// check): most commands of a loose script check nothing, and keeping the change copies
  /// both states out of every event.
  var watchesCommandChange = false
  /// Runtime warnings reported while on.
  var warnings = 0
  /// Received actions that time travel undid before a `receive` took them, oldest first: a
  /// `redo` that applies one again puts it back in the queue.
  private var undone: [Received] = []

  public init() {}

  /// How many unasserted received actions a non-exhaustive script keeps for `receive`: a timer
  /// left ticking must not grow the queue without bound.
  static let looseLimit = 10_000

  mutating func observe(_ event: HostEvent, feature: String, serial: Int) {
    // A new action drops the feature's redo history: what was undone is never applied again.
    if !undone.isEmpty { undone.removeAll { $0.feature == feature } }
    if event.origin == .received {
      received.append(
        Received(
          feature: feature, action: event.action, before: event.stateBefore,
          after: event.stateAfter, serial: serial))
      if !isOn, received.count >= 2 * Self.looseLimit {
        received.removeFirst(received.count - Self.looseLimit)
      }
    } else if watchesCommandChange {
      if commandChange == nil {
        commandChange = CommandChange(before: event.stateBefore, after: event.stateAfter)
      } else {
        commandChange!.after = event.stateAfter
      }
    }
  }

  /// The states before and after a command's own actions. A struct, not a tuple: a tuple of
  /// two `Any` had its metadata and value witnesses looked up at run time each time it was
  /// copied or destroyed, about 290 instructions of a scripted `send` (docs/performance.md).
  struct CommandChange {
    let before: Any
    var after: Any
  }

  /// A command that failed before its check: its change is neither watched nor kept.
  mutating func stopWatching() {
    watchesCommandChange = false
    commandChange = nil
  }

  /// The received actions of `feature` a command is about to pass over, as they were; they stay
  /// queued, marked as passed (TCA's test store reports them at every `send` until received,
  /// and at the end).
  mutating func passReceived(of feature: String) -> [Received] {
    let kept = received.filter { $0.feature == feature }
    guard !kept.isEmpty else { return [] }
    for index in received.indices where received[index].feature == feature {
      received[index].passed = true
    }
    return kept
  }

  /// Takes the received actions of `feature` out of the queue.
  mutating func takeReceived(of feature: String) -> [Received] {
    let taken = received.filter { $0.feature == feature }
    if !taken.isEmpty { received.removeAll { $0.feature == feature } }
    return taken
  }

  /// After time travel moved `feature` to where only the `applied` serials are in effect: a
  /// received action that is now undone leaves the queue (the state no longer has it, so a
  /// script need not, and cannot, `receive` it), and one applied again (`redo`) comes back,
  /// in the order the actions arrived.
  mutating func rewind(_ feature: String, applied: Set<Int>) {
    var kept: [Received] = []
    var back: [Received] = []
    for item in undone {
      if item.feature == feature, applied.contains(item.serial) {
        back.append(item)
      } else {
        kept.append(item)
      }
    }
    for item in received where item.feature == feature && !applied.contains(item.serial) {
      kept.append(item)
    }
    received.removeAll { $0.feature == feature && !applied.contains($0.serial) }
    if !back.isEmpty {
      received = (received + back).sorted { $0.serial < $1.serial }
    }
    undone = kept
  }
}
