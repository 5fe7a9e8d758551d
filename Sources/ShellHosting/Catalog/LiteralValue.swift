/// A value written as text: what a user types after an action name or in an expectation
/// (`3`, `2.5`, `true`, `"Blob Jr"`, `nil`, `[1, 2]`, `["a": 1]`, `Item(name: "Hat", quantity: 2)`).
public enum LiteralValue: Equatable, Sendable {
  case int(Int)
  /// An integer above `Int.max` (to `UInt64.max`), which only `UInt` and `UInt64` hold:
  /// `18446744073709551615`, `0xFFFFFFFFFFFFFFFF`.
  case unsigned(UInt)
  case double(Double)
  case bool(Bool)
  /// Quoted text, or a bare word (which may name an enum case: `completed`).
  case string(String)
  case `nil`
  /// `[1, 2]`.
  case array([LiteralValue])
  /// `["a": 1, "b": 2]`, `[:]`: keys and values in the order written.
  case dictionary([Entry])
  /// `Item(name: "Hat", quantity: 2)`: a type's name and its labelled values, as Swift calls an
  /// initialiser.
  case structure(String, [Argument])

  /// One `label: value` of a ``structure(_:_:)`` (the label may be absent).
  public struct Argument: Equatable, Sendable {
    public let label: String?
    public let value: LiteralValue
    public init(label: String?, value: LiteralValue) {
      self.label = label
      self.value = value
    }
  }

  /// One `key: value` of a ``dictionary(_:)``.
  public struct Entry: Equatable, Sendable {
    public let key: LiteralValue
    public let value: LiteralValue
    public init(key: LiteralValue, value: LiteralValue) {
      self.key = key
      self.value = value
    }
  }

  /// The literal as it would be typed back (strings quoted and escaped).
  public var source: String {
    switch self {
    case .int(let value): String(value)
    case .unsigned(let value): String(value)
    case .double(let value): String(value)
    case .bool(let value): String(value)
    case .string(let value): value.debugDescription
    case .nil: "nil"
    case .array(let values): "[\(values.map(\.source).joined(separator: ", "))]"
    case .dictionary(let entries) where entries.isEmpty: "[:]"
    case .dictionary(let entries):
      "[\(entries.map { "\($0.key.source): \($0.value.source)" }.joined(separator: ", "))]"
    case .structure(let name, let arguments):
      "\(name)(\(arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.source }.joined(separator: ", ")))"
    }
  }

  /// What kind of literal this is, for messages ("a string", "an integer").
  public var kind: String {
    switch self {
    case .int, .unsigned: "an integer"
    case .double: "a decimal"
    case .bool: "a Bool"
    case .string: "a string"
    case .nil: "nil"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .structure(let name, _): Wording.withArticle(name)
    }
  }
}

extension LiteralValue {
  /// The kind and the value for messages (`an integer 3`, `a string "x"`), the value once when
  /// it is its own kind (`nil`) or names its type itself (`Item(name: "Hat")`, `.some(1)`).
  public var described: String {
    if case .structure = self { return source }
    return kind == source ? kind : "\(kind) \(source)"
  }

  /// Swift's spellings of an `Optional`: `nil`, `.none` or `Optional.none` (nil), and
  /// `.some(x)` or `Optional.some(x)` (x); nil for any other literal, which is the wrapped
  /// value itself.
  public var optionalSpelling: LiteralValue?? {
    switch self {
    case .nil, .string(".none"), .string("Optional.none"): return .some(nil)
    case .structure(let name, let arguments)
    where [".some", "some", "Optional.some"].contains(name) && arguments.count == 1
      && arguments[0].label == nil:
      return .some(arguments[0].value)
    default: return nil
    }
  }
}
