import Composable

/// The cases of an `Action` enum that may be sent by name, read from its runtime metadata (the
/// records `Mirror` reads) rather than written by hand: names, labelled payload parameters and
/// their types, child actions reached with a dot (`alert.presented.confirm`), in the order the
/// runtime numbers the cases (those with a payload first, then the others, each in declaration
/// order).
///
/// - An enum payload is a child action (`counter(Counter.Action)`, `alert(PresentationAction<…>)`)
///   unless it is a value enum (see ``ValueShape/isValueEnum(_:)``), written by case name.
///   A child with no sendable case (an alert whose buttons only dismiss) is left out.
/// - Any other payload is one parameter per tuple element (labelled as the case declares it),
///   built through ``ValueShape``. A type the shell cannot build keeps the case listed; sending
///   it says which type and which case.
public enum ReflectedCatalog {
  public static func cases<Action>(of _: Action.Type) -> [ActionCase<Action>] {
    cases(of: Action.self, visiting: [])
  }

  static func cases<Action>(of _: Action.Type, visiting: Set<ObjectIdentifier>)
    -> [ActionCase<Action>]
  {
    guard let metadata = try? EnumMetadata.of(Action.self) else { return [] }
    let visiting = visiting.union([ObjectIdentifier(Action.self)])
    return metadata.cases.indices.compactMap { tag in
      let enumCase = metadata.cases[tag]
      switch enumCase.payload {
      case .none:
        // A case without payload is one value, built once (an action is sent where it is
        // built; the value has no payload to share).
        guard let value: Action = metadata.embed(tag: tag, payload: nil) else {
          return ActionCase(name: enumCase.name, parameters: [], children: []) { _ in
            throw ArgumentError("\(enumCase.name) cannot be built")
          }
        }
        nonisolated(unsafe) let built = value
        return ActionCase(name: enumCase.name, parameters: [], children: []) { _ in built }
      case .unresolved:
        return ActionCase(
          name: enumCase.name,
          parameters: [ActionParameter(label: nil, typeName: "?", isSecret: false, kind: .other)],
          children: []
        ) { _ in
          throw ArgumentError("the payload type of \(enumCase.name) cannot be read at run time")
        }
      case .type(let payloadType):
        if isChildAction(payloadType) {
          if enumCase.isIndirect {
            return indirectCase(metadata, tag: tag, payloadType: payloadType)
          }
          guard !visiting.contains(ObjectIdentifier(payloadType)) else { return nil }
          func child<Child>(_: Child.Type) -> ActionCase<Action>? {
            let children = cases(of: Child.self, visiting: visiting)
            // A non-indirect case of this enum with this payload type: always has an embedder.
            guard !children.isEmpty,
              let embed: @Sendable (Child) -> Action = metadata.embedder(
                tag: tag, payload: Child.self)
            else { return nil }
            return ActionCase.child(enumCase.name, children, embed)
          }
          return child(payloadType)
        }
        if let element: ActionCase<Action> = elementCase(
          metadata, tag: tag, payloadType: payloadType, visiting: visiting)
        {
          return element
        }
        if let binding = payloadType as? any BindingActionShape.Type, !enumCase.isIndirect {
          return bindingCase(metadata, tag: tag, binding: binding)
        }
        var value: ActionCase<Action> = valueCase(metadata, tag: tag, payloadType: payloadType)
        if enumCase.isIndirect { value.notSendable = indirectReason(metadata, tag: tag) }
        return value
      }
    }
  }

  /// Whether a payload of this type is a child action rather than a value.
  static func isChildAction(_ type: Any.Type) -> Bool {
    MetadataKind(of: type) == .enum && !ValueShape.isValueEnum(type)
  }

  /// `binding(BindingAction<State>)`: a child case per settable field, each taking its value,
  /// with a child case per field inside it (`binding.contact.name`).
  private static func bindingCase<Action, Binding: BindingActionShape>(
    _ metadata: EnumMetadata, tag: Int, binding _: Binding.Type
  ) -> ActionCase<Action>? {
    func actionCase(_ field: BindingField<Binding>) -> ActionCase<Action>? {
      let children = field.children.compactMap(actionCase)
      var make: (@Sendable ([LiteralValue]) throws -> Action)?
      if let build = field.build {
        let part = EnumMetadata.PayloadPart<[LiteralValue]>.building(Binding.self) {
          try build($0[0])
        }
        make = metadata.constructor(tag: tag, parts: [part])
      }
      guard make != nil || !children.isEmpty else { return nil }
      let parameters = make == nil ? [] : [ActionParameter(shape: field.shape, label: nil)]
      return ActionCase(name: field.name, parameters: parameters, children: children, make: make)
    }
    let children = Binding.fields.compactMap(actionCase)
    guard !children.isEmpty else { return nil }
    return ActionCase(name: metadata.cases[tag].name, parameters: [], children: children, make: nil)
  }

  private static func valueCase<Action>(
    _ metadata: EnumMetadata, tag: Int, payloadType: Any.Type
  ) -> ActionCase<Action> {
    let name = metadata.cases[tag].name
    let tuple = TupleMetadata(payloadType)
    let elements: [(label: String?, type: Any.Type)] =
      tuple?.elements.map { ($0.label, $0.type) } ?? [(nil, payloadType)]
    let shapes = elements.map { ValueShape($0.type) }
    let parameters = zip(elements, shapes).map { element, shape in
      ActionParameter(shape: shape, label: element.label)
    }
    func refusing(_ message: String) -> ActionCase<Action> {
      ActionCase(name: name, parameters: parameters, children: []) { _ in
        throw ArgumentError(message)
      }
    }
    if let unsupported = shapes.lazy.compactMap(\.unsupportedType).first {
      return refusing(
        "the shell cannot build \(Wording.withArticle(typeName(unsupported))) value, so it cannot send \(name) (it builds Int, Double, Bool, String, UUID, Date, URL, optionals, arrays, enums by case name, Redacted and Decodable structs)"
      )
    }
    if metadata.cases[tag].isIndirect {
      return refusing("\(name) is an indirect case, which the shell cannot build")
    }
    let parts = elements.indices.map { index in
      func part<Element>(_: Element.Type) -> EnumMetadata.PayloadPart<[LiteralValue]> {
        let build = shapes[index].builder(for: Element.self)
        let label = parameters[index].label
        return .building(Element.self) { values in
          do {
            return try build(values[index])
          } catch let error as ArgumentError {
            throw ArgumentError(label.map { "\($0): \(error.message)" } ?? error.message)
          }
        }
      }
      return part(elements[index].type)
    }
    guard
      let make: @Sendable ([LiteralValue]) throws -> Action = metadata.constructor(
        tag: tag, parts: parts)
    else { return refusing("\(name) cannot be built from these values") }
    let count = parts.count
    return ActionCase(name: name, parameters: parameters, children: []) { values in
      guard values.count == count else {
        throw ArgumentError(
          "'\(name)' takes \(Wording.count(count, "value")), got \(values.count)")
      }
      return try make(values)
    }
  }

  /// An `indirect case again(Action)`: listed, with a payload the shell cannot build (the value
  /// sits in a box the runtime allocates), so that sending it says so in one line.
  private static func indirectCase<Action>(
    _ metadata: EnumMetadata, tag: Int, payloadType: Any.Type
  ) -> ActionCase<Action> {
    let reason = indirectReason(metadata, tag: tag)
    let payload = ActionParameter(
      label: nil, typeName: typeName(payloadType), isSecret: false, kind: .other)
    return ActionCase(
      name: metadata.cases[tag].name, parameters: [payload], children: [],
      make: { _ in throw ArgumentError(reason) }, notSendable: reason)
  }

  /// "Bookshelf.Action.again is an indirect case, which the shell cannot build".
  static func indirectReason(_ metadata: EnumMetadata, tag: Int) -> String {
    "\(typeName(metadata.type)).\(metadata.cases[tag].name) is an indirect case, which the shell cannot build"
  }
}
