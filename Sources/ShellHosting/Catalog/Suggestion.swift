/// "Did you mean" suggestions: the one candidate the word is a prefix of, or else the closest
/// candidate by edit distance when it is close enough to be a typo: at most a third of the
/// shorter of the two lengths, at least 1 edit. Lengths are whole words, so a long word is never
/// "close" to a short command.
public enum Suggestion {
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
    // A word that starts exactly one candidate was most likely cut short.
    let extensions = candidates.filter {
      $0.lowercased().hasPrefix(lowered) && $0.count > word.count
    }
    if !word.isEmpty, extensions.count == 1 { return extensions[0] }
    let length = lowered.unicodeScalars.count
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let other = candidate.lowercased()
      let allowed = max(1, min(length, other.unicodeScalars.count) / 3)
      // The lengths alone need more edits than allowed: no need to count them.
      guard abs(length - other.unicodeScalars.count) <= allowed else { continue }
      let distance = editDistance(lowered, other)
      if distance <= allowed, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// `" (did you mean 'x'?)"`, or nothing.
  public static func hint(for word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { ": did you mean '\($0)'?" } ?? ""
  }

  /// Damerau–Levenshtein distance (adjacent transpositions count as one edit).
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
