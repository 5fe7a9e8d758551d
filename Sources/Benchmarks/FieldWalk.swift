import Composable

/// `fieldwalk`: the dumper's struct fast path reads fields by raw offset (``StructLayout``, its
/// layout from the standard library's `_forEachField`); issue 11 asked whether the key-path
/// field walk (`_forEachFieldWithKeyPath`) should replace it. Both are measured here in the same
/// run, on what a dump does: work out a type's fields once, then read every field of a value it
/// only sees as `Any`.
func benchmarkFieldWalk() {
  let repeats = 10_000
  let row = LargeState.Row(id: 7, title: "Item 7", isDone: false, priority: 1.5)
  let large = LargeState.make(count: 10_000)

  // Working out a type's fields (cached per type by both, so paid once a type).
  let rawLayout = fastest(runs: 5) {
    for _ in 0..<repeats { blackHole(structFields(of: LargeState.Row.self)) }
  }
  let keyPathLayout = fastest(runs: 5) {
    for _ in 0..<repeats { blackHole(fieldKeyPaths(of: LargeState.Row.self)) }
  }
  compare(
    "Fields of a 4-field struct, worked out once a type", keyPathLayout / Double(repeats),
    rawLayout / Double(repeats))

  let layout = structLayout(of: LargeState.Row.self)!
  let typedPaths = fieldKeyPaths(of: LargeState.Row.self).map(\.keyPath)
  let anyPaths: [AnyKeyPath] = typedPaths
  precondition(typedPaths.count == 4 && layout.allValues(of: row)?.count == 4)

  // One value seen as `Any`, as the dumper sees it: raw loads against key paths applied to
  // `Any` (what a dumper caching `AnyKeyPath`s per type would do), and against key paths on a
  // statically typed value (the key paths' best case, not open to a dumper).
  let boxed: Any = row
  let raw = fastest(runs: 5) {
    for _ in 0..<repeats { blackHole(layout.allValues(of: boxed)) }
  }
  let keyPathsOnAny = fastest(runs: 5) {
    for _ in 0..<repeats { blackHole(anyPaths.map { boxed[keyPath: $0] as Any }) }
  }
  let keyPathsTyped = fastest(runs: 5) {
    for _ in 0..<repeats { blackHole(typedPaths.map { row[keyPath: $0] }) }
  }
  compare(
    "Read a 4-field struct's fields, key paths on Any", keyPathsOnAny / Double(repeats),
    raw / Double(repeats))
  compare(
    "Read a 4-field struct's fields, typed key paths", keyPathsTyped / Double(repeats),
    raw / Double(repeats))

  // Every field of the 10,000-row state: the state's own fields, then each row's.
  let stateLayout = structLayout(of: LargeState.self)!
  let statePaths: [AnyKeyPath] = fieldKeyPaths(of: LargeState.self).map(\.keyPath)
  let state: Any = large
  var rawCount = 0
  let rawLarge = fastest(runs: 5) {
    rawCount = 0
    let top = stateLayout.allValues(of: state)!
    for element in top[0] as! [LargeState.Row] {
      rawCount += layout.allValues(of: element as Any)!.count
    }
  }
  var keyPathCount = 0
  let keyPathLarge = fastest(runs: 5) {
    keyPathCount = 0
    let top = statePaths.map { state[keyPath: $0] as Any }
    for element in top[0] as! [LargeState.Row] {
      let value: Any = element
      keyPathCount += anyPaths.map { value[keyPath: $0] as Any }.count
    }
  }
  precondition(rawCount == 40_000 && keyPathCount == 40_000)
  compare("Read every field of the 10,000-row state, key paths on Any", keyPathLarge, rawLarge)
}

private func compare(_ name: String, _ keyPaths: Double, _ raw: Double) {
  report(
    name, duration(keyPaths), baseline: "raw loads " + duration(raw),
    ratio: format(keyPaths / raw, 2) + "x the raw loads", target: "faster than raw loads",
    met: keyPaths < raw)
}
