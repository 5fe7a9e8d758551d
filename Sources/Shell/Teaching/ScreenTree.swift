import Composable

/// What is on screen, as a tree (`tree`): the feature's root, the screens pushed on its stacks
/// (the top one marked), the sheets, covers and popovers presented on each, and the alerts and
/// dialogs attached to the screen that presents them. Of all the screens, one is in front: the
/// last thing presented on the last screen pushed (a sheet covers the stack it is presented
/// over, as SwiftUI draws it); every other screen is marked covered.
struct ScreenTree {
  final class Node {
    enum Kind {
      case root
      /// A screen pushed on a stack; `top` for the stack's last.
      case pushed(top: Bool)
      case presented
      case alert
    }

    let label: String
    let kind: Kind
    var children: [Node] = []

    init(_ label: String, _ kind: Kind) {
      self.label = label
      self.kind = kind
    }

    var isScreen: Bool {
      if case .alert = kind { return false }
      return true
    }

    /// The screen in front in this subtree: the last presented on it, else the top of its stack,
    /// else itself.
    var front: Node {
      if let presented = children.last(where: {
        if case .presented = $0.kind { true } else { false }
      }) {
        return presented.front
      }
      if let top = children.last(where: { if case .pushed = $0.kind { true } else { false } }) {
        return top.front
      }
      return self
    }
  }

  let root: Node

  /// Alert and dialog identities found in presentation slots (so a registered one is not listed
  /// twice).
  private var attachedAlerts: Set<AnyHashable> = []
  private let styles: PresentationStyles

  /// The tree of `state`; `registered` are the alerts and dialogs the registration declares
  /// (a 2021-style `AlertState?` field), attached to the root unless found in a slot.
  init(state: Any, feature: String, styles: PresentationStyles, registered: [PresentedItem]) {
    self.styles = styles
    let name = typeName(type(of: state))
    root = Node("\(name.hasSuffix(".State") ? String(name.dropLast(6)) : name) (\(feature))", .root)
    walk(state, path: [], owner: root, depth: 0)
    for item in registered where !attachedAlerts.contains(item.identity) {
      root.children.append(
        Node("\(item.kind == .alert ? "alert" : "dialog") \"\(item.title)\"", .alert))
    }
  }

  private mutating func walk(_ value: Any, path: [BracketPath.Step], owner: Node, depth: Int) {
    guard depth < 16 else { return }
    if let presentation = value as? AnyPresentationState {
      guard let presented = presentation.presentedValue, !IgnoredCase.holds(presented) else {
        return
      }
      var valuePath = path
      var payload = presented
      let mirror = Mirror(reflecting: presented)
      if mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label {
        valuePath.append(.name(label))
        payload = child.value
      }
      if let buttons = payload as? AnyButtonsState {
        if let ephemeral = payload as? EphemeralState {
          attachedAlerts.insert(ephemeral.presentationID)
        }
        owner.children.append(
          Node(
            "\(buttons.isConfirmationDialog ? "dialog" : "alert") \"\(buttons.titleText)\"",
            .alert))
        return
      }
      let style = styles.style(value: Self.names(valuePath), slot: Self.names(path))
      let name = typeName(type(of: payload))
      let feature = name.hasSuffix(".State") ? String(name.dropLast(6)) : name
      let node = Node(
        "\(style.phrase) \(feature) (\(BracketPath.text(valuePath)))", .presented)
      owner.children.append(node)
      walk(payload, path: valuePath, owner: node, depth: depth + 1)
      return
    }
    if value is StackStateMarker, let elements = value as? NavigationElements {
      let ids = elements.navigationIDs
      for (offset, id) in ids.enumerated() {
        guard let element = elements.navigationElement(at: offset) else { continue }
        let mirror = Mirror(reflecting: element)
        let kind =
          mirror.displayStyle == .enum
          ? (mirror.children.first?.label ?? String(describing: element))
          : typeName(type(of: element))
        let elementPath = path + [.id(id)]
        let node = Node(
          "#\(id) \(kind) (\(BracketPath.text(elementPath)))", .pushed(top: offset == ids.count - 1)
        )
        owner.children.append(node)
        walk(element, path: elementPath, owner: node, depth: depth + 1)
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct?:
      for child in mirror.children {
        guard let label = child.label, !label.hasPrefix("_$") else { continue }
        walk(
          child.value, path: path + [.name(ShownFields.name(label))], owner: owner, depth: depth + 1
        )
      }
    case .enum?:
      if let child = mirror.children.first, let label = child.label {
        walk(child.value, path: path + [.name(label)], owner: owner, depth: depth + 1)
      }
    case .optional?:
      if let child = mirror.children.first {
        walk(child.value, path: path, owner: owner, depth: depth + 1)
      }
    default:
      return
    }
  }

  private static func names(_ path: [BracketPath.Step]) -> [String] {
    path.compactMap { if case .name(let name) = $0 { name } else { nil } }
  }

  /// The tree drawn with branches, each screen's marks after it: `top` (of its stack),
  /// `on screen` (the one in front) or `covered`.
  var lines: [String] {
    let front = root.front
    var lines: [String] = []
    func draw(_ node: Node, lead: String, branch: String) {
      var marks: [String] = []
      if case .pushed(top: true) = node.kind { marks.append("top") }
      if node.isScreen { marks.append(node === front ? "on screen" : "covered") }
      lines.append(
        lead + branch + node.label + (marks.isEmpty ? "" : " [\(marks.joined(separator: ", "))]"))
      let childLead = lead + (branch.isEmpty ? "" : branch == "└─ " ? "   " : "│  ")
      for (index, child) in node.children.enumerated() {
        draw(child, lead: childLead, branch: index == node.children.count - 1 ? "└─ " : "├─ ")
      }
    }
    draw(root, lead: "", branch: "")
    return lines
  }
}
