import Composable

/// A type-erased view of an ``ActionCase``: its name, parameters and child cases, for hosts that
/// list, complete and validate actions without knowing the feature's `Action` type.
///
/// An immutable class, equal by its contents: a catalog is read once and then only walked, and
/// a case handed on is one reference to retain, not six fields (~200 instructions a `send`).
public final class ActionDescription: Sendable, Equatable {
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

  public static func == (lhs: ActionDescription, rhs: ActionDescription) -> Bool {
    lhs === rhs
      || (lhs.name == rhs.name && lhs.parameters == rhs.parameters
        && lhs.children == rhs.children && lhs.isChild == rhs.isChild
        && lhs.notSendable == rhs.notSendable && lhs.elementTypes == rhs.elementTypes)
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
    location(of: dottedName).map { $0.level[$0.index] }
  }

  /// Whether a dotted name reaches a case: ``find(_:)`` without copying the case out (a copy
  /// retains and releases all its fields, ~230 instructions a `send`).
  public func hasCase(_ dottedName: String) -> Bool {
    location(of: dottedName) != nil
  }

  /// Where the case of this level named `name` is, or nil. By index: a closure given each case
  /// (`first(where:)`) would copy (retain) all its fields.
  public func firstIndex(named name: some StringProtocol) -> Int? {
    for index in indices where self[index].name == name { return index }
    return nil
  }

  /// ``firstIndex(named:)`` for a `String`: compared String to String, the fast comparison
  /// (the generic one goes through `StringProtocol`, ~100 instructions a send more).
  public func firstIndex(named name: String) -> Int? {
    for index in indices where self[index].name == name { return index }
    return nil
  }

  /// The level holding the case a dotted name reaches, and its index there.
  private func location(of dottedName: String) -> (level: [ActionDescription], index: Int)? {
    // Most names are one case's: compared whole, String to String, the fast comparison; the
    // dot looked for on the bytes (`utf8.contains` steps an index a byte, ~300 instructions).
    if !dottedName.containsASCII(UInt8(ascii: ".")) {
      return firstIndex(named: dottedName).map { (self, $0) }
    }
    // Walked by index rather than split: this runs for every `send`, and a split allocates.
    var level = self
    var start = dottedName.startIndex
    while true {
      // On the bytes: a `Character` search checks grapheme breaks at every step.
      let end = dottedName.utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? dottedName.endIndex
      guard let index = level.firstIndex(named: dottedName[start..<end]) else { return nil }
      guard end < dottedName.endIndex else { return (level, index) }
      level = level[index].children
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
