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
            guard !children.isEmpty else { return nil }
            return ActionCase.child(enumCase.name, children) { child in
              // A non-indirect case of this enum with this payload type: always builds.
              metadata.embed(tag: tag, payload: child)!
            }
          }
          return _openExistential(payloadType, do: child)
        }
        if let element: ActionCase<Action> = elementCase(
          metadata, tag: tag, payloadType: payloadType, visiting: visiting)
        {
          return element
        }
        if let binding = payloadType as? any BindingActionShape.Type, !enumCase.isIndirect {
          return bindingCase(metadata, tag: tag, fields: binding.fields)
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

  /// `binding(BindingAction<State>)`: a child case per settable field, each taking its value.
  private static func bindingCase<Action>(
    _ metadata: EnumMetadata, tag: Int,
    fields: [(name: String, shape: ValueShape, make: @Sendable (Any) -> Any?)]
  ) -> ActionCase<Action>? {
    guard !fields.isEmpty else { return nil }
    let children = fields.map { field in
      let parameter = ActionParameter(
        label: nil, typeName: field.shape.typeName, isSecret: field.shape.isSecret,
        kind: field.shape.kind)
      return ActionCase<Action>(name: field.name, parameters: [parameter], children: []) {
        values in
        let value = try build(values[0], field.shape, label: nil)
        guard let binding = field.make(value) else {
          throw ArgumentError("\(field.name) cannot be set to \(values[0].source)")
        }
        return try embed(metadata, tag: tag, payload: binding)
      }
    }
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
      ActionParameter(
        label: element.label, typeName: shape.typeName, isSecret: shape.isSecret, kind: shape.kind)
    }
    let unsupported = shapes.lazy.compactMap(\.unsupportedType).first
    let isIndirect = metadata.cases[tag].isIndirect
    let embedder: (@Sendable (Any?) -> Action?)? = metadata.embedder(tag: tag)
    let isTuple = tuple != nil
    return ActionCase(name: name, parameters: parameters, children: []) { values in
      if let unsupported {
        throw ArgumentError(
          "the shell cannot build \(Wording.withArticle(typeName(unsupported))) value, so it cannot send \(name) (it builds Int, Double, Bool, String, UUID, Date, URL, optionals, arrays, enums by case name, Redacted and Decodable structs)"
        )
      }
      if isIndirect {
        throw ArgumentError("\(name) is an indirect case, which the shell cannot build")
      }
      let payload: Any
      if isTuple {
        var built: [Any] = []
        built.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
          built.append(try build(value, shapes[index], label: parameters[index].label))
        }
        payload = built
      } else {
        payload = try build(values[0], shapes[0], label: parameters[0].label)
      }
      guard let action = embedder?(payload) else {
        throw ArgumentError("\(name) cannot be built from these values")
      }
      return action
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

  private static func build(_ value: LiteralValue, _ shape: ValueShape, label: String?)
    throws(ArgumentError) -> Any
  {
    do {
      return try shape.build(value)
    } catch {
      throw ArgumentError(label.map { "\($0): \(error.message)" } ?? error.message)
    }
  }

  private static func embed<Action>(_ metadata: EnumMetadata, tag: Int, payload: Any?)
    throws(ArgumentError) -> Action
  {
    guard let action: Action = metadata.embed(tag: tag, payload: payload) else {
      throw ArgumentError("\(metadata.cases[tag].name) cannot be built from these values")
    }
    return action
  }
}
