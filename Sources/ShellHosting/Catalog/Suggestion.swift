/// "Did you mean" suggestions, one rule for every name and value the shell suggests (cases,
/// fields, commands, options, buttons, element ids):
///
/// - a candidate equal to the word but for case; else the one candidate the word starts (it
///   was cut short);
/// - else the candidates a typo away: within an edit distance of a third of the shorter of the
///   two lengths, at least 1 (lengths are whole words, so a long word is never "close" to a
///   short command), or, for a word of 3 letters or more, the candidate it abbreviates (its
///   letters in order, the first and the last the same: `cnt` for `count`);
/// - a suggestion is made only when one candidate stands out: the closest, with no other as
///   close. A word of digits only is never suggested against: numbers (`9` among ids 0, 1, 2)
///   are all an edit or two apart, and no one misspells one as another.
public enum Suggestion {
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let near = self.near(word, in: candidates)
    guard let best = near.first else { return nil }
    guard near.count == 1 || best.distance < near[1].distance else { return nil }
    return best.name
  }

  /// Whether some candidate is a typo away from `word`, even if several are (what masking a
  /// misspelt secret case asks: any of them may be meant).
  public static func isNear(_ word: String, in candidates: [String]) -> Bool {
    !near(word, in: candidates).isEmpty
  }

  /// The candidates close enough to `word` to be what was meant, closest first (see the rule
  /// above), each with its distance.
  private static func near(_ word: String, in candidates: [String]) -> [(
    name: String, distance: Int
  )] {
    let lowered = word.lowercased()
    if let same = candidates.first(where: { $0.lowercased() == lowered }) { return [(same, 0)] }
    guard !word.isEmpty, !word.allSatisfy({ $0.isASCII && $0.isNumber }) else { return [] }
    // A word that starts exactly one candidate was most likely cut short.
    let extensions = candidates.filter {
      $0.lowercased().hasPrefix(lowered) && $0.count > word.count
    }
    if extensions.count == 1 { return [(extensions[0], 0)] }
    let length = lowered.unicodeScalars.count
    var found: [(name: String, distance: Int)] = []
    for candidate in candidates {
      let other = candidate.lowercased()
      let otherLength = other.unicodeScalars.count
      let allowed = max(1, min(length, otherLength) / 3)
      if abbreviates(lowered, other) {
        found.append((candidate, allowed))
        continue
      }
      // The lengths alone need more edits than allowed: no need to count them.
      guard abs(length - otherLength) <= allowed else { continue }
      let distance = editDistance(lowered, other)
      if distance <= allowed { found.append((candidate, distance)) }
    }
    return found.sorted { $0.distance < $1.distance }
  }

  /// Whether `word` (3 letters or more, half the name's at least) is `name` with letters left
  /// out, its first and last kept (`cnt` for `count`, `tgglRead` for `toggleRead`; not `exi`
  /// for `exhaustive`): the way names are shortened, not mistyped.
  private static func abbreviates(_ word: String, _ name: String) -> Bool {
    let length = word.unicodeScalars.count
    guard length >= 3, length < name.unicodeScalars.count,
      length * 2 >= name.unicodeScalars.count,
      word.unicodeScalars.first == name.unicodeScalars.first,
      word.unicodeScalars.last == name.unicodeScalars.last
    else { return false }
    var rest = name.unicodeScalars[...]
    for scalar in word.unicodeScalars {
      guard let index = rest.firstIndex(of: scalar) else { return false }
      rest = rest[rest.index(after: index)...]
    }
    return true
  }

  /// `": did you mean 'x'?"`, or nothing.
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
