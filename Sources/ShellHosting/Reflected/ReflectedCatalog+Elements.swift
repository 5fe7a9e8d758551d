import Composable

extension ReflectedCatalog {
  /// The label the element's id takes in the catalog (`path.element.detail.editButtonTapped
  /// elementID=0`); the shell writes it `path[id: 0].detail.editButtonTapped`.
  static let elementIDLabel = "elementID"

  /// `element(id: ID, action: ChildAction)`, as TCA's `StackAction` and `IdentifiedAction`
  /// have it: a child case whose cases are the element's, each taking the element's id as an
  /// extra first value. Nil for any other payload.
  static func elementCase<Action>(
    _ metadata: EnumMetadata, tag: Int, payloadType: Any.Type, visiting: Set<ObjectIdentifier>
  ) -> ActionCase<Action>? {
    guard let tuple = TupleMetadata(payloadType), tuple.elements.count == 2,
      tuple.elements[0].label == "id", tuple.elements[1].label == "action",
      isChildAction(tuple.elements[1].type), !metadata.cases[tag].isIndirect,
      !visiting.contains(ObjectIdentifier(tuple.elements[1].type))
    else { return nil }
    let shape = ValueShape(tuple.elements[0].type)
    let id = ActionParameter(shape: shape, label: elementIDLabel)
    func lift<Child>(_: Child.Type) -> ActionCase<Action>? {
      func makeIDPart<ID>(_: ID.Type) -> EnumMetadata.PayloadPart<[LiteralValue]> {
        let build = shape.builder(for: ID.self)
        return .building(ID.self) { values in
          guard let first = values.first else {
            throw ArgumentError("\(elementIDLabel) is missing")
          }
          do {
            return try build(first)
          } catch let error as ArgumentError {
            throw ArgumentError("\(elementIDLabel): \(error.message)")
          }
        }
      }
      let idPart = makeIDPart(tuple.elements[0].type)
      // The id is built first, then the element's action from the values after it.
      let construct: ElementConstructor<Child, Action> = { make in
        metadata.constructor(
          tag: tag, parts: [idPart, .building(Child.self) { try make(Array($0.dropFirst())) }])
      }
      let children: [ActionCase<Child>] = cases(of: Child.self, visiting: visiting)
      guard !children.isEmpty else { return nil }
      let lifted = children.map { $0.takingElementID(id, construct) }
      let types = ElementCaseTypes(
        id: tuple.elements[0].type, action: Child.self,
        isWrapped: metadata.type is any ChildActionKind.Type)
      return ActionCase(
        name: metadata.cases[tag].name, parameters: [], children: lifted, make: nil,
        elementTypes: types)
    }
    return lift(tuple.elements[1].type)
  }
}

/// Given how an element's action is made from its values, how the parent's `element(id:action:)`
/// is made from the id's value followed by them.
typealias ElementConstructor<Child, Parent> =
  @Sendable (@escaping @Sendable ([LiteralValue]) throws -> Child) -> (
    @Sendable ([LiteralValue]) throws -> Parent
  )?

extension ActionCase {
  /// This case (and its children) taking an element's id as a first value.
  func takingElementID<Parent>(
    _ id: ActionParameter, _ construct: ElementConstructor<Action, Parent>
  )
    -> ActionCase<Parent>
  {
    var lifted: (@Sendable ([LiteralValue]) throws -> Parent)?
    if let make = self.make {
      lifted =
        construct(make) ?? { _ in throw ArgumentError("element cannot be built from these values") }
    }
    return ActionCase<Parent>(
      name: name, parameters: make == nil ? [] : [id] + parameters,
      children: children.map { $0.takingElementID(id, construct) }, make: lifted,
      notSendable: notSendable, elementTypes: elementTypes)
  }
}

extension StackElementID {
  /// A stack element id typed at the shell: `0`, or `"#0"` as it dumps.
  static func build(_ literal: LiteralValue) throws(ArgumentError) -> StackElementID {
    switch literal {
    case .int(let value) where value >= 0:
      return StackElementID(generation: value)
    case .string(let text) where text.hasPrefix("#"):
      if let value = Int(text.dropFirst()), value >= 0 { return StackElementID(generation: value) }
    default:
      break
    }
    throw ArgumentError(
      "expected a stack element id (0, 1, … as 'stack' lists them), got \(literal.described)"
    )
  }
}
