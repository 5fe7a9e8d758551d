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
    let id = ActionParameter(
      label: elementIDLabel, typeName: shape.typeName, isSecret: false, kind: shape.kind)
    func lift<Child>(_: Child.Type) -> ActionCase<Action>? {
      let children: [ActionCase<Child>] = cases(of: Child.self, visiting: visiting)
      guard !children.isEmpty else { return nil }
      let lifted = children.map { child in
        child.takingElementID(id, shape: shape) { id, action -> Action? in
          metadata.embed(tag: tag, payload: [id, action] as [Any])
        }
      }
      return ActionCase(name: metadata.cases[tag].name, parameters: [], children: lifted, make: nil)
    }
    return _openExistential(tuple.elements[1].type, do: lift)
  }
}

extension ActionCase {
  /// This case (and its children) taking an element's id as a first value, built by `shape`.
  func takingElementID<Parent>(
    _ id: ActionParameter, shape: ValueShape,
    _ embed: @escaping @Sendable (Any, Action) -> Parent?
  ) -> ActionCase<Parent> {
    var lifted: (@Sendable ([LiteralValue]) throws -> Parent)?
    if let make = self.make {
      lifted = { values in
        let elementID: Any
        do {
          elementID = try shape.build(values[0])
        } catch {
          throw ArgumentError("\(id.label!): \((error as? ArgumentError)?.message ?? "\(error)")")
        }
        guard let parent = embed(elementID, try make(Array(values.dropFirst()))) else {
          throw ArgumentError("element cannot be built from these values")
        }
        return parent
      }
    }
    return ActionCase<Parent>(
      name: name, parameters: make == nil ? [] : [id] + parameters,
      children: children.map { $0.takingElementID(id, shape: shape, embed) }, make: lifted,
      notSendable: notSendable)
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
