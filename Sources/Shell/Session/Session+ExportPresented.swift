import Composable

extension Session {
  /// Refuses `save --exhaustive` and `save --swift` while a sheet is up or a screen is pushed in
  /// a feature the session used. TCA keeps a long-living effect for each presented child until
  /// it goes away, so an exhaustive test that ends with one still up fails on it
  /// (tca-navigation.md, "TestStore, in these terms"); TCA's tests end by dismissing or
  /// popping, and so must the session. `flag` is the option as typed.
  func refuseOpenPresentations(flag: String) throws(ShellError) {
    for context in contextsInUse where context.host.navigationLifetimeCount > 0 {
      let open = Self.openPresentations(in: context.host.state)
      let what = open.isEmpty ? "a sheet or a pushed screen" : open.joined(separator: " and ")
      throw ShellError(
        "cannot save \(flag): \(context.feature.name) still shows \(what), and a test that ends with it presented fails on its presentation effect, as TCA's does; dismiss or pop it first (see 'sheet' and 'stack'), or save without \(flag)"
      )
    }
  }

  /// `the sheet syncUpsList.addSyncUp`, `1 screen pushed on path`: what the root state presents.
  private static func openPresentations(in state: Any) -> [String] {
    var open: [String] = []
    for child in Mirror(reflecting: state).children {
      let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
      if child.value is StackStateMarker, let stack = child.value as? NavigationElements,
        !stack.navigationIDs.isEmpty
      {
        let count = stack.navigationIDs.count
        open.append("\(count) screen\(count == 1 ? "" : "s") pushed on \(label)")
      } else if let presentation = child.value as? AnyPresentationState,
        presentation.presentedValue != nil
      {
        open.append("the sheet \(label)")
      } else if Mirror(reflecting: child.value).displayStyle == .struct {
        open += openPresentations(in: child.value).map { item in
          item.hasPrefix("the sheet ") ? "the sheet \(label).\(item.dropFirst(10))" : item
        }
      }
    }
    return open
  }
}
