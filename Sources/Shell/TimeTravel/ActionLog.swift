import Composable

/// Where a logged action came from, as `log`, the printed lines and `--json` name it: the
/// store's `ActionOrigin` refined by what the shell knows (a sent action was typed with `send`,
/// or came from a `tap` or `dismiss`).
public enum ActionSource: String, Sendable, Codable {
  /// Sent with `send`.
  case sent
  /// Sent back by an effect.
  case received
  /// Sent by tapping a button or dismissing an alert or dialog.
  case tapped

  /// `origin` as the shell logs it; `sendSource` is what a sent action counts as now.
  init(_ origin: ActionOrigin, sendSource: ActionSource) {
    self = origin == .received ? .received : sendSource
  }
}

/// One feature's processed actions with the state after each, for time travel (after Redux
/// DevTools and Elm's debugger): step back and forth without running reducers or effects again.
/// The states stay typed in the feature's host; the log holds the host's ``StateEntry`` for
/// each and asks the host to go back to one.
///
/// Bounded: past `capacity` entries the oldest are dropped (and the host forgets their states),
/// so memory stays flat on long scripts; the state before the oldest kept entry is remembered,
/// so undo still reaches it.
@MainActor
struct ActionLog {
  struct Entry {
    /// 1-based position in the timeline, as `log` shows it.
    let number: Int
    /// Unique for the whole session, never reused: tells replaced entries from their
    /// replacements (for `save`).
    let serial: Int
    let action: Any
    let origin: ActionSource
    /// Where the host keeps the state after it.
    let state: StateEntry
    /// The command that produced it: `undo` and `redo` step over a command's actions together.
    let command: Int
    /// The incrementing uuid generator's count after it (``DependencySettings/uuidCount``).
    let uuidCount: Int
  }

  let capacity: Int
  /// The host that keeps the states.
  private let host: any FeatureHost
  /// The state before the oldest kept entry.
  private var baseState = StateEntry.initial
  /// The uuid generator's count when the feature started, and before the oldest kept entry.
  let initialUUIDCount: Int
  private var baseUUIDCount: Int
  private var storage: [Entry] = []
  private var head = 0
  /// How many kept entries are applied; entries past it were undone.
  private(set) var cursor = 0

  init(host: any FeatureHost, capacity: Int, uuidCount: Int = 0) {
    self.host = host
    self.capacity = max(1, capacity)
    initialUUIDCount = uuidCount
    baseUUIDCount = uuidCount
  }

  /// The state the feature started from.
  var initialState: Any { host.recordedState(.initial)! }

  var entries: ArraySlice<Entry> { storage[head...] }
  /// Where the host keeps the state before the oldest kept entry.
  var stateBeforeEntries: StateEntry { baseState }
  var count: Int { storage.count - head }
  /// The number of the last applied action (0 when none is).
  var position: Int { firstPosition + cursor }
  /// The lowest position `goto` can reach: how many entries were dropped for lack of room.
  private(set) var firstPosition = 0
  /// The highest position `goto` can reach.
  var lastPosition: Int { firstPosition + count }

  /// The command number of the kept entry with `serial`, while it is applied; nil otherwise.
  func appliedCommand(ofSerial serial: Int) -> Int? {
    // Searched from the cursor back: the command that started a running effect is recent.
    for entry in storage[head..<(head + cursor)].reversed() where entry.serial <= serial {
      return entry.serial == serial ? entry.command : nil
    }
    return nil
  }

  /// Records an action; an undone future is dropped first, as an editor drops redo history.
  /// Returns the serials of the dropped entries.
  mutating func record(
    action: Any, origin: ActionSource, state: StateEntry, serial: Int, command: Int,
    uuidCount: Int = 0
  ) -> [Int] {
    var dropped: [Int] = []
    if cursor < count {
      let undone = storage[(head + cursor)...]
      dropped = undone.map(\.serial)
      for entry in undone { host.forgetState(entry.state) }
      storage.removeLast(count - cursor)
    }
    storage.append(
      Entry(
        number: position + 1, serial: serial, action: action, origin: origin,
        state: state, command: command, uuidCount: uuidCount))
    cursor += 1
    if count > capacity {
      host.forgetState(baseState)
      baseState = storage[head].state
      baseUUIDCount = storage[head].uuidCount
      head += 1
      cursor -= 1
      firstPosition += 1
      // Compact now and then, so dropping the oldest stays cheap.
      if head >= capacity {
        storage.removeFirst(head)
        head = 0
      }
    }
    return dropped
  }

  /// The oldest kept entry's serial: older serials were applied and then dropped for room.
  var firstKeptSerial: Int? { entries.first?.serial }

  /// Where the host keeps the state after action `position` (the base when `position` is the
  /// first position).
  func stateEntry(at position: Int) -> StateEntry {
    let index = position - firstPosition
    return index == 0 ? baseState : storage[head + index - 1].state
  }

  /// The uuid generator's count after action `position` (checked to lie in range).
  func uuidCount(at position: Int) -> Int {
    let index = position - firstPosition
    return index == 0 ? baseUUIDCount : storage[head + index - 1].uuidCount
  }

  /// The state after action `position`, for showing it.
  func state(at position: Int) -> Any { host.recordedState(stateEntry(at: position))! }

  /// Puts the host's state back to the one after action `position` (checked to lie in range)
  /// and moves there: no reducer, no effect.
  mutating func travel(to position: Int) throws {
    try host.restoreState(stateEntry(at: position))
    cursor = position - firstPosition
  }

  /// The kept entry at `offset` (0 is the oldest kept), read in place rather than copied.
  private func kept(_ offset: Int) -> Entry { storage[head + offset] }

  /// Where `undo` goes: before every kept action of the command that produced the last applied
  /// one (a 2021-style tap's two actions, a send and what its effects sent back). Nil at the start.
  var undoPosition: Int? {
    guard cursor > 0 else { return nil }
    let command = kept(cursor - 1).command
    var index = cursor - 1
    while index > 0, kept(index - 1).command == command { index -= 1 }
    return firstPosition + index
  }

  /// Where `redo` goes: past every action of the next undone command. Nil when none is undone.
  var redoPosition: Int? {
    guard cursor < count else { return nil }
    let command = kept(cursor).command
    var index = cursor + 1
    while index < count, kept(index).command == command { index += 1 }
    return firstPosition + index
  }

  /// When the state sits between two actions of one command (after `goto`), that command's
  /// first and last positions and where the state is.
  var partialCommand: (start: Int, position: Int, end: Int)? {
    guard cursor > 0, cursor < count else { return nil }
    guard kept(cursor - 1).command == kept(cursor).command else { return nil }
    guard let end = redoPosition, let start = undoPosition else { return nil }
    return (start, position, end)
  }

  /// Serials of the applied entries, for `save`.
  var appliedSerials: Set<Int> { Set(entries.prefix(cursor).map(\.serial)) }

  /// Whether entries were ever dropped for lack of room.
  var hasDropped: Bool { firstPosition > 0 }

  /// Back to the initial state, with nothing logged.
  mutating func reset() throws {
    try host.restoreState(.initial)
    host.forgetState(baseState)
    for entry in entries { host.forgetState(entry.state) }
    storage.removeAll(keepingCapacity: true)
    head = 0
    cursor = 0
    firstPosition = 0
    baseState = .initial
    baseUUIDCount = initialUUIDCount
  }
}
