import Composable

/// A Swift type an action's associated value can have when it is typed at the shell.
public protocol ActionArgument: Sendable {
  /// The type's name as it reads in a signature (`Int`, `String?`).
  static var argumentTypeName: String { get }
  /// Converts a typed literal, or throws a message saying what was expected.
  init(literal: LiteralValue) throws(ArgumentError)
  /// Which literals a host may check before building (`.other`: the type checks them itself).
  static var parameterKind: ParameterKind { get }
}

extension ActionArgument {
  public static var parameterKind: ParameterKind { .other }
}

/// Why a literal does not fit an argument's type: one line for the user.
public struct ArgumentError: Error, Equatable, Sendable {
  public let message: String
  public init(_ message: String) { self.message = message }

  static func expected(_ type: String, _ kind: ParameterKind, got literal: LiteralValue) -> Self {
    Self(kind.mismatch(type, got: literal))
  }

  /// A case sent with the wrong number of values.
  static func valueCount(_ caseName: String, takes count: Int, got values: Int) -> Self {
    Self("'\(caseName)' takes \(Wording.count(count, "value")), got \(values)")
  }

  /// A child-action case (`counter` of `counter(Counter.Action)`) sent as if it were one.
  static func childAction(_ caseName: String) -> Self {
    Self("'\(caseName)' is a child action: add '.' and a case")
  }
}

extension Int: ActionArgument {
  public static var argumentTypeName: String { "Int" }
  public static var parameterKind: ParameterKind { .int }
  public init(literal: LiteralValue) throws(ArgumentError) {
    switch literal {
    case .int(let value): self = value
    case .unsigned(let value):
      throw ArgumentError(
        "\(value) does not fit in an Int: use a value from \(Int.min) to \(Int.max)")
    default: throw .expected("Int", .int, got: literal)
    }
  }
}

extension Double: ActionArgument {
  public static var argumentTypeName: String { "Double" }
  public static var parameterKind: ParameterKind { .double }
  public init(literal: LiteralValue) throws(ArgumentError) {
    switch literal {
    case .double(let value): self = value
    case .int(let value): self = Double(value)
    case .unsigned(let value): self = Double(value)
    default: throw .expected("Double", .double, got: literal)
    }
  }
}

extension Bool: ActionArgument {
  public static var argumentTypeName: String { "Bool" }
  public static var parameterKind: ParameterKind { .bool }
  public init(literal: LiteralValue) throws(ArgumentError) {
    guard case .bool(let value) = literal else { throw .expected("Bool", .bool, got: literal) }
    self = value
  }
}

extension String: ActionArgument {
  public static var argumentTypeName: String { "String" }
  public static var parameterKind: ParameterKind { .string }
  public init(literal: LiteralValue) throws(ArgumentError) {
    guard case .string(let value) = literal else {
      throw .expected("String", .string, got: literal)
    }
    self = value
  }
}

extension Optional: ActionArgument where Wrapped: ActionArgument {
  public static var argumentTypeName: String { "\(Wrapped.argumentTypeName)?" }
  public static var parameterKind: ParameterKind { Wrapped.parameterKind.optional }
  public init(literal: LiteralValue) throws(ArgumentError) {
    switch literal.optionalSpelling {
    case .some(.none): self = .none
    case .some(.some(let wrapped)): self = .some(try Wrapped(literal: wrapped))
    case .none: self = .some(try Wrapped(literal: literal))
    }
  }
}
