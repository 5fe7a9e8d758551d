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

/// What a parameter's type is, for the checks a host makes while reading a line, before
/// anything is built: so that no host compares printed type names.
public struct ParameterKind: Equatable, Sendable {
  public enum Base: Equatable, Sendable { case int, double, bool, string, other }
  public let base: Base
  /// `T?`: `nil` fits.
  public let isOptional: Bool

  public init(_ base: Base, isOptional: Bool = false) {
    self.base = base
    self.isOptional = isOptional
  }

  public static let int = Self(.int)
  public static let double = Self(.double)
  public static let bool = Self(.bool)
  public static let string = Self(.string)
  public static let other = Self(.other)

  var optional: Self { Self(base, isOptional: true) }
}

/// Why a literal does not fit an argument's type: one line for the user.
public struct ArgumentError: Error, Equatable, Sendable {
  public let message: String
  public init(_ message: String) { self.message = message }

  static func expected(_ type: String, got literal: LiteralValue) -> Self {
    Self("expected \(type), got \(literal.described)")
  }
}

extension Int: ActionArgument {
  public static var argumentTypeName: String { "Int" }
  public static var parameterKind: ParameterKind { .int }
  public init(literal: LiteralValue) throws(ArgumentError) {
    guard case .int(let value) = literal else { throw .expected("Int", got: literal) }
    self = value
  }
}

extension Double: ActionArgument {
  public static var argumentTypeName: String { "Double" }
  public static var parameterKind: ParameterKind { .double }
  public init(literal: LiteralValue) throws(ArgumentError) {
    switch literal {
    case .double(let value): self = value
    case .int(let value): self = Double(value)
    default: throw .expected("Double", got: literal)
    }
  }
}

extension Bool: ActionArgument {
  public static var argumentTypeName: String { "Bool" }
  public static var parameterKind: ParameterKind { .bool }
  public init(literal: LiteralValue) throws(ArgumentError) {
    guard case .bool(let value) = literal else { throw .expected("Bool", got: literal) }
    self = value
  }
}

extension String: ActionArgument {
  public static var argumentTypeName: String { "String" }
  public static var parameterKind: ParameterKind { .string }
  public init(literal: LiteralValue) throws(ArgumentError) {
    guard case .string(let value) = literal else { throw .expected("String", got: literal) }
    self = value
  }
}

extension Optional: ActionArgument where Wrapped: ActionArgument {
  public static var argumentTypeName: String { "\(Wrapped.argumentTypeName)?" }
  public static var parameterKind: ParameterKind { Wrapped.parameterKind.optional }
  public init(literal: LiteralValue) throws(ArgumentError) {
    if case .nil = literal {
      self = .none
    } else {
      self = .some(try Wrapped(literal: literal))
    }
  }
}
