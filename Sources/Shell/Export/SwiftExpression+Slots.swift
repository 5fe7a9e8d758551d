import Composable

/// The static type of the place each part of a value is written into (a struct's field, an
/// enum's payload, an element), read from the container's type: an enum case is written `.case`
/// only where that type is the enum itself (or an optional of it); where it is an existential
/// (`any Error`, `Any`) or another type, Swift finds no member `.case` there, and the case is
/// written `ContactError.network(code: 404)`.
enum WrittenSlot {
  /// The declared type of the stored field `label` of the struct `type`.
  static func field(_ label: String, of type: Any.Type) -> Any.Type? {
    structFields(of: type)?.first { $0.name == label }?.type
  }

  /// The declared payload of case `name` of the enum `type`: the payload's type, or its tuple
  /// elements' types in order.
  static func payload(_ name: String, of type: Any.Type) -> [Any.Type]? {
    guard let metadata = try? EnumMetadata.of(type),
      let payload = metadata.cases.first(where: { $0.name == name })?.payload.type
    else { return nil }
    return TupleMetadata(payload)?.elements.map(\.type) ?? [payload]
  }

  /// The declared types of a tuple's elements.
  static func elements(ofTuple type: Any.Type) -> [Any.Type]? {
    TupleMetadata(type)?.elements.map(\.type)
  }

  static func wrapped(ofOptional type: Any.Type) -> Any.Type? {
    (type as? any OptionalType.Type)?.wrappedType
  }

  /// An array's or a set's element type; a dictionary's key and value types.
  static func elements(of type: Any.Type) -> (key: Any.Type?, value: Any.Type)? {
    (type as? any SlottedCollection.Type)?.slots
  }
}

/// A standard collection, seen without its element types.
protocol SlottedCollection {
  static var slots: (key: Any.Type?, value: Any.Type) { get }
  /// Whether ``collecting(_:)`` builds this type (an `Array`).
  static var collects: Bool { get }
  /// The collection of `elements`, each of which must be an element (nil otherwise).
  static func collecting(_ elements: [Any]) -> Any?
}

extension SlottedCollection {
  static var collects: Bool { false }
  static func collecting(_: [Any]) -> Any? { nil }
}

extension Array: SlottedCollection {
  static var slots: (key: Any.Type?, value: Any.Type) { (nil, Element.self) }
  static var collects: Bool { true }
  static func collecting(_ elements: [Any]) -> Any? {
    var array: [Element] = []
    for element in elements {
      guard let element = element as? Element else { return nil }
      array.append(element)
    }
    return array
  }
}

extension ContiguousArray: SlottedCollection {
  static var slots: (key: Any.Type?, value: Any.Type) { (nil, Element.self) }
}

extension Set: SlottedCollection {
  static var slots: (key: Any.Type?, value: Any.Type) { (nil, Element.self) }
}

extension Dictionary: SlottedCollection {
  static var slots: (key: Any.Type?, value: Any.Type) { (Key.self, Value.self) }
}
