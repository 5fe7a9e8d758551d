import Composable

/// A registration's presentation styles: which presented child features its views show other
/// than as a sheet, checked against the state's type.
///
/// A key is a presented child's place written as the shell writes state paths, without element
/// ids, or the end of it from the field that holds the `@PresentationState`, as the view that
/// holds it names it: `"destination.edit"` is the `edit` case of a `destination` field wherever
/// it is (`path[id: 0].detail.destination.edit`); `"destination"` is every case of it;
/// `"syncUpsList.addSyncUp"` a field from the root. When several keys fit a child, the one
/// naming its case wins over one naming only its field, then the longer.
public struct PresentationStyles: Sendable {
  private let entries: [(names: [String], style: PresentationStyle)]
  /// Keys that name no place of the state that can hold a child feature, one line each
  /// (`"destination.edti": no presented child feature of Inventory.State is there (…)`).
  public let problems: [String]

  /// No styles: every child is a sheet.
  public static let none = PresentationStyles(entries: [], problems: [])

  private init(entries: [(names: [String], style: PresentationStyle)], problems: [String]) {
    self.entries = entries
    self.problems = problems
  }

  /// Checks each key of `styles` against the places of `state` that can hold a child feature
  /// (read from its type: ``PresentedChildPlaces``); the state's type is walked only when there
  /// are keys.
  init(_ styles: [String: PresentationStyle], of state: Any.Type) {
    guard !styles.isEmpty else {
      self = .none
      return
    }
    let places = PresentedChildPlaces.places(in: state)
    var entries: [(names: [String], style: PresentationStyle)] = []
    var problems: [String] = []
    for (key, style) in styles.sorted(by: { $0.key < $1.key }) {
      let names = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      if names.contains(where: { $0.isEmpty || $0.contains("[") || $0.contains(" ") }) {
        problems.append(
          "\"\(key)\": write a presented child's place as field and case names joined by dots, without element ids (\"destination.edit\")"
        )
      } else if !places.contains(where: { Self.rank(names, $0) != nil }) {
        let known = places.map { $0.value.joined(separator: ".") }
        let list = known.isEmpty ? "it has none" : "they are at " + known.joined(separator: ", ")
        problems.append(
          "\"\(key)\": no presented child feature of \(typeName(state)) is there (\(list))")
      } else {
        entries.append((names, style))
      }
    }
    self.init(entries: entries, problems: problems)
  }

  /// The style of the child presented at `value` (its state path's names, without element
  /// ids: `["path", "detail", "destination", "edit"]`) from the field at `slot`: sheet when no
  /// key fits.
  public func style(value: [String], slot: [String]) -> PresentationStyle {
    guard !entries.isEmpty else { return .sheet }
    let place = PresentedChildPlace(slot: slot, value: value)
    let best = entries.compactMap { entry in Self.rank(entry.names, place).map { ($0, entry) } }
      .max { $0.0 < $1.0 }
    return best?.1.style ?? .sheet
  }

  /// How well `key` fits `place`, higher is better; nil when it does not.
  private static func rank(_ key: [String], _ place: PresentedChildPlace) -> Int? {
    if place.value.count >= key.count, Array(place.value.suffix(key.count)) == key {
      return 1000 + key.count
    }
    if place.slot.count >= key.count, Array(place.slot.suffix(key.count)) == key {
      return key.count
    }
    return nil
  }
}
