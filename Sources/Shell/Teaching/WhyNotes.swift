import Composable

/// The decisions TCA made during one command, one line each, every line starting `why:`
/// (`set notes on`). Read from the command's actions and the states around each, as the log
/// keeps them: what the shell already knows, said in words a lesson uses.
///
/// The rules follow TCA's documented behaviour (docs/alerts.md, docs/navigation.md):
/// - the 2021 style sends an alert's dismiss action, then its button's (iOS 14/15's order);
/// - `ifLet` dismisses an alert or dialog after its action unless the parent presented a new
///   one (a new id) during that action, which then stays;
/// - `ifLet` and `forEach` give a child's action to the child's reducer before the parent's;
/// - a delegate action is a child telling its parent what happened.
/// (Effects cancelled by a dismissal or a pop are said where they are counted: see
/// `Session.reportCancelled`.)
enum WhyNotes {
  /// One processed action and the states around it.
  struct Event {
    let action: Any
    let origin: ActionSource
    let before: Any
    let after: Any
  }

  static func lines(for events: [Event]) -> [String] {
    var lines: [String] = []
    func add(_ line: String) { if !lines.contains(line) { lines.append(line) } }
    for (index, event) in events.enumerated() {
      let action = OneLineDump.action(customDump(event.action))
      let before = PresentedAlerts(in: event.before)
      let after = PresentedAlerts(in: event.after)
      if event.origin == .tapped, index + 1 < events.count, events[index + 1].origin == .tapped,
        !action.contains(".presented("), !action.contains(".dismiss"),
        let gone = before.missing(from: after)
      {
        add(
          "why: the 2021 style sent the \(gone.kind)'s dismiss action first (\(caseName(action))), then the button's (\(caseName(OneLineDump.action(customDump(events[index + 1].action))))), as iOS 14/15 did"
        )
      }
      if let slot = innermostSlot(before: "presented", in: action) {
        ephemeral(before, after, add: add)
        if !PresentedAlerts.kinds.contains(slot) {
          add(
            "why: ifLet ran the child's reducer (\(slot)) before the parent's"
          )
        }
      }
      if action.contains(".element(id:") {
        add("why: forEach ran the element's reducer before the parent's")
      }
      if let delegate = segment(".delegate(", in: action) {
        add(
          "why: a delegate action told the parent: \(delegate)"
        )
      }
    }
    return lines
  }

  /// After an alert's or a dialog's action went through `ifLet`: it was dismissed (the same one
  /// was still there), or a new one the parent presented stayed.
  private static func ephemeral(
    _ before: PresentedAlerts, _ after: PresentedAlerts, add: (String) -> Void
  ) {
    for (path, old) in before.byPath {
      guard let new = after.byPath[path] else {
        add(
          "why: ifLet dismissed the \(old.kind) after its action: the parent left it as it was"
        )
        continue
      }
      if new.id != old.id {
        add(
          "why: ifLet kept the new \(new.kind): the parent presented it during this action (a new id)"
        )
      }
    }
  }

  /// The case named just before `.name(` in a one-line action, the innermost such place
  /// (`alert` in `AlertsModern.Action.alert(.presented(.ok))`).
  private static func innermostSlot(before name: String, in action: String) -> String? {
    guard let range = action.range(of: "(.\(name)(", options: .backwards) else { return nil }
    let head = action[..<range.lowerBound]
    let start = head.lastIndex(where: { $0 == "." }).map(head.index(after:)) ?? head.startIndex
    let slot = String(head[start...])
    return slot.isEmpty ? nil : slot
  }

  /// `.delegate(.startMeeting)` out of the whole action: from `marker` to its closing bracket.
  private static func segment(_ marker: String, in action: String) -> String? {
    guard let start = action.range(of: marker) else { return nil }
    var depth = 0
    var index = start.lowerBound
    while index < action.endIndex {
      let character = action[index]
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 { return String(action[start.lowerBound...index]) }
      }
      index = action.index(after: index)
    }
    return nil
  }

  /// `alertDismissed` out of `Alerts.Action.alertDismissed`.
  private static func caseName(_ action: String) -> String {
    let head = action.split(separator: "(", maxSplits: 1).first.map(String.init) ?? action
    return head.split(separator: ".").last.map(String.init) ?? head
  }
}

/// The alerts and dialogs a state holds, by state path, with their ids (their identity: `==`
/// ignores it, so the id tells a new alert from the one that was there).
struct PresentedAlerts {
  struct Found: Equatable {
    let id: AnyHashable
    /// `alert` or `dialog`.
    let kind: String
  }

  /// The fields that hold an alert or a dialog in TCA's spelling.
  static let kinds: Set<String> = ["alert", "confirmationDialog", "dialog", "actionSheet"]

  private(set) var byPath: [String: Found] = [:]

  init(in state: Any) {
    walk(state, path: "", depth: 0)
  }

  /// The first one here (in path order) that `other` no longer holds at its place.
  func missing(from other: PresentedAlerts) -> Found? {
    byPath.keys.sorted().lazy.compactMap { path in
      other.byPath[path] == nil ? self.byPath[path] : nil
    }.first
  }

  private mutating func walk(_ value: Any, path: String, depth: Int) {
    // A state is small where a lesson looks; a deep or wide one is not searched to the end.
    guard depth < 12 else { return }
    let value = representedValue(value)
    let name = typeName(type(of: value))
    let mirror = Mirror(reflecting: value)
    // The dumper's name of the type drops its generic arguments.
    for (type, kind) in [("AlertState", "alert"), ("ConfirmationDialogState", "dialog")]
    where name == type || name.hasPrefix(type + "<") {
      if let id = mirror.children.first(where: { $0.label == "id" })?.value as? AnyHashable {
        byPath[path.isEmpty ? "state" : path] = Found(id: id, kind: kind)
      }
      return
    }
    for (index, child) in mirror.children.prefix(200).enumerated() {
      let component: String
      switch mirror.displayStyle {
      case .optional: component = ""
      case .collection, .set, .dictionary: component = "[\(index)]"
      default:
        guard let label = child.label, !label.hasPrefix("_$") else { continue }
        component = mirror.displayStyle == .enum ? label : ShownFields.name(label)
      }
      let next =
        component.isEmpty
        ? path
        : component.hasPrefix("[")
          ? path + component : path.isEmpty ? component : path + "." + component
      walk(child.value, path: next, depth: depth + 1)
    }
  }
}
