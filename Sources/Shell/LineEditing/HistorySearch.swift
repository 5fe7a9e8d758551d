/// Ctrl-R: the incremental search back through history, as a state apart from libedit.
///
/// libedit's own search (`em-inc-search-prev`) reads its keys inside one `el_gets` call, which
/// holds the main actor for as long as the search is open: effects froze, and a timer's ticks
/// were late or lost. This search reads its keys between `el_gets` calls like any other key
/// (see `LineEditor.readLine`), so effects run and print above it meanwhile.
struct HistorySearch: Equatable {
  /// The line as it was when the search began (Ctrl-G puts it back).
  let original: String
  /// What was typed since Ctrl-R.
  private(set) var pattern = ""
  /// The entry shown: an index into the history, oldest first; nil before any match.
  private(set) var match: Int?
  /// Whether the pattern matches nothing from where the search stands.
  private(set) var failed = false

  init(original: String) { self.original = original }

  /// The prompt shown while searching: `bck:incr> `, `bck?zzzz> ` when nothing matches.
  var prompt: String { (failed ? "bck?" : "bck:") + pattern + "> " }

  /// The line shown: the match, or the original line before any.
  func line(in entries: [String]) -> String {
    match.map { entries[$0] } ?? original
  }

  /// Typed text joins the pattern; the search goes on from the match shown (which may still
  /// match), else from the newest entry.
  mutating func type(_ text: String, in entries: [String]) {
    pattern += text
    find(from: match ?? entries.count - 1, in: entries)
  }

  /// Backspace: one character less, searched again from the newest entry.
  mutating func erase(in entries: [String]) {
    guard !pattern.isEmpty else { return }
    pattern.removeLast()
    match = nil
    if pattern.isEmpty {
      failed = false
      return
    }
    find(from: entries.count - 1, in: entries)
  }

  /// Ctrl-R again: the next older entry that matches.
  mutating func older(in entries: [String]) {
    guard !pattern.isEmpty else { return }
    find(from: (match ?? entries.count) - 1, in: entries)
  }

  /// The newest entry at or before `start` holding the pattern; a failed search keeps the
  /// match it had.
  private mutating func find(from start: Int, in entries: [String]) {
    var index = min(start, entries.count - 1)
    while index >= 0 {
      if entries[index].contains(pattern) {
        match = index
        failed = false
        return
      }
      index -= 1
    }
    failed = true
  }
}
