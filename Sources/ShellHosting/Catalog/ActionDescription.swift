import Composable

/// A type-erased view of an ``ActionCase``: its name, parameters and child cases, for hosts that
/// list, complete and validate actions without knowing the feature's `Action` type.
public struct ActionDescription: Sendable, Equatable {
  public let name: String
  public let parameters: [ActionParameter]
  public let children: [ActionDescription]
  /// Whether the case holds child cases (reached with a dot) instead of being sendable itself.
  public let isChild: Bool

  public init<Action>(_ actionCase: ActionCase<Action>) {
    self.name = actionCase.name
    self.parameters = actionCase.parameters
    self.children = actionCase.children.map(ActionDescription.init)
    self.isChild = actionCase.isChild
  }

  /// The case's signature as it reads in Swift: `setName(String)`, `login(email: String, password: String)`.
  public var signature: String {
    guard !parameters.isEmpty else { return name }
    let list = parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.typeName }
    return "\(name)(\(list.joined(separator: ", ")))"
  }
}

extension [ActionDescription] {
  /// The case a dotted name (`settings.toggleDarkMode`) reaches, or nil.
  public func find(_ dottedName: String) -> ActionDescription? {
    // Walked by index rather than split: this runs for every `send`, and a split allocates.
    var level = self
    var start = dottedName.startIndex
    while true {
      let end = dottedName[start...].firstIndex(of: ".") ?? dottedName.endIndex
      let component = dottedName[start..<end]
      guard let next = level.first(where: { $0.name == component }) else { return nil }
      guard end < dottedName.endIndex else { return next }
      level = next.children
      start = dottedName.index(after: end)
    }
  }
}
