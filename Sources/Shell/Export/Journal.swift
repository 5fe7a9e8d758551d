import Composable

/// The commands that changed state (`send`, `tap`, `dismiss`, `advance`), with the actions each
/// produced, so that `save` can write the ones still in effect as a script that replays them,
/// and can tell when no script could (half a command kept, effects the shell cut off).
@MainActor
struct Journal {
  struct Entry {
    let feature: String
    let text: String
    let serials: Range<Int>
    let isSecret: Bool
    /// Tells entries apart while effects they started are watched.
    let id: Int
    /// How far it moved the test clock (`advance`).
    let clockAdvance: Duration?
    /// A `tap` or `dismiss` made while more than one alert or dialog was up: which one it took
    /// came from what the session showed last, which time travel can make a replay not repeat.
    var chosePresentedByHistory = false
    /// It raised a runtime warning, which fails an exhaustive test and a `TestStore` test.
    var raisedWarning = false
    /// Its wait for its effects ran out of time with one still running (a live clock's timer):
    /// how many actions arrived before then depends on timing, which a replay does not repeat.
    var waitRanOut = false
    /// Some of its actions were undone and then replaced by later ones: the rest are half a
    /// command, which no script can replay.
    var isPartlyReplaced = false
    /// The shell command (`cancel`, `goto`, `undo`, `redo`) that cancelled its running effects:
    /// a replay would let them run to the end.
    var effectsCutBy: String?
    /// The last action logged when its effects were seen to have ended (they ran past the
    /// command): while that action is undone, the session has no effect where a replay would.
    var effectsEndedAfter: Int?

    /// It is an `advance` that moved the test clock.
    var movedClock: Bool { (clockAdvance ?? .zero) > .zero }

    /// The command as messages and saved scripts may show it: a secret's value masked.
    var shownText: String {
      guard isSecret else { return text }
      return BracketPath.leadingWords(text, count: 2) + " ••••"
    }
  }

  private var storage: [Entry] = []
  private var nextID = 0
  /// The entries whose effects were still running when their command ended, with those effects.
  private var watched: [(id: Int, effects: [StoreTask])] = []
  /// Whether some command's effects were ever cut off (time travel looks only then).
  private(set) var hasCutOffEffects = false
  private var head = 0
  /// Whether older entries were dropped for room (a saved script could not start from the
  /// initial state).
  private(set) var isTrimmed = false
  /// The first `advance` whose actions were undone and then replaced by later ones: the test
  /// clock stayed where it moved it (effects sleep on it, so it cannot go back), which no
  /// script of the commands in effect repeats.
  private(set) var replacedAdvance: String?
  /// Each `set date` and `set uuid`, with the id of the last entry noted before it: a script
  /// sets the dependencies once, at its start, so a change after a command it replays would
  /// not be repeated.
  private(set) var dependencyChanges: [(text: String, afterID: Int)] = []

  var entries: ArraySlice<Entry> { storage[head...] }

  mutating func note(
    _ command: any ShellCommand, text: String, feature: String, serials: Range<Int>,
    effects: [StoreTask],
    limit: Int, isSecret: Bool = false, choseByHistory: Bool = false, warned: Bool = false,
    waitRanOut: Bool = false
  ) {
    switch type(of: command).journal {
    case .whenItActs: guard !serials.isEmpty else { return }
    case .always: break
    case .never: return
    }
    nextID += 1
    storage.append(
      Entry(
        feature: feature, text: text.trimmingBlanks, serials: serials, isSecret: isSecret,
        id: nextID, clockAdvance: command.clockAdvance,
        chosePresentedByHistory: choseByHistory, raisedWarning: warned, waitRanOut: waitRanOut))
    // A loop, not `filter`: that allocated an array on every command (which nearly always has
    // no effect still running), and its main-actor closure was checked at run time per call.
    var running: [StoreTask] = []
    for task in effects where !task.isFinished { running.append(task) }
    if !running.isEmpty { watched.append((nextID, running)) }
    if storage.count - head > limit {
      head += 1
      isTrimmed = true
      if head >= limit {
        storage.removeFirst(head)
        head = 0
      }
    }
  }

  /// Drops the commands whose actions were undone and then replaced; marks those that lost only
  /// some of theirs.
  /// A `set date` or `set uuid` (as typed) changed a dependency.
  mutating func noteDependencyChange(_ text: String) {
    dependencyChanges.append((text, nextID))
  }

  mutating func forget(_ serials: [Int]) {
    guard !serials.isEmpty else { return }
    let dropped = Set(serials)
    storage = entries.compactMap { entry in
      let lost = entry.serials.filter(dropped.contains).count
      if lost == 0 { return entry }
      if lost == entry.serials.count {
        if replacedAdvance == nil, entry.movedClock { replacedAdvance = entry.shownText }
        return nil
      }
      var entry = entry
      entry.isPartlyReplaced = true
      return entry
    }
    head = 0
  }

  /// Before the shell cancels a feature's effects: the commands they belong to, marked as cut
  /// off by `verb`, oldest first.
  @discardableResult
  mutating func noteEffectsCut(in feature: String, by verb: String) -> [String] {
    var commands: [String] = []
    var watched = self.watched
    watched.removeAll { watch in
      guard let index = index(of: watch.id) else { return true }
      guard storage[index].feature == feature else { return false }
      if watch.effects.contains(where: { !$0.isFinished }) {
        if storage[index].effectsCutBy == nil { storage[index].effectsCutBy = verb }
        hasCutOffEffects = true
        commands.append(storage[index].shownText)
      }
      return true
    }
    self.watched = watched
    return commands
  }

  /// After time travel moved `feature` to where only `applied` actions are in effect: cancels the
  /// running effects of the commands it undid (some of their actions are no longer applied), and
  /// marks those commands as cut off by `verb`, oldest first. Effects of commands still in
  /// effect keep running, as effects of screens still presented do in TCA: undoing a tap in a
  /// pushed screen must not stop the timer of the screen below it.
  mutating func cutEffects(
    in feature: String, notIn applied: Set<Int>, by verb: String
  ) -> [String] {
    var commands: [String] = []
    var watched = self.watched
    watched.removeAll { watch in
      guard let index = index(of: watch.id) else { return true }
      let entry = storage[index]
      guard entry.feature == feature, entry.serials.contains(where: { !applied.contains($0) })
      else { return false }
      let running = watch.effects.filter { !$0.isFinished }
      if !running.isEmpty {
        if storage[index].effectsCutBy == nil { storage[index].effectsCutBy = verb }
        hasCutOffEffects = true
        commands.append(entry.shownText)
        for effect in running { effect.cancel() }
      }
      return true
    }
    self.watched = watched
    return commands
  }

  /// The serials of the one command of `feature` whose effects outlived it and still run; nil
  /// when none or several do. An action that arrives between commands came from an effect,
  /// and the store does not say which: with one command's effects running, it is that one's.
  func soleCommandRunningEffects(in feature: String) -> Range<Int>? {
    var found: Range<Int>?
    for watch in watched where watch.effects.contains(where: { !$0.isFinished }) {
      guard let index = index(of: watch.id), storage[index].feature == feature else { continue }
      guard found == nil else { return nil }
      found = storage[index].serials
    }
    return found
  }

  /// Whether effects that outlived their command are being watched.
  var isWatchingEffects: Bool { !watched.isEmpty }

  /// Between commands: the watched effects that have ended, noted with the last action logged
  /// (`lastSerial`).
  mutating func noteEndedEffects(lastSerial: Int) {
    guard !watched.isEmpty else { return }
    var watched = self.watched
    watched.removeAll { watch in
      guard let index = index(of: watch.id) else { return true }
      guard watch.effects.allSatisfy(\.isFinished) else { return false }
      storage[index].effectsEndedAfter = lastSerial
      return true
    }
    self.watched = watched
  }

  /// Entries stay in the order of their ids, so a binary search finds one (a long script with
  /// an effect that never ends looks its entry up after every command).
  private func index(of id: Int) -> Int? {
    var low = head
    var high = storage.count
    while low < high {
      let middle = (low + high) / 2
      if storage[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < storage.count && storage[low].id == id ? low : nil
  }

  /// Drops a feature's commands (after `reset`).
  mutating func forget(feature: String) {
    storage = entries.filter { $0.feature != feature }
    head = 0
  }
}
