/// The states a host keeps for time travel, by ``StateEntry``: the initial state, and one state
/// for each processed action, whose entries are handed out in increasing order. Read back typed.
///
/// An array indexed by entry rather than a dictionary: a script records one state and (once
/// the action log is full) forgets the oldest one per action, and hashing an entry into a
/// generic dictionary on both sides cost more than the rest of keeping the state. Forgotten
/// states leave a hole; holes at the front are dropped, so memory follows what the log keeps.
///
/// The states after actions are kept as `Any`, the box the host's event hands its observer
/// anyway: a host runs unspecialised, and an array of `State?` looked up the metadata of
/// `Optional<State>` and of its array's storage on every append and every forget.
struct KeptStates<State> {
  /// States of the entries from `firstID` on; nil where forgotten.
  private var storage: ContiguousArray<Any?> = []
  /// The entry id of `storage[head]`'s slot minus `head`: storage index = id - firstID.
  private var firstID = 1
  /// The first slot that may still hold a state (slots before it are all forgotten).
  private var head = 0
  /// How many slots from `head` on are forgotten. While none is, moving `head` past the oldest
  /// state just forgotten needs no look at the next slot: reading an `Any?` copies its state
  /// (~150 instructions a scripted line).
  private var holes = 0
  // Last: the fields before it lie at offsets that do not depend on `State`.
  private let initial: State

  init(initial: State) {
    self.initial = initial
  }

  subscript(entry: StateEntry) -> State? {
    if entry == .initial { return initial }
    let index = entry.id - firstID
    guard index >= head, index < storage.count else { return nil }
    return storage[index].map { $0 as! State }
  }

  /// Every state kept, the initial one first.
  var values: [State] { [initial] + storage[head...].compactMap { $0.map { $0 as! State } } }
  /// How many states are kept, the initial one included.
  var count: Int { 1 + storage[head...].count { $0 != nil } }

  /// Keeps `state`, a `State`, under a new entry, later than every entry handed out before.
  // Inlined, as `forget`: called out of line, a host's unspecialised code looked up the
  // metadata of `KeptStates<State>` to pass it.
  @inline(__always)
  mutating func append(_ state: Any) -> StateEntry {
    storage.append(state)
    return StateEntry(id: firstID + storage.count - 1)
  }

  /// Drops the state kept under `entry`; the initial state stays.
  @inline(__always)
  mutating func forget(_ entry: StateEntry) {
    guard entry != .initial else { return }
    let index = entry.id - firstID
    // Taken out rather than read and then cleared, so the state is not copied; a slot already
    // forgotten is not counted twice.
    guard index >= head, index < storage.count, storage[index].take() != nil else { return }
    holes += 1
    while holes > 0, head < storage.count, storage[head] == nil {
      head += 1
      holes -= 1
    }
    // Compact once the holes are the larger part, so dropping the oldest stays cheap.
    if head >= 64, head * 2 >= storage.count {
      storage.removeFirst(head)
      firstID += head
      head = 0
    }
  }
}
