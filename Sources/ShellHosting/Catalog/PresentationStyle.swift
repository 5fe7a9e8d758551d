/// How a view shows a child feature held in a `@PresentationState`. In TCA the view decides it,
/// not the reducer (`.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`,
/// `.navigationDestination(item:)` over the same `$store.scope(state:action:)`), so a
/// registration says it with ``Feature``'s `presentationStyles`; a child it does not name is a
/// sheet.
public enum PresentationStyle: String, CaseIterable, Sendable {
  case sheet
  case fullScreenCover
  case popover
  case navigationDestination

  /// The heading a presented child prints under (`Full-screen cover: SyncUpForm (…)`).
  public var title: String {
    switch self {
    case .sheet: "Sheet"
    case .fullScreenCover: "Full-screen cover"
    case .popover: "Popover"
    case .navigationDestination: "Navigation destination"
    }
  }

  /// The style inside a sentence (`no action 4 on the popover destination.duplicate`).
  public var phrase: String { title.lowercased() }

  /// The `kind` of a `presented` event in `--json` output: the case's name (`fullScreenCover`).
  public var jsonKind: String { rawValue }
}
