import Composable
import Foundation

/// A state as a JSON value, for tools (`state --json`, the `state` field of `--json` events):
/// structs are objects (fields as the dump lists them, a property wrapper's `_alert` as
/// `alert`), arrays and sets arrays, dictionaries objects, numbers, strings, booleans, `null`
/// for nil, and an enum case `{"case": "presenting", "values": [...]}` (`values` holds the
/// payload, empty for none). Secrets stay `"••••"`; text, dates (ISO 8601, milliseconds) and
/// UUIDs are strings. See docs/json.md.
public indirect enum JSONValue: Equatable, Sendable, Encodable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  /// Keys in the order the value lists them (encoded sorted, as every `--json` object).
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.double(let a), .double(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  private static func encodeSingle(_ value: some Encodable, to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }

  public func encode(to encoder: Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value): try Self.encodeSingle(value, to: encoder)
    case .int(let value): try Self.encodeSingle(value, to: encoder)
    case .double(let value): try Self.encodeSingle(value, to: encoder)
    case .string(let value): try Self.encodeSingle(value, to: encoder)
    case .array(let values):
      var container = encoder.unkeyedContainer()
      for value in values { try container.encode(value) }
    case .object(let fields):
      var container = encoder.container(keyedBy: Key.self)
      for (key, value) in fields { try container.encode(value, forKey: Key(stringValue: key)) }
    }
  }

  /// One line, keys sorted.
  public var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Finite numbers, strings and containers of them encode, nested at most `maxDepth` levels
    // of Swift values deep (a few more of JSON's); should the encoder still refuse, the text says
    // so as a JSON string rather than stopping the shell.
    guard let data = try? encoder.encode(self) else {
      return #""(a value nested too deep for JSON)""#
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The JSON value of `value`. A class instance met again inside itself (a reference cycle)
  /// is `"Type(↩︎)"`, as the dump marks it, where following it overflowed the stack.
  public init(_ value: Any) {
    var ancestors: Set<ObjectIdentifier> = []
    self.init(value, depth: 0, ancestors: &ancestors)
  }

  /// How deep a value is followed: below, it is its collapsed dump (`"Tree.node(…)"`). As the
  /// literal reader refuses more than 100 levels; a 400-level value overflowed the encoder's
  /// nesting limit (a `try!` crash) and 1,000 levels the stack.
  static let maxDepth = 100

  private init(_ value: Any, depth: Int, ancestors: inout Set<ObjectIdentifier>) {
    let value = representedValue(value)
    guard depth <= Self.maxDepth else {
      self = .string(customDump(value, maxDepth: 0))
      return
    }
    switch value {
    case is SecretValue: self = .string("••••")
    case let text as TextState: self = .string(text.string)
    case let string as String: self = .string(string)
    case let bool as Bool: self = .bool(bool)
    case let int as Int: self = .int(int)
    case let date as Date: self = .string(Self.isoDate(date))
    case let uuid as UUID: self = .string(uuid.uuidString)
    case let url as URL: self = .string(url.absoluteString)
    case let double as Double: self = double.isFinite ? .double(double) : .string("\(double)")
    case let float as Float: self = float.isFinite ? .double(Double(float)) : .string("\(float)")
    case let integer as any BinaryInteger:
      self = Int(exactly: integer).map(JSONValue.int) ?? .string("\(integer)")
    default:
      guard Swift.type(of: value) is AnyClass else {
        self = Self.reflecting(value, depth: depth, ancestors: &ancestors)
        return
      }
      let object = ObjectIdentifier(value as AnyObject)
      guard ancestors.insert(object).inserted else {
        self = .string(typeName(Swift.type(of: value)) + "(↩︎)")
        return
      }
      self = Self.reflecting(value, depth: depth, ancestors: &ancestors)
      ancestors.remove(object)
    }
  }

  private static func reflecting(
    _ value: Any, depth: Int, ancestors: inout Set<ObjectIdentifier>
  ) -> JSONValue {
    func json(_ child: Any) -> JSONValue {
      JSONValue(child, depth: depth + 1, ancestors: &ancestors)
    }
    let mirror = (value as? CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { json($0.value) } ?? .null
    case .collection, .set, .tuple:
      return .array(mirror.children.map { json($0.value) })
    case .dictionary:
      let pairs = mirror.children.compactMap { child -> (String, JSONValue)? in
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { return nil }
        let key = pair[0].value
        return ((key as? String) ?? customDump(key), json(pair[1].value))
      }
      return .object(pairs.sorted { $0.0 < $1.0 })
    case .enum:
      guard let child = mirror.children.first, let name = child.label else {
        return .object([("case", .string(String(describing: value))), ("values", .array([]))])
      }
      let payload = Mirror(reflecting: child.value)
      let values =
        payload.displayStyle == .tuple
        ? payload.children.map { json($0.value) } : [json(child.value)]
      return .object([("case", .string(name)), ("values", .array(values))])
    case .struct, .class:
      if mirror.children.isEmpty, !(value is CustomDumpReflectable) {
        return .string(customDump(value))
      }
      return .object(
        mirror.children.compactMap { child in
          guard let label = child.label, !label.hasPrefix("_$") else { return nil }
          let key = ShownFields.name(label)
          return (key, json(child.value))
        })
    default:
      return .string(customDump(value))
    }
  }

  private static func isoDate(_ date: Date) -> String {
    ISO8601Date.formatterText(date, milliseconds: true)
  }
}
