import Composable

/// A screen on a navigation stack (a `StackState` element) found in the state tree: what its
/// panel shows when it is pushed, as a presented sheet shows one.
struct PushedScreen {
  /// The element's path by id (`path[id: 1]`): what tells one push from another.
  let elementPath: String
  /// The screen's state by id, through its case (`path[id: 1].meeting`).
  let valuePath: String
  /// The same by position (`path[1].meeting`), as `stack` numbers it and `focus` takes it.
  let shownPath: String
  let identity: AnyHashable
  /// The screen's state (the element's case payload).
  let value: Any
  /// How many stack or list elements the path goes through (their ids lead each action).
  let elementDepth: Int

  /// Where `FeatureContext.shownChildren` keeps that the screen was shown: apart from the
  /// presentation slots, whose keys are state paths.
  static func key(_ elementPath: String) -> String { "pushed " + elementPath }
}

extension Session {
  /// Prints a screen just pushed: `Pushed: RecordMeeting (path[1].meeting)`, its state, and its
  /// actions by name and signature (sent with `send path[1].meeting.NAME`, or after `focus`);
  /// `tap` is for what is presented over it, so nothing is numbered.
  func showPushed(_ screen: PushedScreen) {
    let name = typeName(type(of: screen.value))
    let feature = name.hasSuffix(".State") ? String(name.dropLast(6)) : name
    var lines = ["Pushed: \(feature) (\(screen.shownPath))"]
    lines += customDump(screen.value).split(separator: "\n").map { "  " + $0 }
    let (plain, valued) = childActions(
      atState: screen.valuePath, elementDepth: screen.elementDepth)
    let names = plain.map(\.name) + valued.map(\.signature)
    if !names.isEmpty {
      lines.append("  send: " + names.joined(separator: ", "))
    }
    renderer.pushedScreen(
      feature, path: screen.shownPath, text: lines.joined(separator: "\n"), feature: current.name)
  }
}
