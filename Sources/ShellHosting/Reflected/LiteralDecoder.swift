import Composable

/// Builds any `Decodable` struct from what a user typed, `Item(name: "Hat", quantity: 2)`: the
/// struct's own `init(from:)` reads the labelled values as a keyed container, arrays as unkeyed
/// ones, and every other value through ``ValueShape`` (so `Date` reads ISO 8601, a `String`-raw
/// enum a case name). Strict where `Decodable` alone would be lenient: the written type name must
/// be the struct's, and a label the struct never read is an error, not silently dropped.
struct LiteralDecoder: Decoder {
  let literal: LiteralValue
  let codingPath: [any CodingKey]
  let tracker: Tracker
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The labels of each structure read, and which of them a keyed container asked for.
  final class Tracker {
    var structures: [(name: String, labels: [String], used: Set<String>)] = []
  }

  /// Decodes `type` from `literal`, or throws one line naming the field and what was expected.
  static func decode(_ type: any Decodable.Type, from literal: LiteralValue)
    throws(ArgumentError) -> Any
  {
    let name = ValueShape(type).typeName
    let collection = type as? any BracketedCollection.Type
    switch literal {
    case .structure(let written, _):
      guard written == name || name.hasSuffix("." + written) else {
        throw ArgumentError("expected \(name)(…), got \(written)(…)")
      }
    case .array where collection?.isDictionary == false,
      .dictionary where collection?.isDictionary == true:
      break  // `Set` and `Dictionary` read brackets through their own `init(from:)`.
    default:
      // A type that decodes itself from one value (a tagged id through a single value
      // container) is written as that value, as its `encode(to:)` writes it.
      if collection == nil,
        let value = try? type.init(
          from: LiteralDecoder(literal: literal, codingPath: [], tracker: Tracker()))
      {
        return value
      }
      if let collection {
        throw ArgumentError(
          "expected \(name) such as \(collection.bracketedExample), got \(literal.described)")
      }
      throw ArgumentError(
        "expected \(name), written \(name)(label: value, …), got \(literal.described)")
    }
    let tracker = Tracker()
    let value: Any
    do {
      value = try type.init(
        from: LiteralDecoder(literal: literal, codingPath: [], tracker: tracker))
    } catch let error as ArgumentError {
      throw error
    } catch let error as DecodingError {
      throw ArgumentError("\(name): \(describe(error))")
    } catch {
      throw ArgumentError("\(name): \(error)")
    }
    for structure in tracker.structures {
      if let unused = structure.labels.first(where: { !structure.used.contains($0) }) {
        throw ArgumentError("\(structure.name) has no field '\(unused)'")
      }
    }
    return value
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context):
      context.debugDescription
    @unknown default: "\(error)"
    }
  }

  func path(_ key: any CodingKey) -> String {
    (codingPath + [key]).map(\.stringValue).joined(separator: ".")
  }

  func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let name: String
    let arguments: [LiteralValue.Argument]
    switch literal {
    case .structure(let written, let labelled):
      (name, arguments) = (written, labelled)
    case .dictionary(let entries):
      // A dictionary with `String` or `Int` keys is decoded keyed by the keys' text.
      name = "the dictionary"
      arguments = entries.map { entry in
        switch entry.key {
        case .string(let text): .init(label: text, value: entry.value)
        default: .init(label: entry.key.source, value: entry.value)
        }
      }
    default:
      throw ArgumentError("expected a value written Type(label: value, …), got \(literal.source)")
    }
    let index = tracker.structures.count
    tracker.structures.append((name, arguments.compactMap(\.label), []))
    return KeyedDecodingContainer(
      Keyed<Key>(decoder: self, name: name, arguments: arguments, index: index))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    switch literal {
    case .array(let values):
      return Unkeyed(decoder: self, values: values)
    case .dictionary(let entries):
      // A dictionary with other keys is decoded as key, value, key, value...
      return Unkeyed(decoder: self, values: entries.flatMap { [$0.key, $0.value] })
    default:
      throw ArgumentError("expected an array such as [1, 2], got \(literal.described)")
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    Single(decoder: self)
  }

  /// Decodes a `T` from `literal`: through its shape when the shell builds such values itself,
  /// else through `T`'s own `init(from:)`.
  func decodeValue<T: Decodable>(_: T.Type, from literal: LiteralValue, key: (any CodingKey)?)
    throws -> T
  {
    let path = key.map { codingPath + [$0] } ?? codingPath
    let shape = ValueShape(T.self)
    switch shape {
    case .decodable(let type) where type is any BracketedCollection.Type:
      do {
        return try Self.decode(T.self, from: literal) as! T
      } catch {
        let field = path.map(\.stringValue).joined(separator: ".")
        throw ArgumentError(field.isEmpty ? error.message : "\(field): \(error.message)")
      }
    case .decodable, .unsupported:
      return try T(from: LiteralDecoder(literal: literal, codingPath: path, tracker: tracker))
    default:
      do {
        return try shape.builder(for: T.self)(literal)
      } catch let error as ArgumentError {
        let field = path.map(\.stringValue).joined(separator: ".")
        throw ArgumentError(field.isEmpty ? error.message : "\(field): \(error.message)")
      }
    }
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: LiteralDecoder
    let name: String
    let arguments: [LiteralValue.Argument]
    let index: Int
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { arguments.compactMap { $0.label.flatMap(Key.init(stringValue:)) } }

    func contains(_ key: Key) -> Bool { value(key) != nil }

    private func value(_ key: Key) -> LiteralValue? {
      arguments.first { $0.label == key.stringValue }?.value
    }

    private func required(_ key: Key) throws -> LiteralValue {
      decoder.tracker.structures[index].used.insert(key.stringValue)
      guard let value = value(key) else {
        throw ArgumentError("\(name) needs \(key.stringValue): write \(key.stringValue): VALUE")
      }
      return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      decoder.tracker.structures[index].used.insert(key.stringValue)
      return value(key) == .nil
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try decoder.decodeValue(type, from: try required(key), key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
      throws -> KeyedDecodingContainer<NestedKey>
    {
      try LiteralDecoder(
        literal: try required(key), codingPath: codingPath + [key], tracker: decoder.tracker
      ).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try LiteralDecoder(
        literal: try required(key), codingPath: codingPath + [key], tracker: decoder.tracker
      ).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      LiteralDecoder(
        literal: try required(key), codingPath: codingPath + [key], tracker: decoder.tracker)
    }
  }

  struct Unkeyed: UnkeyedDecodingContainer {
    let decoder: LiteralDecoder
    let values: [LiteralValue]
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    private mutating func next() throws -> LiteralValue {
      guard !isAtEnd else { throw ArgumentError("the array has too few values") }
      defer { currentIndex += 1 }
      return values[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, values[currentIndex] == .nil else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try decoder.decodeValue(type, from: try next(), key: nil)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try LiteralDecoder(literal: try next(), codingPath: codingPath, tracker: decoder.tracker)
        .container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try LiteralDecoder(literal: try next(), codingPath: codingPath, tracker: decoder.tracker)
        .unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
      LiteralDecoder(literal: try next(), codingPath: codingPath, tracker: decoder.tracker)
    }
  }

  struct Single: SingleValueDecodingContainer {
    let decoder: LiteralDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.literal == .nil }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try decoder.decodeValue(type, from: decoder.literal, key: nil)
    }
  }
}

/// A standard collection written with brackets rather than `Type(label: value)`: `Set` as an
/// array literal (`[1, 2]`), `Dictionary` as a dictionary literal (`["a": 1]`), as Swift writes
/// them.
protocol BracketedCollection {
  /// The type as a signature shows it: `Set<UUID>`, `[String: Int]`.
  static var bracketedTypeName: String { get }
  static var bracketedExample: String { get }
  /// Written `["a": 1]` rather than `[1, 2]`.
  static var isDictionary: Bool { get }
}

extension Set: BracketedCollection {
  static var bracketedTypeName: String { "Set<\(ValueShape(Element.self).typeName)>" }
  static var bracketedExample: String { "[1, 2]" }
  static var isDictionary: Bool { false }
}

extension Dictionary: BracketedCollection {
  static var bracketedTypeName: String {
    "[\(ValueShape(Key.self).typeName): \(ValueShape(Value.self).typeName)]"
  }
  static var bracketedExample: String { "[\"a\": 1]" }
  static var isDictionary: Bool { true }
}
