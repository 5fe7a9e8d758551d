import Composable

/// A value written as text: what a user types after an action name or in an expectation
/// (`3`, `2.5`, `true`, `"Blob Jr"`, `nil`).
public enum LiteralValue: Equatable, Sendable {
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case `nil`

  /// The literal as it would be typed back (strings quoted and escaped).
  public var source: String {
    switch self {
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .bool(let value): String(value)
    case .string(let value): value.debugDescription
    case .nil: "nil"
    }
  }

  /// What kind of literal this is, for messages ("a string", "an integer").
  public var kind: String {
    switch self {
    case .int: "an integer"
    case .double: "a decimal"
    case .bool: "a Bool"
    case .string: "a string"
    case .nil: "nil"
    }
  }
}
