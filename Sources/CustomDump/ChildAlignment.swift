/// One step of walking two lists of children side by side in a diff.
enum AlignmentStep {
  /// `count` children equal on both sides, from `lhs` and `rhs` onwards.
  case unchanged(lhs: Int, rhs: Int, count: Int)
  /// Children compared with each other; `knownUnequal` spares the diff a second equality test.
  case paired(lhs: Int, rhs: Int, knownUnequal: Bool)
  /// A child only on the old side.
  case removed(lhs: Int)
  /// A child only on the new side.
  case inserted(rhs: Int)
}

/// Alignments for the shapes a diff compares: fields by position or label, collections by a
/// minimal edit script (as custom-dump walks the standard library's `CollectionDifference`),
/// dictionaries and sets by sorted key.
enum ChildAlignment {
  /// Lists aligned by a minimal edit script: elements the script keeps are unchanged, an
  /// element removed at the same step as one is inserted pairs with it, the others are removed
  /// or inserted. Deleting one row of `[1, 2, 3, 4, 5]` shows as one removal, not as every later
  /// row changed.
  static func byMinimalEdit(
    lhsCount: Int, rhsCount: Int, isEquivalent: (Int, Int) -> Bool
  ) -> [AlignmentStep] {
    // The common prefix and suffix are kept by any minimal script; leaving them out keeps the
    // script's work (the standard library's Myers diff, slow per element) to the edited middle.
    // Where several scripts are equally short, the one chosen may differ from custom-dump's.
    let (prefix, suffix) = commonEnds(
      lhsCount: lhsCount, rhsCount: rhsCount, isEquivalent: isEquivalent)
    let difference = (prefix..<rhsCount - suffix).difference(from: prefix..<lhsCount - suffix) {
      isEquivalent($0, $1)
    }
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(prefix + offset)
      case .insert(let offset, _, _): inserted.insert(prefix + offset)
      }
    }
    var steps: [AlignmentStep] = []
    if prefix > 0 { steps.append(.unchanged(lhs: 0, rhs: 0, count: prefix)) }
    var lhs = prefix
    var rhs = prefix
    let lhsEnd = lhsCount - suffix
    let rhsEnd = rhsCount - suffix
    while lhs < lhsEnd || rhs < rhsEnd {
      let isRemoval = lhs < lhsEnd && removed.contains(lhs)
      let isInsertion = rhs < rhsEnd && inserted.contains(rhs)
      switch (isRemoval, isInsertion) {
      case (false, false):
        if isEquivalent(lhs, rhs) {
          if case .unchanged(let start, let rhsStart, let count)? = steps.last {
            steps[steps.count - 1] = .unchanged(lhs: start, rhs: rhsStart, count: count + 1)
          } else {
            steps.append(.unchanged(lhs: lhs, rhs: rhs, count: 1))
          }
        } else {
          steps.append(.paired(lhs: lhs, rhs: rhs, knownUnequal: true))
        }
        lhs += 1
        rhs += 1
      case (true, true):
        steps.append(.paired(lhs: lhs, rhs: rhs, knownUnequal: false))
        lhs += 1
        rhs += 1
      case (true, false):
        steps.append(.removed(lhs: lhs))
        lhs += 1
      case (false, true):
        steps.append(.inserted(rhs: rhs))
        rhs += 1
      }
    }
    if suffix > 0 {
      if case .unchanged(let start, let rhsStart, let count)? = steps.last {
        steps[steps.count - 1] = .unchanged(lhs: start, rhs: rhsStart, count: count + suffix)
      } else {
        steps.append(.unchanged(lhs: lhsEnd, rhs: rhsEnd, count: suffix))
      }
    }
    return steps
  }

  /// A collection of `Identifiable` elements aligned as custom-dump aligns one: an element is
  /// the same as another when equal or of the same identity (`isSameIdentity`), so a row
  /// changed in place pairs with itself, diffed inside, wherever the rows around it moved; a
  /// pair matched by identity alone is paired, never unchanged.
  static func byIdentityOrValue(
    lhsCount: Int, rhsCount: Int, isEqual: (Int, Int) -> Bool,
    isSameIdentity: (Int, Int) -> Bool
  ) -> [AlignmentStep] {
    struct Pair: Hashable {
      let lhs: Int
      let rhs: Int
    }
    var identityOnly = Set<Pair>()
    let steps = byMinimalEdit(lhsCount: lhsCount, rhsCount: rhsCount) { lhs, rhs in
      if isEqual(lhs, rhs) { return true }
      guard isSameIdentity(lhs, rhs) else { return false }
      identityOnly.insert(Pair(lhs: lhs, rhs: rhs))
      return true
    }
    guard !identityOnly.isEmpty else { return steps }
    var refined: [AlignmentStep] = []
    for step in steps {
      guard case .unchanged(let lhsStart, let rhsStart, let count) = step else {
        refined.append(step)
        continue
      }
      for offset in 0..<count {
        let (lhs, rhs) = (lhsStart + offset, rhsStart + offset)
        if identityOnly.contains(Pair(lhs: lhs, rhs: rhs)) {
          refined.append(.paired(lhs: lhs, rhs: rhs, knownUnequal: true))
        } else if case .unchanged(let start, let startRHS, let run)? = refined.last,
          start + run == lhs, startRHS + run == rhs
        {
          refined[refined.count - 1] = .unchanged(lhs: start, rhs: startRHS, count: run + 1)
        } else {
          refined.append(.unchanged(lhs: lhs, rhs: rhs, count: 1))
        }
      }
    }
    return refined
  }

  /// Same-length lists compared position by position, runs of equal children merged.
  static func byIndex(count: Int, isEqual: (Int) -> Bool) -> [AlignmentStep] {
    var steps: [AlignmentStep] = []
    var runStart = 0
    var runLength = 0
    for index in 0..<count {
      if isEqual(index) {
        if runLength == 0 { runStart = index }
        runLength += 1
        continue
      }
      if runLength > 0 {
        steps.append(.unchanged(lhs: runStart, rhs: runStart, count: runLength))
        runLength = 0
      }
      steps.append(.paired(lhs: index, rhs: index, knownUnequal: true))
    }
    if runLength > 0 { steps.append(.unchanged(lhs: runStart, rhs: runStart, count: runLength)) }
    return steps
  }

  /// Lists of any lengths: the common prefix and suffix are unchanged; in between, children are
  /// paired while both sides have some, then the rest are removed or inserted.
  static func byPrefixAndSuffix(
    lhsCount: Int, rhsCount: Int, isEquivalent: (Int, Int) -> Bool
  ) -> [AlignmentStep] {
    let (prefix, suffix) = commonEnds(
      lhsCount: lhsCount, rhsCount: rhsCount, isEquivalent: isEquivalent)
    var steps: [AlignmentStep] = []
    if prefix > 0 { steps.append(.unchanged(lhs: 0, rhs: 0, count: prefix)) }
    let lhsEnd = lhsCount - suffix
    let rhsEnd = rhsCount - suffix
    var lhs = prefix
    var rhs = prefix
    while lhs < lhsEnd && rhs < rhsEnd {
      steps.append(.paired(lhs: lhs, rhs: rhs, knownUnequal: false))
      lhs += 1
      rhs += 1
    }
    while lhs < lhsEnd {
      steps.append(.removed(lhs: lhs))
      lhs += 1
    }
    while rhs < rhsEnd {
      steps.append(.inserted(rhs: rhs))
      rhs += 1
    }
    if suffix > 0 { steps.append(.unchanged(lhs: lhsEnd, rhs: rhsEnd, count: suffix)) }
    return steps
  }

  /// Two lists sorted by key, merged: shared keys pair up, the others are removed or inserted.
  static func bySortedKeys(
    _ lhsKeys: [String], _ rhsKeys: [String], isEqual: (Int, Int) -> Bool
  ) -> [AlignmentStep] {
    var steps: [AlignmentStep] = []
    var lhs = 0
    var rhs = 0
    while lhs < lhsKeys.count || rhs < rhsKeys.count {
      if lhs < lhsKeys.count && rhs < rhsKeys.count && lhsKeys[lhs] == rhsKeys[rhs] {
        steps.append(
          isEqual(lhs, rhs)
            ? .unchanged(lhs: lhs, rhs: rhs, count: 1)
            : .paired(lhs: lhs, rhs: rhs, knownUnequal: true))
        lhs += 1
        rhs += 1
      } else if rhs == rhsKeys.count || (lhs < lhsKeys.count && lhsKeys[lhs] < rhsKeys[rhs]) {
        steps.append(.removed(lhs: lhs))
        lhs += 1
      } else {
        steps.append(.inserted(rhs: rhs))
        rhs += 1
      }
    }
    return steps
  }

  /// Two ordered lists of keyed entries (a `StackState`'s `#0: …, #1: …`), aligned by a minimal
  /// edit script over their keys: an entry whose key stays where it is pairs with itself, and is
  /// unchanged when `isEqual` says so; the others are removed or inserted in place.
  static func byOrderedKeys(
    _ lhsKeys: [String], _ rhsKeys: [String], isEqual: (Int, Int) -> Bool
  ) -> [AlignmentStep] {
    let byKey = byMinimalEdit(lhsCount: lhsKeys.count, rhsCount: rhsKeys.count) {
      lhsKeys[$0] == rhsKeys[$1]
    }
    var steps: [AlignmentStep] = []
    for step in byKey {
      guard case .unchanged(let lhsStart, let rhsStart, let count) = step else {
        steps.append(step)
        continue
      }
      for offset in 0..<count {
        let (lhs, rhs) = (lhsStart + offset, rhsStart + offset)
        guard isEqual(lhs, rhs) else {
          steps.append(.paired(lhs: lhs, rhs: rhs, knownUnequal: true))
          continue
        }
        if case .unchanged(let start, let startRHS, let run)? = steps.last,
          start + run == lhs, startRHS + run == rhs
        {
          steps[steps.count - 1] = .unchanged(lhs: start, rhs: startRHS, count: run + 1)
        } else {
          steps.append(.unchanged(lhs: lhs, rhs: rhs, count: 1))
        }
      }
    }
    return steps
  }

  /// Whether the walk found any difference at all.
  static func hasChanges(_ steps: [AlignmentStep]) -> Bool {
    steps.contains {
      if case .unchanged = $0 { return false }
      return true
    }
  }

  /// How many children the two lists share at their start, and then at their end (not
  /// overlapping the start).
  private static func commonEnds(
    lhsCount: Int, rhsCount: Int, isEquivalent: (Int, Int) -> Bool
  ) -> (prefix: Int, suffix: Int) {
    let shorter = min(lhsCount, rhsCount)
    var prefix = 0
    while prefix < shorter && isEquivalent(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
      && isEquivalent(lhsCount - 1 - suffix, rhsCount - 1 - suffix)
    {
      suffix += 1
    }
    return (prefix, suffix)
  }
}
