import Composable

/// A presented value in a case a `@Reducer` enum marks `@ReducerCaseIgnored`: plain state, with
/// no feature behind it, which the shell shows in `state` and nowhere as presented (no panel,
/// no `tree` node, no focus).
enum IgnoredCase {
  static func holds(_ presented: Any) -> Bool {
    guard let listing = presented as? any _IgnoredCaseListing else { return false }
    let name = Mirror(reflecting: presented).children.first?.label ?? String(describing: presented)
    return type(of: listing)._$ignoredCases.contains(name)
  }
}
