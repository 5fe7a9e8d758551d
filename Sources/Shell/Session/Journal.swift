/// The commands that changed state (`send`, `tap`, `dismiss`), with the actions each produced,
/// so that `save` can write the ones still in effect as a script that replays them.
struct Journal {
  struct Entry {
    let feature: String
    let text: String
    let serials: [Int]
    let isSecret: Bool
  }

  private var storage: [Entry] = []
  private var head = 0
  /// Whether older entries were dropped for room (a saved script could not start from the
  /// initial state).
  private(set) var isTrimmed = false

  var entries: ArraySlice<Entry> { storage[head...] }

  mutating func note(
    _ command: Command, text: String, feature: String, serials: [Int], limit: Int,
    isSecret: Bool = false
  ) {
    switch command {
    case .send, .tap, .dismiss, .advance, .pop:
      guard !serials.isEmpty else { return }
    default:
      return
    }
    storage.append(
      Entry(feature: feature, text: text.trimmingBlanks, serials: serials, isSecret: isSecret))
    if storage.count - head > limit {
      head += 1
      isTrimmed = true
      if head >= limit {
        storage.removeFirst(head)
        head = 0
      }
    }
  }

  /// Drops the commands whose actions were undone and then replaced.
  mutating func forget(_ serials: [Int]) {
    guard !serials.isEmpty else { return }
    let dropped = Set(serials)
    storage = entries.filter { $0.serials.allSatisfy { !dropped.contains($0) } }
    head = 0
  }

  /// Drops a feature's commands (after `reset`).
  mutating func forget(feature: String) {
    storage = entries.filter { $0.feature != feature }
    head = 0
  }
}
