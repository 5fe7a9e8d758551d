import Composable

/// A type-erased view of an ``ActionCase``: its name, parameters and child cases, for hosts that
/// list, complete and validate actions without knowing the feature's `Action` type.
public struct ActionDescription: Sendable, Equatable {
  public let name: String
  public let parameters: [ActionParameter]
  public let children: [ActionDescription]
  /// Whether the case holds child cases (reached with a dot) instead of being sendable itself.
  public let isChild: Bool
  /// Why the case is listed but cannot be sent (`the shell cannot build an IdentifiedArray
  /// value`, an `indirect` case), or nil: what `actions` marks and `send` refuses in one line.
  public let notSendable: String?
  /// For an element case, its types (see ``ElementCaseTypes``); nil for any other case.
  public let elementTypes: ElementCaseTypes?

  public init<Action>(_ actionCase: ActionCase<Action>) {
    self.name = actionCase.name
    self.parameters = actionCase.parameters
    self.children = actionCase.children.map(ActionDescription.init)
    self.isChild = actionCase.isChild
    self.notSendable =
      actionCase.notSendable ?? actionCase.parameters.lazy.compactMap(\.kind.unbuildable).first
    self.elementTypes = actionCase.elementTypes
  }

  /// The case's signature as it reads in Swift: `setName(String)`,
  /// `login(email: String, password: Redacted<String>)` (a secret shows its `Redacted`).
  public var signature: String { signature(droppingFirst: 0) }

  /// The signature without the first `count` parameters: as an element's action is written
  /// after its element's path (`rows[0].setTitle(String)`, its id given by the brackets).
  public func signature(droppingFirst count: Int) -> String {
    let shown = parameters.dropFirst(count)
    guard !shown.isEmpty else { return name }
    let list = shown.map { ($0.label.map { "\($0): " } ?? "") + $0.signatureTypeName }
    return "\(name)(\(list.joined(separator: ", ")))"
  }
}

extension [ActionDescription] {
  /// The case a dotted name (`settings.toggleDarkMode`) reaches, or nil.
  public func find(_ dottedName: String) -> ActionDescription? {
    // Most names are one case's: compared whole, String to String, the fast comparison.
    // By index: a closure given each case would copy (retain) all its fields.
    if !dottedName.utf8.contains(UInt8(ascii: ".")) {
      for index in indices where self[index].name == dottedName { return self[index] }
      return nil
    }
    // Walked by index rather than split: this runs for every `send`, and a split allocates.
    var level = self
    var start = dottedName.startIndex
    while true {
      // On the bytes: a `Character` search checks grapheme breaks at every step.
      let end = dottedName.utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? dottedName.endIndex
      let component = dottedName[start..<end]
      guard let next = level.first(where: { $0.name == component }) else { return nil }
      guard end < dottedName.endIndex else { return next }
      level = next.children
      start = dottedName.index(after: end)
    }
  }
}

extension [ActionDescription] {
  /// The case named `name` at this level, or, as TCA's case key paths skip a presentation's
  /// `presented` (`\.destination.edit`), the case of that name inside `presented`: the names
  /// walked (`["edit"]` or `["presented", "edit"]`) and the level below. Nil when neither has it.
  public func step(into name: some StringProtocol) -> (names: [String], level: [ActionDescription])?
  {
    if let next = first(where: { $0.name == name }) { return ([next.name], next.children) }
    guard let presented = first(where: { $0.name == "presented" }),
      let next = presented.children.first(where: { $0.name == name })
    else { return nil }
    return (["presented", next.name], next.children)
  }
}
