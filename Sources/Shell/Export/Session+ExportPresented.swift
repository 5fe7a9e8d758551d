import Composable

extension Session {
  /// Refuses `save --exhaustive` and `save --swift` while a sheet is up or a screen is pushed in
  /// a feature the session used. TCA keeps a long-living effect for each presented child until
  /// it goes away, so an exhaustive test that ends with one still up fails on it
  /// (tca-navigation.md, "TestStore, in these terms"); TCA's tests end by dismissing or
  /// popping, and so must the session. `flag` is the option as typed.
  func refuseOpenPresentations(flag: String) throws(ShellError) {
    for context in contextsInUse where context.host.navigationLifetimeCount > 0 {
      let open = Self.openPresentations(
        in: context.host.state, path: [], styles: context.feature.presentationStyles)
      let what = open.isEmpty ? "a sheet or a pushed screen" : open.joined(separator: " and ")
      throw ShellError(
        "cannot save \(flag): \(context.feature.name) still shows \(what), and a test that ends with it presented fails on its presentation effect, as TCA's does; dismiss or pop it first (see 'sheet' and 'stack'), or save without \(flag)"
      )
    }
  }

  /// `the sheet syncUpsList.addSyncUp`, `the popover destination.duplicate`, `1 screen pushed on
  /// path`: what the root state presents, each child under the style its view shows it with.
  private static func openPresentations(
    in state: Any, path: [String], styles: PresentationStyles
  ) -> [String] {
    var open: [String] = []
    for child in Mirror(reflecting: state).children {
      let label = child.label.map(ShownFields.name) ?? "?"
      let here = path + [label]
      if child.value is StackStateMarker, let stack = child.value as? NavigationElements,
        !stack.navigationIDs.isEmpty
      {
        let count = stack.navigationIDs.count
        let place = here.joined(separator: ".")
        open.append("\(count) screen\(count == 1 ? "" : "s") pushed on \(place)")
      } else if let presentation = child.value as? AnyPresentationState,
        let presented = presentation.presentedValue
      {
        let mirror = Mirror(reflecting: presented)
        let caseName = mirror.displayStyle == .enum ? mirror.children.first?.label : nil
        let value = caseName.map { here + [$0] } ?? here
        let style = styles.style(value: value, slot: here)
        open.append("the \(style.phrase) \(here.joined(separator: "."))")
      } else if Mirror(reflecting: child.value).displayStyle == .struct {
        open += openPresentations(in: child.value, path: here, styles: styles)
      }
    }
    return open
  }
}
