import Composable

/// How the shell shows what a feature presents, and which presented thing a `tap` or `dismiss`
/// means: the one presented most recently.
struct PresentationView {
  /// Identity last seen per presentation slot, and when it appeared (a counter).
  private var seen: [Int: (identity: AnyHashable, order: Int)] = [:]
  private var clock = 0
  /// When each identity was first seen after a command: time travel that brings an item back
  /// gives it its old place, so "most recent" follows the timeline, as a replay sees it.
  private var firstSeen: [AnyHashable: Int] = [:]
  /// Identities first seen after time travel: where they sit in the timeline is not known.
  private var seenOnlyByTravel: Set<AnyHashable> = []

  /// The items presented now whose identity differs from the last look, and records them.
  /// `afterTravel`: the state was put back by `undo`, `redo`, `goto` or `reset`.
  mutating func newlyPresented(in items: [PresentedItem], afterTravel: Bool = false)
    -> [PresentedItem]
  {
    if items.isEmpty && seen.isEmpty { return [] }
    var fresh: [PresentedItem] = []
    var next: [Int: (identity: AnyHashable, order: Int)] = [:]
    for item in items {
      if let old = seen[item.slot], old.identity == item.identity {
        next[item.slot] = old
      } else if let order = firstSeen[item.identity] {
        next[item.slot] = (item.identity, order)
        fresh.append(item)
      } else {
        clock += 1
        next[item.slot] = (item.identity, clock)
        firstSeen[item.identity] = clock
        if afterTravel { seenOnlyByTravel.insert(item.identity) }
        fresh.append(item)
      }
    }
    seen = next
    return fresh
  }

  /// The presented item a `tap` or `dismiss` acts on: the most recently presented.
  func target(in items: [PresentedItem]) -> PresentedItem? {
    items.max { (seen[$0.slot]?.order ?? 0) < (seen[$1.slot]?.order ?? 0) }
  }

  /// Whether a replay of the commands in effect would choose the same target: true unless
  /// several items are up and one of them was first seen after time travel.
  func targetIsReplayable(in items: [PresentedItem]) -> Bool {
    items.count <= 1 || !items.contains { seenOnlyByTravel.contains($0.identity) }
  }

  /// `alert "Alert!"` / `dialog "Action sheet"`, for messages.
  static func name(_ item: PresentedItem) -> String {
    "\(item.kind == .alert ? "alert" : "dialog") \(item.title.debugDescription)"
  }

  /// The 0-based button a `tap` names, or a message saying what would be right.
  static func button(_ target: Command.TapTarget, of item: PresentedItem, typed: String? = nil)
    throws(ShellError) -> Int
  {
    let list = item.buttons.enumerated().map { "\($0.offset + 1) \($0.element.label)" }
      .joined(separator: ", ")
    switch target {
    case .number(let number):
      guard item.buttons.indices.contains(number - 1) else {
        let range = item.buttons.count == 1 ? "1" : "1 to \(item.buttons.count)"
        throw ShellError(
          "no button \(typed ?? String(number)) on \(name(item)): choose \(range) (\(list))")
      }
      return number - 1
    case .title(let title):
      let matches = item.buttons.indices.filter {
        item.buttons[$0].label.lowercased() == title.lowercased()
      }
      if matches.count == 1 { return matches[0] }
      if matches.count > 1 {
        let numbers = matches.map { String($0 + 1) }.joined(separator: " or ")
        throw ShellError(
          "\(matches.count) buttons on \(name(item)) are titled '\(title)': tap by number (\(numbers))"
        )
      }
      let hint = Suggestion.hint(for: title, in: item.buttons.map(\.label))
      throw ShellError("no button '\(title)' on \(name(item))\(hint) (buttons: \(list))")
    }
  }
}
