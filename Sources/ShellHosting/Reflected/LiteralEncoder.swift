import Composable
import Foundation

extension LiteralValue {
  /// The literal that `send` reads back as `value` (the inverse of building a payload): `3`,
  /// `"Blob"`, `"DEADBEEF-…"` for a `UUID`, `RowID(raw: 3)` for an `Encodable` struct, the bare
  /// value for one that encodes itself as a single value (a tagged id). Nil for what the shell
  /// cannot write back: a secret, or a type it cannot build.
  public init?(writing value: Any) {
    guard let literal = try? LiteralEncoder.literal(of: value) else { return nil }
    self = literal
  }

  /// Builds a value of `type` from `literal` as `send` builds a payload of that type, or throws
  /// one line saying what was expected.
  public static func build(_ type: Any.Type, from literal: LiteralValue) throws(ArgumentError)
    -> Any
  {
    func build<T>(_: T.Type) -> Result<Any, ArgumentError> {
      do {
        return .success(try ValueShape(T.self).builder(for: T.self)(literal))
      } catch let error as ArgumentError {
        return .failure(error)
      } catch {
        return .failure(ArgumentError("\(error)"))
      }
    }
    return try build(type).get()
  }
}

/// Writes a value as the literal ``ValueShape`` and ``LiteralDecoder`` read: shapes the shell
/// builds itself are written by shape, any other `Encodable` through its own `encode(to:)`.
final class LiteralEncoder: Encoder {
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  private let typeName: String
  private var single: LiteralValue?
  private var keyed: KeyedStorage?
  private var unkeyed: UnkeyedStorage?

  private init(typeName: String) { self.typeName = typeName }

  final class KeyedStorage {
    var arguments: [LiteralValue.Argument] = []
    var unwritable = false
  }

  final class UnkeyedStorage {
    var values: [LiteralValue] = []
    var unwritable = false
  }

  struct Unwritable: Error {}

  static func literal(of value: Any) throws -> LiteralValue {
    let type = Swift.type(of: value)
    switch ValueShape(type) {
    case .int: return .int(value as! Int)
    case .double: return .double(value as! Double)
    case .bool: return .bool(value as! Bool)
    case .string: return .string(value as! String)
    case .uuid: return .string((value as! UUID).uuidString)
    case .url: return .string((value as! URL).absoluteString)
    case .date:
      return .string(ISO8601Date.formatterText(value as! Date, milliseconds: true))
    case .optional:
      guard let wrapped = Mirror(reflecting: value).children.first?.value else { return .nil }
      return try literal(of: wrapped)
    case .caseName(let metadata):
      return .string(metadata.cases[metadata.tag(of: value)].name)
    case .array:
      return .array(try Mirror(reflecting: value).children.map { try literal(of: $0.value) })
    case .argument:
      // The other standard numbers, as their literals read back (`Int8`, `Float`, `Decimal`).
      switch value {
      case let integer as any BinaryInteger:
        guard let int = Int(exactly: integer) else { throw Unwritable() }
        return .int(int)
      case let float as Float: return .double(Double(float))
      case let decimal as Decimal:
        guard let double = Double(decimal.description) else { throw Unwritable() }
        return .double(double)
      default: throw Unwritable()
      }
    case .decodable(let decodable)
    where (decodable as? any BracketedCollection.Type)?.isDictionary == true:
      // A dictionary encodes keyed, which would read back as a struct: not written.
      throw Unwritable()
    case .decodable(let decodable) where decodable == StackElementID.self:
      return .int((value as! StackElementID).generation)
    case .decodable:
      guard let encodable = value as? any Encodable else { throw Unwritable() }
      let encoder = LiteralEncoder(typeName: Composable.typeName(type))
      try encodable.encode(to: encoder)
      return try encoder.result()
    case .secret, .unsupported:
      throw Unwritable()
    }
  }

  private func result() throws -> LiteralValue {
    if let keyed, !keyed.unwritable { return .structure(typeName, keyed.arguments) }
    if let unkeyed, !unkeyed.unwritable { return .array(unkeyed.values) }
    if keyed != nil || unkeyed != nil { throw Unwritable() }
    guard let single else { throw Unwritable() }
    return single
  }

  func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
    let storage = keyed ?? KeyedStorage()
    keyed = storage
    return KeyedEncodingContainer(Keyed<Key>(storage: storage, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let storage = unkeyed ?? UnkeyedStorage()
    unkeyed = storage
    return Unkeyed(storage: storage, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: KeyedStorage
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
      storage.arguments.append(.init(label: key.stringValue, value: .nil))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      storage.arguments.append(
        .init(label: key.stringValue, value: try LiteralEncoder.literal(of: value)))
    }

    // Nested containers and super encoders have no type name to write: a value that uses them
    // cannot be written back, and says so by failing.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey _: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      storage.unwritable = true
      return KeyedEncodingContainer(
        Keyed<NestedKey>(storage: KeyedStorage(), codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer(forKey _: Key) -> any UnkeyedEncodingContainer {
      storage.unwritable = true
      return Unkeyed(storage: UnkeyedStorage(), codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
      storage.unwritable = true
      return LiteralEncoder(typeName: "")
    }

    mutating func superEncoder(forKey _: Key) -> any Encoder { superEncoder() }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let storage: UnkeyedStorage
    let codingPath: [any CodingKey]
    var count: Int { storage.values.count }

    mutating func encodeNil() throws { storage.values.append(.nil) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      storage.values.append(try LiteralEncoder.literal(of: value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      storage.unwritable = true
      return KeyedEncodingContainer(
        Keyed<NestedKey>(storage: KeyedStorage(), codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      storage.unwritable = true
      return Unkeyed(storage: UnkeyedStorage(), codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
      storage.unwritable = true
      return LiteralEncoder(typeName: "")
    }
  }

  struct Single: SingleValueEncodingContainer {
    let encoder: LiteralEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.single = .nil }

    mutating func encode<T: Encodable>(_ value: T) throws {
      encoder.single = try LiteralEncoder.literal(of: value)
    }
  }
}
